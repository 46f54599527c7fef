import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

export interface AccessTokenClaims {
  sub: string;
  iat: number;
  exp: number;
}

/**
 * Signs a token for the user. Issue and expiry times come from the injected clock, and
 * `readAccessToken` checks expiry against that same clock.
 */
export function issueAccessToken(
  app: FastifyInstance,
  userId: number,
  clock: Clock,
  ttlSeconds: number,
): { token: string; expiresIn: number } {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const claims: AccessTokenClaims = { sub: String(userId), iat, exp: iat + ttlSeconds };
  return { token: app.jwt.sign(claims), expiresIn: ttlSeconds };
}

/** The user id of a valid, unexpired token, or null for anything else. */
export function readAccessToken(app: FastifyInstance, token: string, clock: Clock): number | null {
  let claims: Partial<AccessTokenClaims>;
  try {
    claims = app.jwt.verify<Partial<AccessTokenClaims>>(token);
  } catch {
    return null;
  }
  const now = Math.floor(clock.now().getTime() / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
  const userId = Number(claims.sub);
  return Number.isSafeInteger(userId) && userId > 0 ? userId : null;
}
