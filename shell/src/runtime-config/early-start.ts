import { preloadRemoteFiles } from '../remotes/remote-manifest';
import type { ManifestShape } from '../remotes/remote-manifest';
import { REMOTES } from '../remotes/remote-names';
import { RUNTIME_CONFIG_URL, parseRuntimeConfig, readInlineRuntimeConfig } from './runtime-config';
import type { RuntimeConfig } from './runtime-config';

/**
 * The first requests of a page, started by the entry chunk before the shared chunks load
 * (issue: the login form in one round of requests). /config.json is fetched at once; as soon as
 * it answers, the manifest of the remote that renders the first page (the auth remote for a
 * signed-out visitor) is fetched too, and the remote's entry and exposed files are preloaded, so
 * all of it travels while React and the shell's own chunks arrive. The MF runtime later asks for
 * the same manifest: `fetchManifest` hands it the response already under way.
 */

/** Session token key in local storage (shared-ui session-keys: namespace 'dpohub', key 'token'). */
const TOKEN_KEY = 'dpohub:token';

let earlyConfig: Promise<RuntimeConfig | null> | null = null;
const earlyManifests = new Map<string, Promise<Response>>();

/**
 * The remote whose manifest the first page needs, or null when the shell renders it. A visitor
 * with no session gets the sign-in page, the auth remote's; a signed-in one is taken from a
 * sign-in page to /home (the route guard), which the shell renders.
 */
export function firstPageRemote(signedIn: boolean): string | null {
  return signedIn ? null : REMOTES.auth;
}

function signedIn(): boolean {
  try {
    return Boolean(window.localStorage.getItem(TOKEN_KEY));
  } catch {
    return false;
  }
}

/**
 * Called once by the entry chunk. The config written into the page is used as it is; without
 * one, /config.json is fetched. Failures are left for the normal start to report.
 */
export function startEarlyRequests(fetchImpl: typeof fetch = fetch.bind(window)) {
  const inline = readInlineRuntimeConfig();
  earlyConfig = inline
    ? Promise.resolve(inline)
    : fetchImpl(RUNTIME_CONFIG_URL, { cache: 'no-cache' })
        .then((response) => (response.ok ? response.json() : null))
        .then((raw) => (raw === null ? null : parseRuntimeConfig(raw)))
        .catch(() => null);
  void earlyConfig.then((config) => {
    const remote = firstPageRemote(signedIn());
    const manifestUrl = remote ? config?.remotes[remote] : undefined;
    if (!manifestUrl) return;
    const manifest = fetchImpl(manifestUrl);
    earlyManifests.set(manifestUrl, manifest);
    manifest
      .then((response) => response.clone().json())
      .then((json: ManifestShape) => preloadRemoteFiles(manifestUrl, json))
      .catch(() => undefined);
  });
}

/** The config fetched by the entry chunk, if it started one and it succeeded. */
export function takeEarlyConfig(): Promise<RuntimeConfig | null> | null {
  const config = earlyConfig;
  earlyConfig = null;
  return config;
}

/** A remote's manifest: the request the entry chunk already started (used once), or a new one. */
export function fetchManifest(
  url: string,
  fetchImpl: (url: string) => Promise<Response> = (input) => fetch(input),
): Promise<Response> {
  const early = earlyManifests.get(url);
  if (!early) return fetchImpl(url);
  earlyManifests.delete(url);
  return early.then((response) => (response.ok ? response : fetchImpl(url)));
}
