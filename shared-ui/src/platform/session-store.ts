import { createStore } from 'zustand/vanilla';
import type { SessionApi, SessionRole, SessionUser } from '../contract/shell-api';
import {
  DEFAULT_STORAGE_NAMESPACE,
  LANDING_TOKEN_KEY,
  SESSION_KEYS,
  namespacedKey,
} from './session-keys';

export interface SessionStoreOptions {
  /** Where the session lives; defaults to window.localStorage. */
  storage?: Storage;
  /** Cleared with local storage on logout (spec 1 section 8); defaults to window.sessionStorage. */
  sessionStorage?: Storage;
  namespace?: string;
}

/**
 * Where the sign-in page keeps this browser's random id (docs/decisions.md "Two-factor sign-in
 * and sessions"): not a secret, not the user's; it survives 'Sair'.
 */
export const BROWSER_ID_KEY = 'dpohub:browser-id';

/** The standard SessionApi plus the few storage helpers the public flow needs. */
export interface SessionStore extends SessionApi {
  removeItem(key: string): void;
  /** The landing token of the public fine simulator ('LP-token', spec 1 section 3). */
  getLandingToken(): string | null;
  setLandingToken(token: string | null): void;
  /** Full storage key for a logical key, e.g. 'dpohub:goBack'. */
  storageKey(key: string): string;
}

/** What the session keeps in memory, read from storage and written back on every change. */
interface SessionState {
  token: string | null;
  user: SessionUser | null;
  authorities: string[];
  authenticated: boolean;
  /** The chosen client as stored, or null (then the user's own client applies). */
  selectedClient: number | null;
}

function parseJson<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

function parseClient(raw: string | null): number | null {
  return raw !== null && raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : null;
}

/**
 * The session as a zustand store (ARCHITECTURE "client state lives in zustand stores") kept in
 * step with local storage: each change is written under the spec's keys and then read into the
 * store; a change made in another tab (the 'storage' event) is read back too, so a sign-out there
 * signs this tab out.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? window.localStorage;
  const transient = options.sessionStorage ?? window.sessionStorage;
  const namespace = options.namespace ?? DEFAULT_STORAGE_NAMESPACE;
  const key = (name: string) => namespacedKey(namespace, name);

  // The user is parsed again only when its stored text changes, so React's useSyncExternalStore
  // sees the same object until then.
  let userRaw: string | null = null;
  let user: SessionUser | null = null;
  const readStorage = (): SessionState => {
    const raw = storage.getItem(key(SESSION_KEYS.user));
    if (raw !== userRaw) {
      userRaw = raw;
      user = parseJson<SessionUser>(raw);
    }
    const roles = parseJson<SessionRole[]>(storage.getItem(key(SESSION_KEYS.roles)));
    return {
      token: storage.getItem(key(SESSION_KEYS.token)),
      user,
      authorities: Array.isArray(roles) ? roles.map((role) => role.authority) : [],
      authenticated: storage.getItem(key(SESSION_KEYS.authenticated)) === 'true',
      selectedClient: parseClient(storage.getItem(key(SESSION_KEYS.selectedClient))),
    };
  };
  const state = createStore<SessionState>(readStorage);
  const reload = () => state.setState(readStorage(), true);

  const onStorageEvent = (event: StorageEvent) => {
    if (event.storageArea === storage && (event.key === null || event.key.startsWith(key('')))) {
      reload();
    }
  };
  let subscribers = 0;

  const store: SessionStore = {
    getUser: () => state.getState().user,
    getToken: () => state.getState().token,
    // Spec 1 section 2.1: a private route needs the stored session flag.
    isAuthenticated: () => state.getState().authenticated,
    isAdmin: () => state.getState().user?.admin === true,
    authorities: () => state.getState().authorities,
    getSelectedClient() {
      const { selectedClient, user } = state.getState();
      return selectedClient ?? user?.client ?? null;
    },
    setSelectedClient(clientId) {
      if (clientId === null) storage.removeItem(key(SESSION_KEYS.selectedClient));
      else storage.setItem(key(SESSION_KEYS.selectedClient), String(clientId));
      state.setState({ selectedClient: clientId });
    },
    login(token, user) {
      storage.setItem(key(SESSION_KEYS.token), token);
      storage.setItem(key(SESSION_KEYS.user), JSON.stringify(user));
      storage.setItem(key(SESSION_KEYS.roles), JSON.stringify(user.roles));
      storage.setItem(key(SESSION_KEYS.authenticated), 'true');
      reload();
    },
    // Spec 1 section 8: local and session storage are cleared, but for the browser's own id (the
    // sign-in sends it, so a sign-in from a browser the user has not used is told apart).
    logout() {
      const browserId = storage.getItem(BROWSER_ID_KEY);
      storage.clear();
      if (browserId) storage.setItem(BROWSER_ID_KEY, browserId);
      transient.clear();
      reload();
    },
    getItem(name) {
      return storage.getItem(key(name));
    },
    setItem(name, value) {
      storage.setItem(key(name), value);
    },
    removeItem(name) {
      storage.removeItem(key(name));
    },
    getLandingToken() {
      return storage.getItem(LANDING_TOKEN_KEY);
    },
    setLandingToken(token) {
      if (token === null) storage.removeItem(LANDING_TOKEN_KEY);
      else storage.setItem(LANDING_TOKEN_KEY, token);
    },
    storageKey: key,
    subscribe(listener) {
      if (subscribers++ === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorageEvent);
      }
      const unsubscribe = state.subscribe(() => listener());
      return () => {
        unsubscribe();
        if (--subscribers === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorageEvent);
        }
      };
    },
  };
  return store;
}
