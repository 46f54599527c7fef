import type { RemotePages } from '@dpohub/shared-ui';
import type { DeclaredPages } from '../pages/declared-pages';
import { REMOTES } from '../remotes/remote-names';
import type { RemoteKey } from '../remotes/remote-names';

/**
 * What each remote really declares (its src/pages.ts), as the shell reads it from the manifests
 * at run time: the shell's tests judge its tables against the remotes' own declarations. Read
 * with require, as the build reads them (shell/build/known-pages.js): the shell's type check
 * stays inside the shell.
 */
function declaredBy(container: string): RemotePages {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(`../../../${container.replace('_', '-')}/src/pages`) as {
    default: () => RemotePages;
  };
  return module.default();
}

export const REMOTE_PAGES: DeclaredPages = Object.fromEntries(
  Object.entries(REMOTES).map(([key, container]) => [key as RemoteKey, declaredBy(container)]),
);
