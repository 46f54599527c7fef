import type { ManifestReader } from '../remotes/remote-manifest';
import { REMOTES } from '../remotes/remote-names';
import type { RemoteKey } from '../remotes/remote-names';
import type { RuntimeConfig } from '../runtime-config/runtime-config';
import type { DeclaredPages } from './declared-pages';
import { parsePages } from './parse-pages';

/**
 * The copy of every remote's declarations the shell was built with (shell/build/known-pages.js,
 * from each remote's src/pages.ts): used for a remote whose manifest cannot be read, so its menu
 * entries and cards still lead to its contained "unavailable" message.
 */
export const KNOWN_PAGES_URL = '/known-pages.json';

/** How long the first page waits for a remote's manifest before using the known copy. */
export const PAGES_WAIT_MS = 3000;

/**
 * Reads what each remote declares about its pages, in one round: every manifest at once, with
 * the shell's known copy beside them. A remote's own declarations win over the known copy
 * (docs/decisions.md "Each remote owns its pages"), which stands for a remote that is down or
 * built before it declared its pages; a malformed declaration leaves that remote's pages out,
 * logged, and the rest of the portal works.
 */
export async function loadPages(
  config: RuntimeConfig,
  readManifest: ManifestReader,
  fetchImpl: typeof fetch = fetch,
): Promise<DeclaredPages> {
  const known = fetchImpl(KNOWN_PAGES_URL)
    .then((response) => (response.ok ? response.json() : {}))
    .catch(() => ({})) as Promise<Record<string, unknown>>;
  const declaredBy = async (remote: RemoteKey, container: string) => {
    const url = config.remotes[container];
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      if (!url) throw new Error('not configured');
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('no answer')), PAGES_WAIT_MS);
      });
      // A remote built before it declared its pages (an older deploy) has none in its manifest:
      // the known copy stands for it, as for a remote that is down.
      return (
        (await Promise.race([readManifest(url), late])).metaData?.pages ?? (await known)[remote]
      );
    } catch {
      return (await known)[remote];
    } finally {
      clearTimeout(timer);
    }
  };
  const entries = await Promise.all(
    Object.entries(REMOTES).map(async ([remote, container]) => {
      const pages = parsePages(await declaredBy(remote as RemoteKey, container));
      if (!pages) console.error(`[shell] ${container}: page declarations unreadable; left out`);
      return [remote, pages] as const;
    }),
  );
  return Object.fromEntries(entries.filter(([, pages]) => pages));
}
