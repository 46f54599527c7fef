import { createSessionStore } from '@dpohub/shared-ui';
import type { SessionUser } from '@dpohub/shared-ui';
import { sessionQueryClient } from './session-query-client';

const user = (id: number): SessionUser => ({
  id,
  name: `Usuário ${id}`,
  email: `u${id}@dpohub.local`,
  admin: true,
  enableHoursBank: false,
  client: null,
  clientName: null,
  roles: [],
  expiresAt: Date.UTC(2030, 0, 1),
});

describe('sessionQueryClient', () => {
  beforeEach(() => localStorage.clear());

  it('is one client for the session, its rows kept while the same user stays signed in', () => {
    const session = createSessionStore();
    session.login('token-1', user(1));
    const client = sessionQueryClient(session);
    client.setQueryData(['/user/filter', 0], { content: ['Ana'] });

    session.setSelectedClient(1001);

    expect(sessionQueryClient(session)).toBe(client);
    expect(client.getQueryData(['/user/filter', 0])).toEqual({ content: ['Ana'] });
  });

  it('forgets every row when the user signs out, so the next one never sees them', () => {
    const session = createSessionStore();
    session.login('token-1', user(1));
    const client = sessionQueryClient(session);
    client.setQueryData(['/user/filter', 0], { content: ['Ana'] });

    session.logout();

    expect(client.getQueryData(['/user/filter', 0])).toBeUndefined();
  });

  it('forgets every row when another user signs in', () => {
    const session = createSessionStore();
    session.login('token-1', user(1));
    const client = sessionQueryClient(session);
    client.setQueryData(['/user/filter', 0], { content: ['Ana'] });

    session.login('token-2', user(2));

    expect(client.getQueryData(['/user/filter', 0])).toBeUndefined();
  });
});
