import { Route, Routes } from 'react-router-dom';
import { DEMAND_PATHS } from './common/demand-paths';
import { FiledDemandsPage } from './staff-list/FiledDemandsPage';
import { StaffDemandsPage } from './staff-list/StaffDemandsPage';

/** This remote's pages, as descendant routes of the shell's router. */
export function DemandsRoutes() {
  return (
    <Routes>
      <Route path={DEMAND_PATHS.staffList} element={<StaffDemandsPage />} />
      <Route path={DEMAND_PATHS.filed} element={<FiledDemandsPage />} />
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
