import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';

/** The routes this remote owns (spec 4 section 2), relative to where the shell mounts it. */
export const SIMULATOR_ROUTES = {
  landing: 'simulador-de-multas',
  fineSimulator: 'fineSimulator',
  simulatedFines: 'simulatedFines',
} as const;

export type SimulatorRoute = keyof typeof SIMULATOR_ROUTES;

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
    (route: SimulatorRoute) => `${basePath.replace(/\/$/, '')}/${SIMULATOR_ROUTES[route]}`,
    [basePath],
  );
}
