import { lazy, type ComponentType } from 'react';
import type { DefinitionKind } from '@dpohub/domain';
import { PageRoutes } from '@dpohub/shared-ui';
import { pages, type DefinitionPageKey } from './pages';

// Each screen loads when it is first visited: the remote's first visit brings only that screen
// (docs/decisions.md "What a page loads before its first screen").
const NewProjectPage = lazy(() =>
  import('./new-project/NewProjectPage').then((m) => ({ default: m.NewProjectPage })),
);
const AliPage = lazy(() => import('./ali/AliPage').then((m) => ({ default: m.AliPage })));
const RopaPage = lazy(() => import('./ropa/RopaPage').then((m) => ({ default: m.RopaPage })));
const TpaPage = lazy(() => import('./tpa/TpaPage').then((m) => ({ default: m.TpaPage })));
const SiteChecklistPage = lazy(() =>
  import('./definition/SiteChecklistPage').then((m) => ({ default: m.SiteChecklistPage })),
);
const RipdPage = lazy(() => import('./ripd/RipdPage').then((m) => ({ default: m.RipdPage })));
const IncidentPage = lazy(() =>
  import('./incident/IncidentPage').then((m) => ({ default: m.IncidentPage })),
);
const AssessmentListPage = lazy(() =>
  import('./list/AssessmentListPage').then((m) => ({ default: m.AssessmentListPage })),
);
const DashboardPage = lazy(() =>
  import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);

/**
 * The page of each kind written as a definition (the one wizard with its definition and, when it
 * has one, its result view), at its identity's route with and without a record.
 */
const DEFINITION_SCREENS: Record<DefinitionKind, ComponentType> = {
  siteChecklist: SiteChecklistPage,
  ripd: RipdPage,
  securityIncident: IncidentPage,
};

/** The screen of each declared page (./pages.ts). */
const SCREENS = {
  newProject: NewProjectPage,
  newProjectDetails: NewProjectPage,
  ali: AliPage,
  aliDetails: AliPage,
  ropa: RopaPage,
  ropaDetails: RopaPage,
  tpa: TpaPage,
  tpaDetails: TpaPage,
  ...(Object.fromEntries(
    Object.entries(DEFINITION_SCREENS).flatMap(([kind, screen]) => [
      [kind, screen],
      [`${kind}Details`, screen],
    ]),
  ) as Record<DefinitionPageKey, ComponentType>),
  list: AssessmentListPage,
  dashboard: DashboardPage,
};

/**
 * This remote's pages, as descendant routes of the shell's router. No Suspense boundary here: while
 * a screen's code loads, the shell's boundary keeps the page the user is leaving (a navigation is a
 * transition), so the screen shows whole as soon as it can (issue 34 bound 3).
 */
export function AssessmentRoutes() {
  return <PageRoutes pages={pages} screens={SCREENS} />;
}
