import { Route, Routes } from 'react-router-dom';
import { ClientRequestFormPage } from './client-form/ClientRequestFormPage';
import { ClientRequestsPage } from './client-requests/ClientRequestsPage';
import { ClientRequestDetailsPage } from './details/ClientRequestDetailsPage';
import { DEMAND_PATHS } from './common/demand-paths';
import { StaffDemandFormPage } from './staff-form/StaffDemandFormPage';
import { FiledDemandsPage } from './staff-list/FiledDemandsPage';
import { StaffDemandsPage } from './staff-list/StaffDemandsPage';

/** This remote's pages, as descendant routes of the shell's router. */
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
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
