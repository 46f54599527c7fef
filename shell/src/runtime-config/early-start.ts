import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTES } from '../remotes/remote-names';
import AUTH_PAGE_LIST from '../routing/auth-pages.json';
import { RUNTIME_CONFIG_URL, parseRuntimeConfig, readInlineRuntimeConfig } from './runtime-config';
import type { RuntimeConfig } from './runtime-config';

/**
 * The first requests of a page, started by the entry chunk before the shared chunks load
 * (issue: the login form in one round of requests). /config.json is fetched at once; as soon as
 * it answers, the manifest of the remote that renders the first page (the auth remote for a
 * signed-out visitor) is fetched too, and the remote's entry and exposed files are preloaded, so
 * all of it travels while React and the shell's own chunks arrive. The MF runtime later asks for
 * the same manifest: `earlyManifestPlugin` hands it the response already under way.
 */

/**
 * Pages the auth remote renders before sign-in (routes.ts). A JSON file, because the server of
 * the shell's page reads it too, to preload the auth remote's manifest (scripts/start.mjs).
 */
const AUTH_PAGES = new Set<string>(AUTH_PAGE_LIST);

/** Session token key in local storage (shared-ui session-keys: namespace 'dpohub', key 'token'). */
const TOKEN_KEY = 'dpohub:token';

let earlyConfig: Promise<RuntimeConfig | null> | null = null;
const earlyManifests = new Map<string, Promise<Response>>();

/** The remote whose manifest the first page needs, or null when the shell renders it. */
export function firstPageRemote(pathname: string, signedIn: boolean): string | null {
  if (AUTH_PAGES.has(pathname) || !signedIn) return REMOTES.auth;
  return null;
}

function preload(href: string, as: 'script' | 'style') {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}

interface ManifestShape {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** Preloads the remote's entry and the files of its `./app` (names from its manifest). */
export function preloadRemoteFiles(manifestUrl: string, manifest: ManifestShape) {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name)
    preload(new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href, 'script');
  const app = manifest.exposes?.find((expose) => expose.path === './app');
  for (const file of app?.assets?.js?.sync ?? []) preload(new URL(file, base).href, 'script');
  for (const file of app?.assets?.css?.sync ?? []) preload(new URL(file, base).href, 'style');
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
    const remote = firstPageRemote(window.location.pathname, signedIn());
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

/** MF runtime plugin: the manifest request the entry chunk already started, used once. */
export function earlyManifestPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'dpohub-early-manifest',
    fetch(url) {
      const early = earlyManifests.get(url);
      if (!early) return undefined;
      earlyManifests.delete(url);
      return early.then((response) => (response.ok ? response : fetch(url)));
    },
  };
}
