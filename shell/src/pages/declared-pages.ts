import type { RemotePages } from '@dpohub/shared-ui';
import { REMOTES } from '../remotes/remote-names';
import type { RemoteKey } from '../remotes/remote-names';

/** What each remote declares about its pages, as the shell read it at start (load-pages.ts). */
export type DeclaredPages = Partial<Record<RemoteKey, RemotePages>>;

let declared: DeclaredPages = {};

/** Sets the declarations the shell's tables are built from (at start, and in tests). */
export function installPages(next: DeclaredPages) {
  declared = next;
}

/** Each remote's declarations, in the order of REMOTES (the first declaring a path owns it). */
export function declaredPages(): [RemoteKey, RemotePages][] {
  return (Object.keys(REMOTES) as RemoteKey[]).flatMap((remote) => {
    const pages = declared[remote];
    return pages ? [[remote, pages] as [RemoteKey, RemotePages]] : [];
  });
}

/** One kind of entry of every remote's declarations, in their declared order. */
export function declaredEntries<T extends { order: number }>(
  pick: (pages: RemotePages) => T[] | undefined,
): T[] {
  return declaredPages()
    .flatMap(([, pages]) => pick(pages) ?? [])
    .sort((a, b) => a.order - b.order);
}
