import { FEATURES } from '@dpohub/domain';
import type { AccessRule } from '@dpohub/domain';
import { matchPath } from 'react-router-dom';
import { declaredPages } from '../pages/declared-pages';
import type { RemoteKey } from '../remotes/remote-names';

/** Pages the shell renders itself. */
export type ShellPage = 'home' | 'functions' | 'terms' | 'components';

export interface RouteEntry {
  /** react-router pattern. */
  path: string;
  /** 'shell' or the remote that renders this path among its own routes. */
  owner: 'shell' | RemoteKey;
  /** The shell page, when owner is 'shell'. */
  page?: ShellPage;
  /** Access rule from the domain's FEATURES (spec 1 sections 2.1 and 6). */
  access: AccessRule;
  /** Default top-bar title; a remote may refine it through setTitle. */
  title: string;
  /** Rendered inside the layout (side menu, top bar). Public pages have none. */
  layout: boolean;
  /** A public page that signed-in users may still open (no redirect to /home). */
  openToSignedIn?: boolean;
}

const shellPage = (page: ShellPage, title: string, access: AccessRule): RouteEntry => ({
  path: `/${page}`,
  owner: 'shell',
  page,
  access,
  title,
  layout: !access.public,
});

/** The pages the shell renders itself (spec 1 section 2.1). */
const SHELL_ROUTES: readonly RouteEntry[] = [
  { ...shellPage('components', 'Componentes', FEATURES.components), openToSignedIn: true },
  shellPage('home', '', FEATURES.home),
  shellPage('functions', 'Todas Funções', FEATURES.functions),
  shellPage('terms', 'Termo de Uso e Privacidade', FEATURES.terms),
];

/**
 * The route table of spec 1 section 2.1 and specs 2 to 4: the shell's pages, then the pages each
 * remote declares (its src/pages.ts, read from its manifest at start: shell/src/pages). The one
 * place that says who renders what and who may open it.
 */
export function routeTable(): RouteEntry[] {
  return [
    ...SHELL_ROUTES,
    ...declaredPages().flatMap(([owner, declared]) =>
      Object.values(declared.pages).map((page) => ({ ...page, owner })),
    ),
  ];
}

/** The entry whose pattern matches the path (exact, case-sensitive: /TPA is not /tpa). */
export function findRoute(pathname: string): RouteEntry | null {
  return (
    routeTable().find((entry) =>
      matchPath({ path: entry.path, caseSensitive: true, end: true }, pathname),
    ) ?? null
  );
}
