import { createQueryClient } from '@dpohub/shared-ui';
import type { SessionApi } from '@dpohub/shared-ui';
import type { QueryClient } from '@tanstack/react-query';

const clients = new WeakMap<SessionApi, QueryClient>();

/**
 * The one cache of server data for the signed-in session, which every remote's screens read
 * through the shared '@tanstack/react-query' module. Made with the layout, so the sign-in page
 * never loads the library; emptied when the signed-in user changes (sign-out, an expired
 * session, another user in another tab), so no one sees the rows of the one before.
 */
export function sessionQueryClient(session: SessionApi): QueryClient {
  const known = clients.get(session);
  if (known) return known;
  const made = createQueryClient();
  let userId = session.getUser()?.id ?? null;
  session.subscribe(() => {
    const next = session.getUser()?.id ?? null;
    if (next !== userId) made.clear();
    userId = next;
  });
  clients.set(session, made);
  return made;
}
