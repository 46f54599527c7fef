import type { HttpClient } from '@dpohub/shared-ui';
import type {
  ChangePasswordQuery,
  ResetPasswordQuery,
  SetPasswordRequest,
  VerificationCodeQuery,
} from '@dpohub/domain/wire';

// Each step shows its own failure message (spec 1 section 8), so the generic error toast of the
// http client is skipped on these calls.
const OWN_FAILURE_MESSAGE = { skipErrorToast: true } as const;

/** POST /user/reset-password: sends the code by e-mail; false means no such user. */
export async function requestPasswordReset(http: HttpClient, email: string): Promise<boolean> {
  const params: ResetPasswordQuery = { user_recover: email };
  const { data } = await http.post<boolean>('/user/reset-password', null, {
    params,
    ...OWN_FAILURE_MESSAGE,
  });
  return data === true;
}

/**
 * POST /user/verification-code: false means an invalid code. The next step sends the verified
 * code again with the new password.
 */
export async function verifyRecoveryCode(
  http: HttpClient,
  email: string,
  code: string,
): Promise<boolean> {
  const params: VerificationCodeQuery = { user_recover: email, verification_code: code };
  const { data } = await http.post<boolean>('/user/verification-code', null, {
    params,
    ...OWN_FAILURE_MESSAGE,
  });
  return data === true;
}

/** POST /user/change-password: sets the new password with the verified code. */
export async function setRecoveredPassword(
  http: HttpClient,
  email: string,
  code: string,
  password: string,
): Promise<void> {
  const params: ChangePasswordQuery = { user_recover: email, verification_code: code, password };
  await http.post('/user/change-password', null, { params, ...OWN_FAILURE_MESSAGE });
}

/**
 * POST /user/set-password: a new user's first password, with the token of the invitation
 * e-mail. A refused or expired link answers 400 with the server's message (shown as a toast).
 */
export async function setInvitedPassword(
  http: HttpClient,
  token: string,
  password: string,
): Promise<void> {
  const body: SetPasswordRequest = { token, password };
  await http.post('/user/set-password', body);
}
