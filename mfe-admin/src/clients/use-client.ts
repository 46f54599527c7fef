import { useEffect, useState } from 'react';
import type { Client } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { fetchClient } from './client-functions-api';

/**
 * The client `clientId` as GET /client/{id} answers it (null while it loads or when the call
 * failed), and a setter for the answer of a later change (a save, the contract's end).
 */
export function useClient(clientId: number): [Client | null, (client: Client) => void] {
  const shell = useShell();
  const [client, setClient] = useState<Client | null>(null);

  useEffect(() => {
    setClient(null);
    let current = true;
    fetchClient(shell.http, clientId).then(
      (answer) => {
        if (current) setClient(answer);
      },
      (error: unknown) => console.error('GET /client/{id} failed', error),
    );
    return () => {
      current = false;
    };
  }, [shell.http, clientId]);

  return [client, setClient];
}
