import { LANDING_TOKEN_STORAGE_KEY } from '@dpohub/domain';

/**
 * Local-storage keys of the session (spec 1 section 3, "Local storage"): every key carries the
 * product namespace, except the public landing token, which the spec names 'LP-token' as is.
 */
export const DEFAULT_STORAGE_NAMESPACE = 'dpohub';

export const SESSION_KEYS = {
  authenticated: 'authenticated',
  user: 'user',
  roles: 'roles',
  token: 'token',
  selectedClient: 'selectedClient',
  goBack: 'goBack',
} as const;

/** Kept without namespace: spec 1 section 3 names it literally. */
export const LANDING_TOKEN_KEY = LANDING_TOKEN_STORAGE_KEY;

/** Key (before namespacing) under which a list remembers its page, e.g. 'page:users'. */
export function pageKey(list: string): string {
  return `page:${list}`;
}

export function namespacedKey(namespace: string, key: string): string {
  return `${namespace}:${key}`;
}
