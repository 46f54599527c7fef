import { useEffect, useState } from 'react';
import { DEBOUNCE_MS, EMPLOYEE_TYPE_LABEL, apiToDisplayDate, userListScope } from '@dpohub/domain';
import type { UserRow } from '@dpohub/domain';
import {
  Badge,
  Button,
  DataTable,
  Pagination,
  RowMenu,
  SearchBox,
  useActor,
  usePagedQuery,
  useShell,
} from '@dpohub/shared-ui';
import type { DataTableColumn } from '@dpohub/shared-ui';
import { AdminPage } from '../components/AdminPage';
import listStyles from '../components/ListPage.module.css';
import { useQueryPage } from '../components/use-query-page';
import { LABELS } from '../labels';
import { ADMIN_PATHS, editUserPath } from '../routing/admin-paths';
import { UserFilters } from './UserFilters';
import { UserStatusDialog } from './UserStatusDialog';
import type { UserStatusTarget } from './UserStatusDialog';
import { useUserListQuery } from './use-user-list-query';
import { USERS_LIST_PATH, fetchUsers } from './users-api';

/** Users list (spec 1 section 2.8): search, filters, seven columns, row menu, 10 per page. */
export function UsersListPage() {
  const shell = useShell();
  const actor = useActor();
  const [page, setPage] = useQueryPage();
  const [filters, changeFilters] = useUserListQuery();
  const { result, loading, refreshing } = usePagedQuery({
    queryKey: [USERS_LIST_PATH, page, filters],
    fetchPage: (signal) => fetchUsers(shell.http, page, filters, signal),
  });
  const [statusTarget, setStatusTarget] = useState<UserStatusTarget | null>(null);
  const { profiles } = userListScope(actor);

  useEffect(() => shell.setTitle(LABELS.users.title), [shell]);

  const columns: DataTableColumn<UserRow>[] = [
    { key: 'name', header: LABELS.users.columns.name, width: '20%', render: (u) => u.name },
    // The firm sees the users of every client together: each row says whose it is (platform m17).
    ...(actor.admin
      ? [
          {
            key: 'client',
            header: LABELS.users.columns.client,
            render: (u: UserRow) => u.client?.name ?? '',
          },
        ]
      : []),
    {
      key: 'profile',
      header: LABELS.users.columns.profile,
      render: (u) => EMPLOYEE_TYPE_LABEL[u.employeeDanielLaw] ?? '',
    },
    { key: 'jobTitle', header: LABELS.users.columns.jobTitle, render: (u) => u.jobTitle },
    { key: 'department', header: LABELS.users.columns.department, render: (u) => u.department },
    {
      key: 'type',
      header: LABELS.users.columns.type,
      render: (u) => (u.temporaryAccess ? LABELS.users.temporary : LABELS.users.permanent),
    },
    {
      key: 'expiration',
      header: LABELS.users.columns.expiration,
      render: (u) => apiToDisplayDate(u.expirationDate),
    },
    {
      key: 'status',
      header: LABELS.users.columns.status,
      align: 'center',
      render: (u) => <Badge enabled={u.enabled} />,
    },
    {
      key: 'actions',
      header: <span className={listStyles.visuallyHidden}>{LABELS.users.columns.actions}</span>,
      width: 56,
      align: 'center',
      render: (u) => (
        <RowMenu
          label={LABELS.users.rowMenu(u.name)}
          items={[
            { label: LABELS.users.edit, onSelect: () => shell.navigate(editUserPath(u.id)) },
            {
              label: u.enabled ? LABELS.users.deactivate : LABELS.users.activate,
              onSelect: () =>
                setStatusTarget({
                  id: u.id,
                  enabled: u.enabled,
                  name: u.name,
                  username: u.username,
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <AdminPage>
      <div className={listStyles.toolbar}>
        <div className={listStyles.search}>
          <SearchBox
            placeholder={LABELS.users.search}
            delay={DEBOUNCE_MS.usersSearch}
            defaultValue={filters.search ?? ''}
            onSearch={(text) => changeFilters({ ...filters, search: text.trim() || undefined })}
          />
        </div>
        <UserFilters filters={filters} profiles={profiles} onChange={changeFilters} />
        <Button className={listStyles.push} onClick={() => shell.navigate(ADMIN_PATHS.newUser)}>
          {LABELS.users.newUser}
        </Button>
      </div>
      <DataTable
        caption={LABELS.users.tableCaption}
        columns={columns}
        rows={result.content}
        getRowKey={(u) => u.id}
        getRowHref={(u) => editUserPath(u.id)}
        loading={loading}
        refreshing={refreshing}
        // With the Cliente column the firm's nine columns fit 1366 px, row menu included.
        density={actor.admin ? 'compact' : 'regular'}
      />
      <div className={listStyles.pagination}>
        <Pagination
          page={page}
          pageCount={result.totalPages}
          onChange={setPage}
          capped={result.totalCapped}
        />
      </div>
      <UserStatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
    </AdminPage>
  );
}
