import { BROWSER_ID_KEY } from '@dpohub/shared-ui';
import type { HttpClient } from '@dpohub/shared-ui';
import { PORTAL_OAUTH_CLIENT } from '@dpohub/domain';
import type { LoginRequest } from '@dpohub/domain';
import type { TokenResponse } from '@dpohub/domain/wire';

export function basicAuthorization(user: string, secret: string): string {
  return `Basic ${btoa(`${user}:${secret}`)}`;
}

/**
 * This browser's random id, made once and kept (it survives 'Sair'): the API e-mails the user
 * when a sign-in comes from a browser it has not seen signing in as them.
 */
export function browserId(storage: Storage | undefined = globalThis.localStorage): string | null {
  if (!storage) return null;
  let id = storage.getItem(BROWSER_ID_KEY);
  if (!id || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) {
    id = crypto.randomUUID().replace(/-/g, '');
    storage.setItem(BROWSER_ID_KEY, id);
  }
  return id;
}

/** The second step of a sign-in: the first step's token and a code, or a recovery code. */
export interface TwoFactorAnswer {
  twoFactorToken: string;
  code?: string;
  recoveryCode?: string;
}

async function postToken(http: HttpClient, fields: Record<string, string>): Promise<TokenResponse> {
  const id = browserId();
  const body = new URLSearchParams({ ...fields, ...(id ? { browser_id: id } : {}) });
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

/** POST /oauth/token: password grant, form body, basic client credentials. */
export function requestToken(http: HttpClient, credentials: LoginRequest): Promise<TokenResponse> {
  return postToken(http, {
    grant_type: 'password',
    username: credentials.userName,
    password: credentials.password,
  });
}

/** POST /oauth/token, two_factor grant: the code after the password. */
export function requestTwoFactorToken(
  http: HttpClient,
  answer: TwoFactorAnswer,
): Promise<TokenResponse> {
  return postToken(http, {
    grant_type: 'two_factor',
    two_factor_token: answer.twoFactorToken,
    ...(answer.recoveryCode ? { recovery_code: answer.recoveryCode } : { code: answer.code ?? '' }),
  });
}
