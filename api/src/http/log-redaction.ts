import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry secrets (spec 1 section 7 puts the new password in the query) or
 * personal data (the recovery e-mail, security L12).
 */
const SECRET_PARAMS = [
  'password',
  'verification_code',
  'token',
  'invite',
  'access_token',
  'user_recover',
  'email',
];

export const REDACTED = '[redacted]';

/** The URL with every secret query value replaced, for the request log. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  let changed = false;
  for (const name of SECRET_PARAMS) {
    if (params.has(name)) {
      params.set(name, REDACTED);
      changed = true;
    }
  }
  return changed ? `${url.slice(0, mark)}?${params.toString()}` : url;
}

/** Drizzle writes a failed query's parameters into its message (hashes, e-mails, codes). */
export function redactSqlParams(text: string): string {
  return text.replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/, `\nparams: ${REDACTED}`);
}

interface SerializedError {
  type?: string;
  message?: string;
  stack?: string;
  [key: string]: unknown;
}

/** The log form of an error, its chain included, without query parameters. */
export function serializeError(error: unknown, depth = 0): SerializedError | undefined {
  if (!error || typeof error !== 'object' || depth > 4) return undefined;
  const source = error as Error & { code?: unknown; cause?: unknown; statusCode?: unknown };
  return {
    type: source.constructor?.name ?? 'Error',
    message: typeof source.message === 'string' ? redactSqlParams(source.message) : undefined,
    stack: typeof source.stack === 'string' ? redactSqlParams(source.stack) : undefined,
    ...(source.code !== undefined ? { code: source.code } : {}),
    ...(source.statusCode !== undefined ? { statusCode: source.statusCode } : {}),
    ...(source.cause ? { cause: serializeError(source.cause, depth + 1) } : {}),
  };
}

/** pino serializers of the API logger: requests without secrets, errors without SQL params. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
  err: (error: Error) => {
    const serialized = serializeError(error);
    return {
      ...serialized,
      type: serialized?.type ?? 'Error',
      message: serialized?.message ?? '',
      stack: serialized?.stack ?? '',
    };
  },
};
