import { MESSAGES, SERVER_NO_MESSAGE } from '@dpohub/domain';
import type { LoginRequest } from '@dpohub/domain';
import { isHttpError } from '@dpohub/shared-ui';
import type { SessionUser, ShellApi } from '@dpohub/shared-ui';
import { loginAttemptNotice } from './login-attempt-notice';
import { requestToken } from './login-api';
import { sessionUserFrom } from './session-user';

export type SignInOutcome =
  { kind: 'signed-in'; user: SessionUser } | { kind: 'failed'; notice: string | null };

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
  try {
    const token = await requestToken(shell.http, credentials);
    const user = sessionUserFrom(token, now());
    shell.session.login(token.access_token, user);
    return { kind: 'signed-in', user };
  } catch (error) {
    const response = isHttpError(error) ? error.response : undefined;
    shell.toast.error(answerMessage(response?.data));
    return { kind: 'failed', notice: loginAttemptNotice(response?.status, response?.data) };
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
