import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import type { AssessmentFormDefinition } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';

/** The route's {id} (details mode) and the `client` / `clientName` query of a new form. */
export function useRouteAssessment(form: AssessmentFormDefinition) {
  const { setTitle } = useShell();
  const params = useParams();
  const [query] = useSearchParams();
  useEffect(() => setTitle(form.title), [setTitle, form.title]);
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const client = query.get('client');
  const clientName = query.get('clientName');
  const queryClient = useMemo(
    () => (client && /^\d+$/.test(client) ? { id: Number(client), name: clientName ?? '' } : null),
    [client, clientName],
  );
  return { id, queryClient };
}
