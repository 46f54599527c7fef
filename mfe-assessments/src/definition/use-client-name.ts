import { useEffect, useState } from 'react';
import { fetchClients, useShell } from '@dpohub/shared-ui';

/**
 * The chosen client's name, for an answer the record gives (the TPA's contracting party, spec 3
 * section 2.4): the query's client, the user's own, or the firm's list of clients.
 */
export function useClientName(clientId: number | null, known: string | null): string {
  const { http, session } = useShell();
  const [name, setName] = useState('');
  const own = session.getUser()?.client === clientId ? session.getUser()?.clientName : null;
  useEffect(() => {
    if (known || own || clientId === null) return;
    let alive = true;
    fetchClients(http)
      .then((clients) => alive && setName(clients.find((c) => c.id === clientId)?.name ?? ''))
      .catch((error: unknown) => console.error('GET /client/all failed', error));
    return () => {
      alive = false;
    };
  }, [http, clientId, known, own]);
  return known || own || name;
}
