import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DEMAND_PATHS } from './common/demand-paths';

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

/**
 * This remote's pages, as descendant routes of the shell's router. No Suspense boundary here: while
 * a screen's code loads, the shell's boundary keeps the page the user is leaving (a navigation is a
 * transition), so the screen shows whole as soon as it can (issue 34 bound 3).
 */
export function DemandsRoutes() {
  return (
    <Routes>
      <Route path={DEMAND_PATHS.staffList} element={<StaffDemandsPage />} />
      <Route path={DEMAND_PATHS.filed} element={<FiledDemandsPage />} />
      <Route path={DEMAND_PATHS.staffNew} element={<StaffDemandFormPage />} />
      <Route path={DEMAND_PATHS.staffEdit} element={<StaffDemandFormPage />} />
      <Route path={DEMAND_PATHS.clientList} element={<ClientRequestsPage />} />
      <Route path={DEMAND_PATHS.clientNew} element={<ClientRequestFormPage />} />
      <Route path={DEMAND_PATHS.clientEdit} element={<ClientRequestFormPage />} />
      <Route path={DEMAND_PATHS.clientDetails} element={<ClientRequestDetailsPage />} />
      <Route path={DEMAND_PATHS.slaReport} element={<SlaReportPage />} />
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
