import type { FastifyError, FastifyInstance } from 'fastify';
import { API_MESSAGES, MESSAGES, SERVER_NO_MESSAGE } from '@dpohub/domain';
import { ApiError } from './api-error';
import { constraintViolation } from './database-error';
import { validationMessage } from './validation-message';

interface ErrorAnswer {
  statusCode: number;
  body: Record<string, unknown> & { message: string };
}

/** Fastify and plugin errors that are the caller's fault, keyed by their code. */
const KNOWN_CLIENT_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, body: { message: API_MESSAGES.malformedBody } },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, body: { message: API_MESSAGES.malformedBody } },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    body: { message: API_MESSAGES.malformedBody },
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, body: { message: API_MESSAGES.payloadTooLarge } },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    body: { message: API_MESSAGES.unsupportedMediaType },
  },
};

/** Errors of the multipart parser (busboy) on a body that is not well-formed multipart. */
const MALFORMED_MULTIPART = [
  /^Unexpected end of (form|multipart data)/,
  /^Malformed (part header|urlencoded form)/,
  /^Multipart: Boundary not found/,
  /^Unsupported content type/,
  /^Missing Content-Type/,
  /^Invalid multipart/i,
];

function isMalformedMultipart(error: Error): boolean {
  return MALFORMED_MULTIPART.some((pattern) => pattern.test(error.message ?? ''));
}

/** Maps any thrown error to its status and a body that always carries a Portuguese `message`. */
export function errorAnswer(error: FastifyError | Error): ErrorAnswer {
  if (error instanceof ApiError) {
    return { statusCode: error.statusCode, body: { ...error.extra, message: error.message } };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    return { statusCode: 400, body: { message: validationMessage(fastifyError.validation) } };
  }
  const known = fastifyError.code ? KNOWN_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return known;
  if (fastifyError.statusCode === 429) {
    return { statusCode: 429, body: { message: API_MESSAGES.tooManyRequests } };
  }
  if (fastifyError.statusCode === 401) {
    return { statusCode: 401, body: { message: MESSAGES.loginExpired } };
  }
  const violation = constraintViolation(error);
  if (violation === 'unique')
    return { statusCode: 409, body: { message: API_MESSAGES.duplicateRecord } };
  if (violation === 'foreign-key')
    return { statusCode: 409, body: { message: API_MESSAGES.recordInUse } };
  if (violation === 'data')
    return { statusCode: 400, body: { message: API_MESSAGES.invalidValue } };
  // Security L8: the disk is full, over quota or read-only: the server's state, not a bug.
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOSPC' || code === 'EDQUOT' || code === 'EROFS') {
    return { statusCode: 503, body: { message: API_MESSAGES.storageUnavailable } };
  }
  if (isMalformedMultipart(error)) {
    return { statusCode: 400, body: { message: API_MESSAGES.malformedBody } };
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    return { statusCode: fastifyError.statusCode, body: { message: API_MESSAGES.invalidValue } };
  }
  return { statusCode: 500, body: { message: SERVER_NO_MESSAGE } };
}

/** One error handler and one not-found handler for the whole API. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = errorAnswer(error);
    if (answer.statusCode >= 500) {
      request.log.error({ err: error }, 'unexpected error');
    } else {
      request.log.info(
        { statusCode: answer.statusCode, reason: answer.body.message },
        'request refused',
      );
    }
    return reply.status(answer.statusCode).send(answer.body);
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: API_MESSAGES.routeNotFound }),
  );
}
