import { LABELS } from '../labels';

/**
 * Answer of POST /user/verification-login. The spec does not show it (section 7); the API
 * answers whether the credentials are valid, whether sign-in is locked and the attempts left.
 */
export interface LoginAttemptStatus {
  valid: boolean;
  locked: boolean;
  attemptsLeft: number;
}

function isLoginAttemptStatus(answer: unknown): answer is LoginAttemptStatus {
  if (typeof answer !== 'object' || answer === null) return false;
  const { valid, locked, attemptsLeft } = answer as Record<string, unknown>;
  return (
    typeof valid === 'boolean' && typeof locked === 'boolean' && typeof attemptsLeft === 'number'
  );
}

/** What the login screen says after a failed sign-in, from the follow-up call's answer. */
export function loginAttemptNotice(answer: unknown): string | null {
  if (!isLoginAttemptStatus(answer) || answer.valid) return null;
  if (answer.locked || answer.attemptsLeft <= 0) return LABELS.login.locked;
  return LABELS.login.attemptsLeft(answer.attemptsLeft);
}
