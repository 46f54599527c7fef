import type { SessionUser } from '../contract/shell-api';
import { createSessionStore } from './session-store';

const user: SessionUser = {
  id: 7,
  name: 'Ana Souza',
  email: 'ana@cliente.com.br',
  admin: false,
  enableHoursBank: true,
  client: 1234,
  clientName: 'Cliente Exemplo',
  roles: [{ authority: 'ROLE_USER' }, { authority: 'ROLE_CONTROLE_ORCAMENTARIO' }],
  expiresAt: 1_900_000_000_000,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('createSessionStore', () => {
  it('stores the session under the namespaced keys of spec 1 section 3', () => {
    const session = createSessionStore();
    session.login('jwt-abc', user);

    expect(localStorage.getItem('dpohub:token')).toBe('jwt-abc');
    expect(localStorage.getItem('dpohub:authenticated')).toBe('true');
    expect(JSON.parse(localStorage.getItem('dpohub:user') ?? 'null')).toEqual(user);
    expect(JSON.parse(localStorage.getItem('dpohub:roles') ?? 'null')).toEqual(user.roles);
    expect(session.isAuthenticated()).toBe(true);
    expect(session.getToken()).toBe('jwt-abc');
    expect(session.getUser()).toEqual(user);
    expect(session.isAdmin()).toBe(false);
    expect(session.authorities()).toEqual(['ROLE_USER', 'ROLE_CONTROLE_ORCAMENTARIO']);
  });

  it('is signed out with nothing stored', () => {
    const session = createSessionStore();
    expect(session.isAuthenticated()).toBe(false);
    expect(session.getUser()).toBeNull();
    expect(session.getToken()).toBeNull();
    expect(session.authorities()).toEqual([]);
    expect(session.getSelectedClient()).toBeNull();
  });

  it('returns the same user object while storage is unchanged', () => {
    const session = createSessionStore();
    session.login('t', user);
    expect(session.getUser()).toBe(session.getUser());
  });

  it('falls back to the user client and stores the chosen client under dpohub:selectedClient', () => {
    const session = createSessionStore();
    session.login('t', user);
    expect(session.getSelectedClient()).toBe(1234);

    session.setSelectedClient(99);
    expect(localStorage.getItem('dpohub:selectedClient')).toBe('99');
    expect(session.getSelectedClient()).toBe(99);

    session.setSelectedClient(null);
    expect(localStorage.getItem('dpohub:selectedClient')).toBeNull();
  });

  it('namespaces generic items such as goBack and list pages, but not LP-token', () => {
    const session = createSessionStore();
    session.setItem('goBack', '/budgetControl');
    session.setItem('page:users', '3');
    session.setLandingToken('lead-1');

    expect(localStorage.getItem('dpohub:goBack')).toBe('/budgetControl');
    expect(localStorage.getItem('dpohub:page:users')).toBe('3');
    expect(localStorage.getItem('LP-token')).toBe('lead-1');
    expect(session.getItem('page:users')).toBe('3');
    expect(session.getLandingToken()).toBe('lead-1');
    expect(session.storageKey('goBack')).toBe('dpohub:goBack');
  });

  it('honours another namespace', () => {
    const session = createSessionStore({ namespace: 'outro' });
    session.login('t', user);
    expect(localStorage.getItem('outro:token')).toBe('t');
    expect(localStorage.getItem('dpohub:token')).toBeNull();
  });

  it('clears local and session storage on logout and tells subscribers', () => {
    const session = createSessionStore();
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);
    session.login('t', user);
    sessionStorage.setItem('rascunho', 'x');

    session.logout();

    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(session.isAuthenticated()).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    session.login('t', user);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('uses the storage it is given', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
      clear: () => values.clear(),
      key: () => null,
      get length() {
        return values.size;
      },
    } as Storage;
    const session = createSessionStore({ storage });
    session.login('t', user);
    expect(values.get('dpohub:token')).toBe('t');
    expect(localStorage.getItem('dpohub:token')).toBeNull();
  });
});

describe('createSessionStore across tabs', () => {
  it('reads a sign-in or sign-out made in another tab and tells subscribers', () => {
    const session = createSessionStore();
    const listener = jest.fn();
    const unsubscribe = session.subscribe(listener);

    // Another tab signs in: it writes the keys, and this tab receives 'storage' events.
    localStorage.setItem('dpohub:token', 'outra-aba');
    localStorage.setItem('dpohub:user', JSON.stringify(user));
    localStorage.setItem('dpohub:authenticated', 'true');
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'dpohub:user', storageArea: localStorage }),
    );
    expect(session.isAuthenticated()).toBe(true);
    expect(session.getToken()).toBe('outra-aba');
    expect(session.getUser()).toEqual(user);
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab's sign-out clears everything ('storage' with a null key).
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    expect(session.isAuthenticated()).toBe(false);
    expect(session.getUser()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    // A key outside the namespace is not the session's.
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'outra-coisa', storageArea: localStorage }),
    );
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the same user object when another key changes', () => {
    const session = createSessionStore();
    session.login('t', user);
    const before = session.getUser();
    session.setSelectedClient(55);
    expect(session.getUser()).toBe(before);
    expect(session.getSelectedClient()).toBe(55);
  });
});
