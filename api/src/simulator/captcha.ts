import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { captchaChallenges } from '../db/schema';

/** The proof of work: PBKDF2 at this cost, with the secret counter drawn from this range. */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
export const CAPTCHA_COST = 1000;
export const CAPTCHA_COUNTER_RANGE = { min: 1000, max: 3000 } as const;
/** A challenge must be solved, verified and used within this time. */
export const CAPTCHA_TTL_SECONDS = 10 * 60;

export interface CaptchaSecrets {
  signature: string;
  key: string;
}

/** Both ALTCHA secrets derived from the API's signing secret, one per purpose. */
export function captchaSecrets(masterSecret: string): CaptchaSecrets {
  const derive = (purpose: string) =>
    createHmac('sha256', masterSecret).update(purpose).digest('hex');
  return { signature: derive('altcha-signature'), key: derive('altcha-key-signature') };
}

/** A signed challenge as the `altcha` widget fetches it. */
export function createCaptchaChallenge(
  secrets: CaptchaSecrets,
  clock: Clock,
  counter: { min: number; max: number } = CAPTCHA_COUNTER_RANGE,
): Promise<Challenge> {
  return createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: CAPTCHA_COST,
    counter: randomInt(counter.min, counter.max),
    deriveKey,
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.key,
    expiresAt: Math.floor(clock.now().getTime() / 1000) + CAPTCHA_TTL_SECONDS,
  });
}

/** The widget's payload: base64 of the JSON `{ challenge, solution }`; null when unreadable. */
export function decodeCaptchaPayload(encoded: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Payload;
    const parameters = payload?.challenge?.parameters;
    if (typeof parameters?.nonce !== 'string' || typeof payload.solution !== 'object') return null;
    return payload;
  } catch {
    return null;
  }
}

export interface VerifiedCaptcha {
  challengeId: string;
  expiresAt: Date;
}

/**
 * Checks the payload's signature, solution and expiry (against the API clock too); the
 * challenge's nonce identifies it for the replay check.
 */
export async function verifyCaptchaPayload(
  encoded: string,
  secrets: CaptchaSecrets,
  clock: Clock,
): Promise<VerifiedCaptcha | null> {
  const payload = decodeCaptchaPayload(encoded);
  if (!payload) return null;
  const { parameters } = payload.challenge;
  // Only our own kind of challenge, and never one without an expiry.
  if (parameters.algorithm !== CAPTCHA_ALGORITHM || typeof parameters.expiresAt !== 'number') {
    return null;
  }
  const expiresAt = new Date(parameters.expiresAt * 1000);
  if (expiresAt.getTime() <= clock.now().getTime()) return null;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secrets.signature,
      hmacKeySignatureSecret: secrets.key,
    });
    return result.verified ? { challengeId: parameters.nonce, expiresAt } : null;
  } catch {
    return null;
  }
}

/**
 * Remembers a verified challenge until it expires; false when it was already seen (a
 * replayed payload). Expired rows are dropped on the way.
 */
export async function rememberVerifiedChallenge(
  db: Database,
  captcha: VerifiedCaptcha,
  clock: Clock,
): Promise<boolean> {
  const now = clock.now();
  await db.delete(captchaChallenges).where(lte(captchaChallenges.expiresAt, now));
  const inserted = await db
    .insert(captchaChallenges)
    .values({ challengeId: captcha.challengeId, expiresAt: captcha.expiresAt, verifiedAt: now })
    .onConflictDoNothing()
    .returning({ challengeId: captchaChallenges.challengeId });
  return inserted.length === 1;
}

/** Uses up a verified, unexpired challenge; false when it was never verified or already used. */
export async function consumeVerifiedChallenge(
  db: Database,
  captcha: VerifiedCaptcha,
  clock: Clock,
): Promise<boolean> {
  const now = clock.now();
  const consumed = await db
    .update(captchaChallenges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(captchaChallenges.challengeId, captcha.challengeId),
        isNull(captchaChallenges.consumedAt),
        gt(captchaChallenges.expiresAt, now),
      ),
    )
    .returning({ challengeId: captchaChallenges.challengeId });
  return consumed.length === 1;
}
