import { MESSAGES } from '@dpohub/domain';
import {
  Button,
  ClientPicker,
  LazyConfirmDialog,
  DataTable,
  Pagination,
  Spinner,
  lazyDialog,
  useShell,
} from '@dpohub/shared-ui';
import { useState, type ReactNode } from 'react';
import { DemandsPage } from '../common/DemandsPage';
import { DEMAND_LABELS } from '../common/labels';
import { DemandFilters } from './DemandFilters';
import { DemandRowControls } from './DemandRowControls';
import { LawyerQueue, useDemandQueue } from './LawyerQueue';
import { demandColumns } from './demand-columns';
import styles from './StaffList.module.css';
import { useDemandActions } from './use-demand-actions';
import { useDemandList } from './use-demand-list';
import { useOpenDemand } from './use-row-target';

// The export form (its period fields and schema) loads when 'Exportar' opens it.
const ExportDemandsDialog = lazyDialog(() =>
  import('../export/ExportDemandsDialog').then((module) => module.ExportDemandsDialog),
);

export interface DemandListProps {
  archived: boolean;
  caption: string;
  /** The buttons after Exportar at the end of the toolbar (archive, new). */
  buttons?: ReactNode;
}

/**
 * The staff lists of spec 2 sections 2.1 and 2.2: the client picker for admins, the filters, the
 * export of the list as filtered, the ten columns with the admin's row controls, 10 rows a page
 * sorted by prazo.
 */
export function DemandList({ archived, caption, buttons }: DemandListProps) {
  const { session } = useShell();
  const list = useDemandList(archived);
  const actions = useDemandActions(list.reload);
  const openDemand = useOpenDemand();
  const admin = session.isAdmin();
  const [exporting, setExporting] = useState(false);
  // The queue stands above the table: the list waits for its first answer (asked at the same
  // time as the rows), so the queue never arrives after the rows and pushes them down.
  const { queue, pending: queuePending } = useDemandQueue(admin && !archived);

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
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={() => setExporting(true)}>
            {DEMAND_LABELS.staffList.export}
          </Button>
          {buttons}
        </div>
      </div>
      {queuePending ? (
        <div className={styles.settling}>
          <Spinner showLabel />
        </div>
      ) : (
        <>
          {queue ? (
            <LawyerQueue queue={queue} filters={list.filters} onChange={list.changeFilters} />
          ) : null}
          <DataTable
            caption={caption}
            columns={columns}
            rows={list.result.content}
            getRowKey={(row) => row.id}
            onRowClick={(row) => openDemand(row.id)}
            loading={list.loading}
            refreshing={list.refreshing}
            // Eleven columns on a 1366 px laptop: compact, so the list fits without scrolling.
            density="compact"
          />
          <div className={styles.pagination}>
            <Pagination
              page={list.page}
              pageCount={list.result.totalPages}
              onChange={list.setPage}
              capped={list.result.totalCapped}
              countedUpTo={list.result.totalElements}
            />
          </div>
        </>
      )}
      <LazyConfirmDialog
        open={actions.cancelTarget !== null}
        title={MESSAGES.cancelRequestTitle}
        text={MESSAGES.cancelRequestText}
        onConfirm={actions.confirmCancel}
        onCancel={actions.dismissCancel}
        danger
      />
      <ExportDemandsDialog
        open={exporting}
        onClose={() => setExporting(false)}
        scope={{ archived, clientId: list.clientId, ...list.filters }}
      />
    </DemandsPage>
  );
}
