import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RETURN_QUERY, safeReturnPath } from '@dpohub/domain';
import { pages } from '../pages';

/** The routes this remote owns (../pages.ts), below the base path where it is mounted. */
export const AUTH_ROUTES = pages;

export type AuthRoute = keyof typeof AUTH_ROUTES;

const BasePathContext = createContext('');

export function BasePathProvider({
  basePath,
  children,
}: {
  basePath: string;
  children: ReactNode;
}) {
  return <BasePathContext.Provider value={basePath}>{children}</BasePathContext.Provider>;
}

/** Absolute path of one of this remote's routes, with an optional query. */
export function authPath(basePath: string, route: AuthRoute, query?: Record<string, string>) {
  const search = query ? `?${new URLSearchParams(query).toString()}` : '';
  return `${basePath.replace(/\/$/, '')}${AUTH_ROUTES[route]}${search}`;
}

/**
 * The page to open once signed in, as the address of this step carries it (`?retorno=`), when it
 * is a page of this portal (issue 29, demands M1).
 */
export function useReturnPath(): string | null {
  const [params] = useSearchParams();
  return safeReturnPath(params.get(RETURN_QUERY));
}

/**
 * `authPath` bound to the base path the shell mounted this remote under. Each step passes on the
 * page to return to, so it survives recovering a password or choosing the first one.
 */
export function useAuthPath() {
  const basePath = useContext(BasePathContext);
  const back = useReturnPath();
  return useCallback(
    (route: AuthRoute, query?: Record<string, string>) =>
      authPath(basePath, route, back ? { ...query, [RETURN_QUERY]: back } : query),
    [basePath, back],
  );
}
