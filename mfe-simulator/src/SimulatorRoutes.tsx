import { Route, Routes } from 'react-router-dom';
import { FineSimulatorPage } from './internal-simulator/FineSimulatorPage';
import { PublicSimulatorPage } from './public-flow/PublicSimulatorPage';
import { SIMULATOR_ROUTES } from './routing/simulator-paths';
import { SimulatedFinesPage } from './simulated-fines/SimulatedFinesPage';

/** This remote's pages, as descendant routes of the shell's router. */
export function SimulatorRoutes() {
  return (
    <Routes>
      <Route path={SIMULATOR_ROUTES.landing} element={<PublicSimulatorPage />} />
      <Route path={SIMULATOR_ROUTES.fineSimulator} element={<FineSimulatorPage />} />
      <Route path={SIMULATOR_ROUTES.simulatedFines} element={<SimulatedFinesPage />} />
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
