import { INVITATION_QUERY } from '@dpohub/domain';
import { useSearchParams } from 'react-router-dom';

/** The e-mail the recovery steps carry in the query (spec 1 section 2.1: "query email"). */
export function useRecoveryEmail(): string {
  const [params] = useSearchParams();
  return params.get('email')?.trim() ?? '';
}

/** The invitation token a new user's e-mail link carries (/newPassword?email=&invite=), if any. */
export function useInvitationToken(): string {
  const [params] = useSearchParams();
  return params.get(INVITATION_QUERY.token)?.trim() ?? '';
}

// The verified code goes from the code step to the new password step in this tab's session
// storage (never in the address bar): POST /user/change-password proves it again.
const VERIFIED_CODE_KEY = 'dpohub:recoveryCode';

export function rememberVerifiedCode(email: string, code: string): void {
  try {
    sessionStorage.setItem(VERIFIED_CODE_KEY, JSON.stringify({ email, code }));
  } catch {
    // Storage refused (private mode): the new password step sends the user back for a code.
  }
}

/** The code verified for this e-mail in this tab, or '' when there is none. */
export function verifiedCodeFor(email: string): string {
  try {
    const saved = JSON.parse(sessionStorage.getItem(VERIFIED_CODE_KEY) ?? 'null') as {
      email?: string;
      code?: string;
    } | null;
    return saved?.email === email && typeof saved.code === 'string' ? saved.code : '';
  } catch {
    return '';
  }
}

export function forgetVerifiedCode(): void {
  try {
    sessionStorage.removeItem(VERIFIED_CODE_KEY);
  } catch {
    // nothing stored
  }
}
