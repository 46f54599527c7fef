import { MESSAGES } from '@dpohub/domain';
import { ClientPicker, ConfirmDialog, DataTable, Pagination, useShell } from '@dpohub/shared-ui';
import type { ReactNode } from 'react';
import { DemandsPage } from '../common/DemandsPage';
import { DemandFilters } from './DemandFilters';
import { DemandRowControls } from './DemandRowControls';
import { demandColumns } from './demand-columns';
import styles from './StaffList.module.css';
import { useDemandActions } from './use-demand-actions';
import { useDemandList } from './use-demand-list';
import { useOpenDemand } from './use-row-target';

export interface DemandListProps {
  archived: boolean;
  caption: string;
  /** The buttons at the end of the toolbar (export, archive, new). */
  buttons: ReactNode;
}

/**
 * The staff lists of spec 2 sections 2.1 and 2.2: the client picker for admins, the filters, the
 * ten columns with the admin's row controls, 10 rows a page sorted by prazo.
 */
export function DemandList({ archived, caption, buttons }: DemandListProps) {
  const { session } = useShell();
  const list = useDemandList(archived);
  const actions = useDemandActions(list.reload);
  const openDemand = useOpenDemand();
  const admin = session.isAdmin();

  const columns = demandColumns(
    admin ? (row) => <DemandRowControls row={row} actions={actions} /> : undefined,
  );

  return (
    <DemandsPage>
      <div className={styles.toolbar}>
        {admin ? (
          <div className={styles.client}>
            <ClientPicker value={list.clientId} onChange={list.setClientId} allowCreate={false} />
          </div>
        ) : null}
        <DemandFilters
          filters={list.filters}
          lawyers={list.lawyers}
          showStatus={!archived}
          onChange={list.changeFilters}
        />
        <div className={styles.buttons}>{buttons}</div>
      </div>
      <DataTable
        caption={caption}
        columns={columns}
        rows={list.result.content}
        getRowKey={(row) => row.id}
        onRowClick={(row) => openDemand(row.id)}
        loading={list.loading}
      />
      <div className={styles.pagination}>
        <Pagination
          page={list.page}
          pageCount={list.result.totalPages}
          onChange={list.setPage}
          capped={list.result.totalCapped}
        />
      </div>
      <ConfirmDialog
        open={actions.cancelTarget !== null}
        title={MESSAGES.cancelRequestTitle}
        text={MESSAGES.cancelRequestText}
        onConfirm={actions.confirmCancel}
        onCancel={actions.dismissCancel}
        danger
      />
    </DemandsPage>
  );
}
