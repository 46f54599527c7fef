import type { HttpClient } from '@dpohub/shared-ui';
import { PORTAL_OAUTH_CLIENT } from '@dpohub/domain';
import type { LoginRequest, TokenResponse } from '@dpohub/domain';

export function basicAuthorization(user: string, secret: string): string {
  return `Basic ${btoa(`${user}:${secret}`)}`;
}

/** POST /oauth/token: password grant, form body, basic client credentials. */
export async function requestToken(
  http: HttpClient,
  credentials: LoginRequest,
): Promise<TokenResponse> {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: credentials.userName,
    password: credentials.password,
  });
  const { data } = await http.post<TokenResponse>('/oauth/token', body, {
    headers: {
      Authorization: basicAuthorization(PORTAL_OAUTH_CLIENT.id, PORTAL_OAUTH_CLIENT.secret),
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    // Wrong credentials may answer 401: that is a failed sign-in, not an expired session.
    skipAuthExpiry: true,
    // The sign-in reports every refusal itself (sign-in.ts), once.
    skipErrorToast: true,
  });
  return data;
}
