import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ASSESSMENT_PATHS } from './routing/assessment-paths';

// Each screen loads when it is first visited: the remote's first visit brings only that screen
// (docs/decisions.md "What a page loads before its first screen").
const NewProjectPage = lazy(() =>
  import('./new-project/NewProjectPage').then((m) => ({ default: m.NewProjectPage })),
);
const AliPage = lazy(() => import('./ali/AliPage').then((m) => ({ default: m.AliPage })));
const RopaPage = lazy(() => import('./ropa/RopaPage').then((m) => ({ default: m.RopaPage })));
const TpaPage = lazy(() => import('./tpa/TpaPage').then((m) => ({ default: m.TpaPage })));
const AssessmentListPage = lazy(() =>
  import('./list/AssessmentListPage').then((m) => ({ default: m.AssessmentListPage })),
);
const DashboardPage = lazy(() =>
  import('./dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);

/**
 * This remote's pages, as descendant routes of the shell's router. No Suspense boundary here: while
 * a screen's code loads, the shell's boundary keeps the page the user is leaving (a navigation is a
 * transition), so the screen shows whole as soon as it can (issue 34 bound 3).
 */
export function AssessmentRoutes() {
  return (
    <Routes>
      <Route path={ASSESSMENT_PATHS.newProject} element={<NewProjectPage />} />
      <Route path={ASSESSMENT_PATHS.newProjectDetails} element={<NewProjectPage />} />
      <Route path={ASSESSMENT_PATHS.ali} element={<AliPage />} />
      <Route path={ASSESSMENT_PATHS.aliDetails} element={<AliPage />} />
      <Route path={ASSESSMENT_PATHS.ropa} element={<RopaPage />} />
      <Route path={ASSESSMENT_PATHS.ropaDetails} element={<RopaPage />} />
      <Route path={ASSESSMENT_PATHS.tpa} element={<TpaPage />} />
      <Route path={ASSESSMENT_PATHS.tpaDetails} element={<TpaPage />} />
      <Route path={ASSESSMENT_PATHS.list} element={<AssessmentListPage />} />
      <Route path={ASSESSMENT_PATHS.dashboard} element={<DashboardPage />} />
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
