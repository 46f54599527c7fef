import { LABELS } from '../labels';

/**
 * What a refused sign-in reports (POST /oauth/token): 400 `invalid_grant` with the attempts
 * left before the temporary lock, or 429 once the lock is on.
 */
interface RefusalAnswer {
  attemptsLeft?: unknown;
}

/** What the login screen says under the form after a failed sign-in, if anything. */
export function loginAttemptNotice(status: number | undefined, answer: unknown): string | null {
  if (status === 429) return LABELS.login.locked;
  if (status !== 400 || typeof answer !== 'object' || answer === null) return null;
  const { attemptsLeft } = answer as RefusalAnswer;
  if (typeof attemptsLeft !== 'number') return null;
  return attemptsLeft <= 0 ? LABELS.login.locked : LABELS.login.attemptsLeft(attemptsLeft);
}
