import { MESSAGES, SERVER_NO_MESSAGE } from '@dpohub/domain';
import type { LoginRequest } from '@dpohub/domain';
import type { TokenResponse } from '@dpohub/domain/wire';
import { isHttpError } from '@dpohub/shared-ui';
import type { SessionUser, ShellApi } from '@dpohub/shared-ui';
import { loginAttemptNotice } from './login-attempt-notice';
import { requestToken, requestTwoFactorToken, type TwoFactorAnswer } from './login-api';
import { sessionUserFrom } from './session-user';

export type SignInOutcome =
  | { kind: 'signed-in'; user: SessionUser }
  /** The password was right; the code of the app is asked next (the token carries the step). */
  | { kind: 'two-factor'; twoFactorToken: string }
  | { kind: 'failed'; notice: string | null; stepExpired?: boolean };

/**
 * Requests the token and stores the session. On failure the server's message is shown here, once
 * (the token call opts out of the http client's toasts), with the attempts left or the lock the
 * refusal reports.
 * The refusal itself carries them, so no second credential check is made (docs/decisions.md
 * "Failed sign-in": a second check would count as a second failed attempt).
 */
export async function signIn(
  shell: ShellApi,
  credentials: LoginRequest,
  now: () => number = Date.now,
): Promise<SignInOutcome> {
  return settle(shell, () => requestToken(shell.http, credentials), now);
}

/** The second step: a code of the app or a recovery code, with the first step's token. */
export async function signInWithCode(
  shell: ShellApi,
  answer: TwoFactorAnswer,
  now: () => number = Date.now,
): Promise<SignInOutcome> {
  return settle(shell, () => requestTwoFactorToken(shell.http, answer), now);
}

async function settle(
  shell: ShellApi,
  request: () => Promise<TokenResponse>,
  now: () => number,
): Promise<SignInOutcome> {
  try {
    const token = await request();
    const user = sessionUserFrom(token, now());
    shell.session.login(token.access_token, user);
    return { kind: 'signed-in', user };
  } catch (error) {
    const response = isHttpError(error) ? error.response : undefined;
    const data = (response?.data ?? {}) as { error?: unknown; twoFactorToken?: unknown };
    if (
      response?.status === 403 &&
      data.error === 'two_factor_required' &&
      typeof data.twoFactorToken === 'string'
    ) {
      return { kind: 'two-factor', twoFactorToken: data.twoFactorToken };
    }
    shell.toast.error(answerMessage(response?.data));
    return {
      kind: 'failed',
      notice: loginAttemptNotice(response?.status, response?.data),
      stepExpired: response?.status === 400 && !('attemptsLeft' in data),
    };
  }
}

/** The server's message of a refused sign-in, or the generic one (spec 1 section 8). */
function answerMessage(data: unknown): string {
  const message =
    typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() && message !== SERVER_NO_MESSAGE
    ? message
    : MESSAGES.genericError;
}
