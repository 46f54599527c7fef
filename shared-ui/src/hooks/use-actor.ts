import { principalOf } from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';
import { useMemo } from 'react';
import { useSessionUser } from '../platform/ShellProvider';

/** The signed-in user as the access policy reads it; a signed-out page acts as nobody. */
export function useActor(): Principal {
  const user = useSessionUser();
  return useMemo(
    () => (user ? principalOf(user) : { admin: false, authorities: [], client: null }),
    [user],
  );
}
