import { createContext, useCallback, useContext } from 'react';
import type { ReactNode } from 'react';

/** The routes this remote owns (spec 4 section 2), relative to where the shell mounts it. */
export const SIMULATOR_ROUTES = {
  landing: 'simulador-de-multas',
  fineSimulator: 'fineSimulator',
  simulatedFines: 'simulatedFines',
  /** One simulation from the list: its answers, result, lead and every file (platform M3). */
  simulationDetails: 'simulatedFines/:id',
  /** The result e-mail's unsubscribe link (domain LEAD_UNSUBSCRIBE_PATH). */
  unsubscribe: 'descadastrar',
} as const;

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
    (route: SimulatorRoute) => `${basePath.replace(/\/$/, '')}/${SIMULATOR_ROUTES[route]}`,
    [basePath],
  );
}

/** Absolute path of one simulation's page. */
export function useSimulationPath() {
  const pathTo = useSimulatorPath();
  return useCallback((id: number) => `${pathTo('simulatedFines')}/${id}`, [pathTo]);
}
