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

interface Read {
  clientId: number;
  functions: string[];
  failed: boolean;
}

/**
 * The last answer read for each client, shared by every use: the page after home (the route
 * guard's judgement) has it at once, and reads it again behind the scenes.
 */
const answers = new Map<number, Read>();

/**
 * The function cards a client has contracted: GET /client/{id}/functions (docs/decisions.md
 * "Home cards of a client"). Spec 1 section 8: a failed fetch is logged silently.
 */
export function useClientFunctions(clientId: number | null): ClientFunctionsState {
  const { http } = useShell();
  // The answer remembers whose it is: when the id changes (home, then a client's page), the
  // render before the new read starts is 'loading', never an empty list of the other id, which
  // the route guard took for "contracted nothing" and sent the user home.
  const [read, setRead] = useState<Read | null>(null);

  useEffect(() => {
    if (clientId === null) return;
    let active = true;
    http
      .get<ClientFunctionsAnswer>(`/client/${clientId}/functions`, { skipErrorToast: true })
      .then((response) => {
        const answer = { clientId, functions: response.data.functions ?? [], failed: false };
        answers.set(clientId, answer);
        if (active) setRead(answer);
      })
      .catch((error: unknown) => {
        console.error('[shell] client functions unavailable', error);
        if (active) setRead({ clientId, functions: [], failed: true });
      });
    return () => {
      active = false;
    };
  }, [clientId, http]);

  if (clientId === null) return { loading: false, functions: [] };
  const current = read?.clientId === clientId ? read : answers.get(clientId);
  if (!current) return { loading: true, functions: [] };
  return current.failed
    ? { loading: false, functions: [], failed: true }
    : { loading: false, functions: current.functions };
}
