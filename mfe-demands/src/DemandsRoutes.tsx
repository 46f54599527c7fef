import { lazy } from 'react';
import { PageRoutes } from '@dpohub/shared-ui';
import { pages } from './pages';

// Each screen loads when it is first visited: the remote's first visit brings only that screen
// (docs/decisions.md "What a page loads before its first screen").
const StaffDemandsPage = lazy(() =>
  import('./staff-list/StaffDemandsPage').then((m) => ({ default: m.StaffDemandsPage })),
);
const FiledDemandsPage = lazy(() =>
  import('./staff-list/FiledDemandsPage').then((m) => ({ default: m.FiledDemandsPage })),
);
const StaffDemandFormPage = lazy(() =>
  import('./staff-form/StaffDemandFormPage').then((m) => ({ default: m.StaffDemandFormPage })),
);
const ClientRequestsPage = lazy(() =>
  import('./client-requests/ClientRequestsPage').then((m) => ({ default: m.ClientRequestsPage })),
);
const ClientRequestFormPage = lazy(() =>
  import('./client-form/ClientRequestFormPage').then((m) => ({
    default: m.ClientRequestFormPage,
  })),
);
const ClientRequestDetailsPage = lazy(() =>
  import('./details/ClientRequestDetailsPage').then((m) => ({
    default: m.ClientRequestDetailsPage,
  })),
);

const SlaReportPage = lazy(() =>
  import('./sla-report/SlaReportPage').then((m) => ({ default: m.SlaReportPage })),
);

/** The screen of each declared page (./pages.ts). */
const SCREENS = {
  staffList: StaffDemandsPage,
  filed: FiledDemandsPage,
  staffNew: StaffDemandFormPage,
  staffEdit: StaffDemandFormPage,
  clientList: ClientRequestsPage,
  clientNew: ClientRequestFormPage,
  clientEdit: ClientRequestFormPage,
  clientDetails: ClientRequestDetailsPage,
  slaReport: SlaReportPage,
};

/**
 * This remote's pages, as descendant routes of the shell's router. No Suspense boundary here: while
 * a screen's code loads, the shell's boundary keeps the page the user is leaving (a navigation is a
 * transition), so the screen shows whole as soon as it can (issue 34 bound 3).
 */
export function DemandsRoutes() {
  return <PageRoutes pages={pages} screens={SCREENS} />;
}
