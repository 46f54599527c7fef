import { Route, Routes } from 'react-router-dom';
import { AliPage } from './ali/AliPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { AssessmentListPage } from './list/AssessmentListPage';
import { NewProjectPage } from './new-project/NewProjectPage';
import { RopaPage } from './ropa/RopaPage';
import { ASSESSMENT_PATHS } from './routing/assessment-paths';

/** This remote's pages, as descendant routes of the shell's router. */
export function AssessmentRoutes() {
  return (
    <Routes>
      <Route path={ASSESSMENT_PATHS.newProject} element={<NewProjectPage />} />
      <Route path={ASSESSMENT_PATHS.newProjectDetails} element={<NewProjectPage />} />
      <Route path={ASSESSMENT_PATHS.ali} element={<AliPage />} />
      <Route path={ASSESSMENT_PATHS.aliDetails} element={<AliPage />} />
      <Route path={ASSESSMENT_PATHS.ropa} element={<RopaPage />} />
      <Route path={ASSESSMENT_PATHS.ropaDetails} element={<RopaPage />} />
      <Route path={ASSESSMENT_PATHS.list} element={<AssessmentListPage />} />
      <Route path={ASSESSMENT_PATHS.dashboard} element={<DashboardPage />} />
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
