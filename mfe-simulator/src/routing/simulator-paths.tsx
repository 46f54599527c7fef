import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';
import { pages } from '../pages';

/** The routes this remote owns (../pages.ts), below the base path where it is mounted. */
export const SIMULATOR_ROUTES = pages;

export type SimulatorRoute = Exclude<
  keyof typeof SIMULATOR_ROUTES,
  'simulationDetails' | 'unsubscribe'
>;

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

/** Absolute path of one of this remote's routes under the base path the shell mounted it on. */
export function useSimulatorPath() {
  const basePath = useContext(BasePathContext);
  return useCallback(
    (route: SimulatorRoute) => `${basePath.replace(/\/$/, '')}${SIMULATOR_ROUTES[route]}`,
    [basePath],
  );
}

/** Absolute path of one simulation's page. */
export function useSimulationPath() {
  const pathTo = useSimulatorPath();
  return useCallback((id: number) => `${pathTo('simulatedFines')}/${id}`, [pathTo]);
}
