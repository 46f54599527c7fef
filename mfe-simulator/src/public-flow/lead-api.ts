import {
  CAPTCHA_HEADER,
  CAPTCHA_VERIFY_PATH,
  LEAD_DEFAULT_PASSWORD,
  PORTAL_OAUTH_CLIENT,
} from '@dpohub/domain';
import type { TokenResponse } from '@dpohub/domain';
import type { LeadBody, SavedLead } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// The lead flow reports every failure itself with 'Acesso negado!' (spec 4 section 8), so its
// calls neither toast nor treat a 401 as an expired portal session.
const SILENT = { skipErrorToast: true, skipAuthExpiry: true } as const;

/** POST /captcha?token=: true when the server verified the ALTCHA payload. */
export async function verifyCaptcha(http: HttpClient, token: string): Promise<boolean> {
  const { data } = await http.post<boolean>(CAPTCHA_VERIFY_PATH, null, {
    params: { token },
    ...SILENT,
  });
  return data === true;
}

/** POST /user-lp/save, proving the human check with the verified payload. */
export async function saveLead(
  http: HttpClient,
  lead: LeadBody,
  captcha: string,
): Promise<SavedLead> {
  const { data } = await http.post<SavedLead>('/user-lp/save', lead, {
    headers: { [CAPTCHA_HEADER]: captcha },
    ...SILENT,
  });
  return data;
}

/**
 * POST /oauth/token with the lead's e-mail and the fixed lead password, showing the human check
 * that registered it (the password is public): the lead token.
 */
export async function signInLead(
  http: HttpClient,
  email: string,
  captcha: string,
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'password',
    username: email,
    password: LEAD_DEFAULT_PASSWORD,
  });
  const { data } = await http.post<TokenResponse>('/oauth/token', body, {
    headers: {
      Authorization: `Basic ${btoa(`${PORTAL_OAUTH_CLIENT.id}:${PORTAL_OAUTH_CLIENT.secret}`)}`,
      'Content-Type': 'application/x-www-form-urlencoded',
      [CAPTCHA_HEADER]: captcha,
    },
    ...SILENT,
  });
  return data.access_token;
}

/** The whole registration of spec 4 section 7: human check, lead, sign-in. Null when refused. */
export async function registerLead(
  http: HttpClient,
  lead: LeadBody,
  captcha: string,
): Promise<string | null> {
  if (!(await verifyCaptcha(http, captcha))) return null;
  await saveLead(http, lead, captcha);
  return signInLead(http, lead.email, captcha);
}
