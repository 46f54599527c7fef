import { Route, Routes } from 'react-router-dom';
import { ClientPricesPage } from './client-prices/ClientPricesPage';
import { ClientsPage } from './clients/ClientsPage';
import { LawyersPage } from './lawyers/LawyersPage';
import { ADMIN_PATHS } from './routing/admin-paths';
import { UserFormPage } from './users/UserFormPage';
import { UsersListPage } from './users/UsersListPage';

/** This remote's pages, as descendant routes of the shell's router. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route path={ADMIN_PATHS.users} element={<UsersListPage />} />
      <Route path={ADMIN_PATHS.newUser} element={<UserFormPage />} />
      <Route path={ADMIN_PATHS.editUser} element={<UserFormPage />} />
      <Route path={ADMIN_PATHS.lawyers} element={<LawyersPage />} />
      <Route path={ADMIN_PATHS.clientPrices} element={<ClientPricesPage />} />
      <Route path={ADMIN_PATHS.clients} element={<ClientsPage />} />
      {/* Paths of other areas: the shell renders them, this remote renders nothing. */}
      <Route path="*" element={null} />
    </Routes>
  );
}
