import { useShell } from '@dpohub/shared-ui';
import { useCallback } from 'react';
import { clientDetailsPath, staffEditPath } from '../common/demand-paths';
import { fetchDemandAccess } from '../common/reference-api';

/**
 * Row click (spec 2 sections 2.1 and 6): admin participants of the request open the staff form,
 * everyone else the client details. No link (or a failed check) means the details.
 */
export function useOpenDemand(): (id: number) => void {
  const { http, navigate } = useShell();
  return useCallback(
    (id: number) => {
      fetchDemandAccess(http, id)
        .then(({ admin }) => navigate(admin ? staffEditPath(id) : clientDetailsPath(id)))
        .catch(() => navigate(clientDetailsPath(id)));
    },
    [http, navigate],
  );
}
