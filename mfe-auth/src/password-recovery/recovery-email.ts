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
