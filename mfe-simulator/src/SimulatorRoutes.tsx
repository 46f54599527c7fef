import { lazy } from 'react';
import { PageRoutes } from '@dpohub/shared-ui';
import { pages } from './pages';

// Each screen loads when it is first visited: the remote's first visit brings only that screen
// (docs/decisions.md "What a page loads before its first screen").
const PublicSimulatorPage = lazy(() =>
  import('./public-flow/PublicSimulatorPage').then((m) => ({ default: m.PublicSimulatorPage })),
);
const FineSimulatorPage = lazy(() =>
  import('./internal-simulator/FineSimulatorPage').then((m) => ({ default: m.FineSimulatorPage })),
);
const SimulatedFinesPage = lazy(() =>
  import('./simulated-fines/SimulatedFinesPage').then((m) => ({ default: m.SimulatedFinesPage })),
);

const SimulationDetailsPage = lazy(() =>
  import('./simulation-details/SimulationDetailsPage').then((m) => ({
    default: m.SimulationDetailsPage,
  })),
);

const UnsubscribePage = lazy(() =>
  import('./unsubscribe/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);

/** The screen of each declared page (./pages.ts). */
const SCREENS = {
  landing: PublicSimulatorPage,
  fineSimulator: FineSimulatorPage,
  simulatedFines: SimulatedFinesPage,
  simulationDetails: SimulationDetailsPage,
  unsubscribe: UnsubscribePage,
};

/**
 * This remote's pages, as descendant routes of the shell's router. No Suspense boundary here: while
 * a screen's code loads, the shell's boundary keeps the page the user is leaving (a navigation is a
 * transition), so the screen shows whole as soon as it can (issue 34 bound 3).
 */
export function SimulatorRoutes() {
  return <PageRoutes pages={pages} screens={SCREENS} />;
}
