import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote's mf-manifest.json, read by the shell itself: the runtime config names each remote by
 * its manifest, and the shell's MF runtime is built without the snapshot plugin, which would
 * otherwise read it (a part of the runtime the shell does not need: issue 34 bound 4). The
 * manifest gives the container's file and the files of each exposed module, which are preloaded
 * with the container so the page's code arrives in one round.
 */
export interface ManifestShape {
  metaData?: {
    globalName?: string;
    remoteEntry?: { name?: string; path?: string; type?: string };
    /** The remote's page declarations (shared-ui's RemotePages), checked by shell/src/pages. */
    pages?: unknown;
  };
  exposes?: { path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** What loading one exposed module of a remote takes: its container, then the module's files. */
export interface RemoteFiles {
  entry: string | null;
  scripts: string[];
  styles: string[];
}

export function remoteFilesOf(
  manifestUrl: string,
  manifest: ManifestShape,
  expose = './app',
): RemoteFiles {
  const base = new URL('.', manifestUrl);
  const entry = manifest.metaData?.remoteEntry;
  const module = manifest.exposes?.find((e) => e.path === expose);
  return {
    entry: entry?.name
      ? new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href
      : null,
    scripts: (module?.assets?.js?.sync ?? []).map((file) => new URL(file, base).href),
    styles: (module?.assets?.css?.sync ?? []).map((file) => new URL(file, base).href),
  };
}

function preload(href: string, as: 'script' | 'style') {
  const exists = [...document.head.querySelectorAll('link[rel="preload"]')].some(
    (link) => (link as HTMLLinkElement).href === href,
  );
  if (exists) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  document.head.appendChild(link);
}

/** Preloads the remote's container and the files of one exposed module (default `./app`). */
export function preloadRemoteFiles(manifestUrl: string, manifest: ManifestShape, expose = './app') {
  const files = remoteFilesOf(manifestUrl, manifest, expose);
  if (files.entry) preload(files.entry, 'script');
  for (const href of files.scripts) preload(href, 'script');
  for (const href of files.styles) preload(href, 'style');
}

const isManifestUrl = (entry: string) => /\.json(\?|#|$)/.test(entry);

/** Each manifest read once per URL, shared by the page tables and the MF runtime plugin. */
export type ManifestReader = (url: string) => Promise<ManifestShape>;

/**
 * A reader of manifests: each is read once, a failure included (the area shows its retry), until
 * `forget` (the retry: remote-runtime.ts `reset`); `fetchManifest` may hand over a request already
 * under way (early-start.ts).
 */
export function manifestReader(fetchManifest: (url: string) => Promise<Response>) {
  const manifests = new Map<string, Promise<ManifestShape>>();
  const read: ManifestReader = (url) => {
    let manifest = manifests.get(url);
    if (!manifest) {
      manifest = fetchManifest(url).then((response) => {
        if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
        return response.json() as Promise<ManifestShape>;
      });
      manifests.set(url, manifest);
    }
    return manifest;
  };
  return { read, forget: (url: string) => manifests.delete(url) };
}

/**
 * MF runtime plugin: a remote registered by its manifest is loaded from the container the
 * manifest names, and the requested module's files are preloaded beside it. The manifest comes
 * from `reader` (a new one for `fetchManifest` when none is given).
 */
export function manifestEntryPlugin(
  fetchManifest: (url: string) => Promise<Response>,
  reader = manifestReader(fetchManifest),
): ModuleFederationRuntimePlugin {
  return {
    name: 'dpohub-manifest-entry',
    registerRemote(args) {
      if ('entry' in args.remote) reader.forget(args.remote.entry);
      return args;
    },
    async afterResolve(args) {
      const { remote, remoteInfo, expose } = args;
      if (!('entry' in remote) || !isManifestUrl(remote.entry)) return args;
      const manifest = await reader.read(remote.entry);
      const files = remoteFilesOf(remote.entry, manifest, expose);
      if (!files.entry) throw new Error(`${remote.entry}: no remoteEntry in the manifest`);
      preloadRemoteFiles(remote.entry, manifest, expose);
      remoteInfo.entry = files.entry;
      remoteInfo.entryGlobalName = manifest.metaData?.globalName ?? remoteInfo.entryGlobalName;
      if (manifest.metaData?.remoteEntry?.type)
        remoteInfo.type = manifest.metaData.remoteEntry.type as typeof remoteInfo.type;
      return args;
    },
  };
}
