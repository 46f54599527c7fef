import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

export interface AccessTokenClaims {
  sub: string;
  iat: number;
  exp: number;
  /** The user's session version when signed: a password change or reset raises it. */
  sv: number;
}

export interface AccessTokenSubject {
  userId: number;
  sessionVersion: number;
}

/**
 * Signs a token for the user. Issue and expiry times come from the injected clock, and
 * `readAccessToken` checks expiry against that same clock.
 */
export function issueAccessToken(
  app: FastifyInstance,
  subject: AccessTokenSubject,
  clock: Clock,
  ttlSeconds: number,
): { token: string; expiresIn: number } {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const claims: AccessTokenClaims = {
    sub: String(subject.userId),
    iat,
    exp: iat + ttlSeconds,
    sv: subject.sessionVersion,
  };
  return { token: app.jwt.sign(claims), expiresIn: ttlSeconds };
}

/** The subject of a valid, unexpired token, or null for anything else. */
export function readAccessToken(
  app: FastifyInstance,
  token: string,
  clock: Clock,
): AccessTokenSubject | null {
  let claims: Partial<AccessTokenClaims>;
  try {
    claims = app.jwt.verify<Partial<AccessTokenClaims>>(token);
  } catch {
    return null;
  }
  const now = Math.floor(clock.now().getTime() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof claims.sv !== 'number' || !Number.isSafeInteger(claims.sv)) return null;
  return { userId, sessionVersion: claims.sv };
}
