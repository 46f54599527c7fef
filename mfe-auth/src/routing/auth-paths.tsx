import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';

/** The routes this remote owns (spec 1 section 2.1), relative to where the shell mounts it. */
export const AUTH_ROUTES = {
  login: 'login',
  forgetPassword: 'forgetPassword',
  verificationCode: 'verificationCode',
  newPassword: 'newPassword',
  changePassword: 'changePassword',
} as const;

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
  return `${basePath.replace(/\/$/, '')}/${AUTH_ROUTES[route]}${search}`;
}

/** `authPath` bound to the base path the shell mounted this remote under. */
export function useAuthPath() {
  const basePath = useContext(BasePathContext);
  return useCallback(
    (route: AuthRoute, query?: Record<string, string>) => authPath(basePath, route, query),
    [basePath],
  );
}
