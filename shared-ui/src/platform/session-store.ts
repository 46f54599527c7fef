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

function parseJson<T>(raw: string | null): T | null {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const storage = options.storage ?? window.localStorage;
  const transient = options.sessionStorage ?? window.sessionStorage;
  const namespace = options.namespace ?? DEFAULT_STORAGE_NAMESPACE;
  const key = (name: string) => namespacedKey(namespace, name);
  const listeners = new Set<() => void>();

  // getUser() must return the same object while the stored text is unchanged, so React's
  // useSyncExternalStore does not re-render forever.
  let cachedUserRaw: string | null = null;
  let cachedUser: SessionUser | null = null;

  const notify = () => listeners.forEach((listener) => listener());

  const onStorageEvent = (event: StorageEvent) => {
    if (event.storageArea === storage && (event.key === null || event.key.startsWith(key('')))) {
      notify();
    }
  };

  const store: SessionStore = {
    getUser() {
      const raw = storage.getItem(key(SESSION_KEYS.user));
      if (raw !== cachedUserRaw) {
        cachedUserRaw = raw;
        cachedUser = parseJson<SessionUser>(raw);
      }
      return cachedUser;
    },
    getToken() {
      return storage.getItem(key(SESSION_KEYS.token));
    },
    // Spec 1 section 2.1: a private route needs the stored session flag.
    isAuthenticated() {
      return storage.getItem(key(SESSION_KEYS.authenticated)) === 'true';
    },
    isAdmin() {
      return store.getUser()?.admin === true;
    },
    authorities() {
      const roles = parseJson<SessionRole[]>(storage.getItem(key(SESSION_KEYS.roles)));
      return Array.isArray(roles) ? roles.map((role) => role.authority) : [];
    },
    getSelectedClient() {
      const raw = storage.getItem(key(SESSION_KEYS.selectedClient));
      if (raw !== null && raw !== '' && !Number.isNaN(Number(raw))) return Number(raw);
      return store.getUser()?.client ?? null;
    },
    setSelectedClient(clientId) {
      if (clientId === null) storage.removeItem(key(SESSION_KEYS.selectedClient));
      else storage.setItem(key(SESSION_KEYS.selectedClient), String(clientId));
      notify();
    },
    login(token, user) {
      storage.setItem(key(SESSION_KEYS.token), token);
      storage.setItem(key(SESSION_KEYS.user), JSON.stringify(user));
      storage.setItem(key(SESSION_KEYS.roles), JSON.stringify(user.roles));
      storage.setItem(key(SESSION_KEYS.authenticated), 'true');
      notify();
    },
    // Spec 1 section 8: local and session storage are cleared, but for the browser's own id (the
    // sign-in sends it, so a sign-in from a browser the user has not used is told apart).
    logout() {
      const browserId = storage.getItem(BROWSER_ID_KEY);
      storage.clear();
      if (browserId) storage.setItem(BROWSER_ID_KEY, browserId);
      transient.clear();
      notify();
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
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorageEvent);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorageEvent);
        }
      };
    },
  };
  return store;
}
