import { lazy } from 'react';
import { PageRoutes } from '@dpohub/shared-ui';
import { pages } from './pages';

// Each screen loads when it is first visited: the remote's first visit brings only that screen
// (docs/decisions.md "What a page loads before its first screen").
const UsersListPage = lazy(() =>
  import('./users/UsersListPage').then((m) => ({ default: m.UsersListPage })),
);
const UserFormPage = lazy(() =>
  import('./users/UserFormPage').then((m) => ({ default: m.UserFormPage })),
);
const LawyersPage = lazy(() =>
  import('./lawyers/LawyersPage').then((m) => ({ default: m.LawyersPage })),
);
const ClientPricesPage = lazy(() =>
  import('./client-prices/ClientPricesPage').then((m) => ({ default: m.ClientPricesPage })),
);
const CalendarPage = lazy(() =>
  import('./calendar/CalendarPage').then((m) => ({ default: m.CalendarPage })),
);
const ClientsPage = lazy(() =>
  import('./clients/ClientsPage').then((m) => ({ default: m.ClientsPage })),
);
const AuditTrailPage = lazy(() =>
  import('./audit/AuditTrailPage').then((m) => ({ default: m.AuditTrailPage })),
);

const DataSubjectRequestsPage = lazy(() =>
  import('./data-subject/DataSubjectRequestsPage').then((m) => ({
    default: m.DataSubjectRequestsPage,
  })),
);

/** The screen of each declared page (./pages.ts). */
const SCREENS = {
  users: UsersListPage,
  newUser: UserFormPage,
  editUser: UserFormPage,
  lawyers: LawyersPage,
  clientPrices: ClientPricesPage,
  clients: ClientsPage,
  auditTrail: AuditTrailPage,
  calendar: CalendarPage,
  dataSubjectRequests: DataSubjectRequestsPage,
};

/**
 * This remote's pages, as descendant routes of the shell's router. No Suspense boundary here: while
 * a screen's code loads, the shell's boundary keeps the page the user is leaving (a navigation is a
 * transition), so the screen shows whole as soon as it can (issue 34 bound 3).
 */
export function AdminRoutes() {
  return <PageRoutes pages={pages} screens={SCREENS} />;
}
