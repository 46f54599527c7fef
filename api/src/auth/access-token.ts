import type { FastifyInstance } from 'fastify';
import type { Clock } from '../clock';

/** What a signed token is for: calling the API, or only the second step of a sign-in. */
export type TokenPurpose = 'access' | 'twoFactor';

export interface AccessTokenClaims {
  sub: string;
  iat: number;
  exp: number;
  /** The user's session version when signed: a password reset or a disable raises it. */
  sv: number;
  /** The session the token belongs to (user_sessions.id); absent on a second-step token. */
  sid?: string;
  /** 'twoFactor' on the token that only carries a sign-in from its password to its code. */
  typ?: TokenPurpose;
}

export interface AccessTokenSubject {
  userId: number;
  sessionVersion: number;
  sessionId: string;
}

export interface TwoFactorStepSubject {
  userId: number;
  sessionVersion: number;
}

const now = (clock: Clock) => Math.floor(clock.now().getTime() / 1000);

/**
 * Signs a token for the user's session. Issue and expiry times come from the injected clock, and
 * `readAccessToken` checks expiry against that same clock.
 */
export function issueAccessToken(
  app: FastifyInstance,
  subject: AccessTokenSubject,
  clock: Clock,
  ttlSeconds: number,
): { token: string; expiresIn: number } {
  const iat = now(clock);
  const claims: AccessTokenClaims = {
    sub: String(subject.userId),
    iat,
    exp: iat + ttlSeconds,
    sv: subject.sessionVersion,
    sid: subject.sessionId,
  };
  return { token: app.jwt.sign(claims), expiresIn: ttlSeconds };
}

/** The short-lived token of a sign-in whose password was right and whose code is awaited. */
export function issueTwoFactorStepToken(
  app: FastifyInstance,
  subject: TwoFactorStepSubject,
  clock: Clock,
  ttlSeconds: number,
): string {
  const iat = now(clock);
  const claims: AccessTokenClaims = {
    sub: String(subject.userId),
    iat,
    exp: iat + ttlSeconds,
    sv: subject.sessionVersion,
    typ: 'twoFactor',
  };
  return app.jwt.sign(claims);
}

function verifiedClaims(
  app: FastifyInstance,
  token: string,
  clock: Clock,
): (Partial<AccessTokenClaims> & { userId: number; sessionVersion: number }) | null {
  let claims: Partial<AccessTokenClaims>;
  try {
    claims = app.jwt.verify<Partial<AccessTokenClaims>>(token);
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp <= now(clock)) return null;
  const userId = Number(claims.sub);
  if (!Number.isSafeInteger(userId) || userId <= 0) return null;
  if (typeof claims.sv !== 'number' || !Number.isSafeInteger(claims.sv)) return null;
  return { ...claims, userId, sessionVersion: claims.sv };
}

/** The subject of a valid, unexpired access token of a session, or null for anything else. */
export function readAccessToken(
  app: FastifyInstance,
  token: string,
  clock: Clock,
): AccessTokenSubject | null {
  const claims = verifiedClaims(app, token, clock);
  if (!claims || claims.typ === 'twoFactor') return null;
  if (typeof claims.sid !== 'string' || !claims.sid) return null;
  return { userId: claims.userId, sessionVersion: claims.sessionVersion, sessionId: claims.sid };
}

/** The subject of a valid, unexpired second-step token, or null. */
export function readTwoFactorStepToken(
  app: FastifyInstance,
  token: string,
  clock: Clock,
): TwoFactorStepSubject | null {
  const claims = verifiedClaims(app, token, clock);
  if (!claims || claims.typ !== 'twoFactor') return null;
  return { userId: claims.userId, sessionVersion: claims.sessionVersion };
}
