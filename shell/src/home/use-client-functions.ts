import { useShell } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';

export interface ClientFunctionsAnswer {
  clientId: number;
  functions: string[];
}

export interface ClientFunctionsState {
  loading: boolean;
  functions: string[];
  /** The read failed: the functions are not known (the API still refuses what is off). */
  failed?: boolean;
}

/**
 * The function cards a client has contracted: GET /client/{id}/functions (docs/decisions.md
 * "Home cards of a client"). Spec 1 section 8: a failed fetch is logged silently.
 */
export function useClientFunctions(clientId: number | null): ClientFunctionsState {
  const { http } = useShell();
  const [state, setState] = useState<ClientFunctionsState>({
    loading: clientId !== null,
    functions: [],
  });

  useEffect(() => {
    if (clientId === null) {
      setState({ loading: false, functions: [] });
      return;
    }
    let active = true;
    setState({ loading: true, functions: [] });
    http
      .get<ClientFunctionsAnswer>(`/client/${clientId}/functions`, { skipErrorToast: true })
      .then((response) => {
        if (active) setState({ loading: false, functions: response.data.functions ?? [] });
      })
      .catch((error: unknown) => {
        console.error('[shell] client functions unavailable', error);
        if (active) setState({ loading: false, functions: [], failed: true });
      });
    return () => {
      active = false;
    };
  }, [clientId, http]);

  return state;
}
