import { useCallback, useEffect, useId, useState } from 'react';
import {
  DATA_SUBJECT_REQUESTS_PATH,
  ERASURE_LABELS as LABELS,
  ERASURE_LIST_FILTERS,
  ERASURE_STATUS_LABELS,
  apiToDisplayDate,
  erasureDisplayDay,
  erasureDaysLeftText,
  type ErasureListFilter,
} from '@dpohub/domain';
import type { ErasureRequestRow } from '@dpohub/domain/wire';
import {
  Button,
  DataTable,
  Pagination,
  usePagedQuery,
  useShell,
  type DataTableColumn,
} from '@dpohub/shared-ui';
import { AdminPage } from '../components/AdminPage';
import listStyles from '../components/ListPage.module.css';
import styles from './DataSubjectRequests.module.css';
import { fetchErasureRequests } from './data-subject-api';
import { ErasureAnswerDialog } from './ErasureAnswerDialog';

/**
 * 'Solicitações de titulares' (issue 31; LGPD art. 18 VI): the requests to erase accounts, open
 * ones by deadline with the days left, answered ones newest first; each open one is carried out
 * or refused with the basis of art. 16 to keep the data. Firm admins only.
 */
export function DataSubjectRequestsPage() {
  const shell = useShell();
  const filterId = useId();
  const [filter, setFilter] = useState<ErasureListFilter>('abertas');
  const [page, setPage] = useState(0);
  const { result, loading, refreshing, reload } = usePagedQuery({
    queryKey: [DATA_SUBJECT_REQUESTS_PATH, filter, page],
    fetchPage: (signal) => fetchErasureRequests(shell.http, filter, page, signal),
  });
  const [answering, setAnswering] = useState<{
    row: ErasureRequestRow;
    action: 'carryOut' | 'refuse';
  } | null>(null);

  useEffect(() => shell.setTitle(LABELS.title), [shell]);

  const answered = useCallback(() => {
    setAnswering(null);
    reload();
  }, [reload]);

  const columns: DataTableColumn<ErasureRequestRow>[] = [
    {
      key: 'subject',
      header: LABELS.columns.subject,
      render: (row) => (
        <>
          {row.titular.nome}
          <div className={styles.muted}>{row.titular.email}</div>
        </>
      ),
    },
    {
      key: 'client',
      header: LABELS.columns.client,
      render: (row) => row.titular.cliente ?? LABELS.noClient,
    },
    {
      key: 'requestedAt',
      header: LABELS.columns.requestedAt,
      nowrap: true,
      render: (row) => erasureDisplayDay(row.solicitadaEm),
    },
    {
      key: 'deadline',
      header: LABELS.columns.deadline,
      nowrap: true,
      render: (row) => (
        <>
          {apiToDisplayDate(row.prazo)}
          {row.situacao === 'ABERTA' ? (
            <div className={row.atrasada ? styles.overdue : styles.muted}>
              {erasureDaysLeftText(row.diasRestantes)}
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'status',
      header: LABELS.columns.status,
      render: (row) => (
        <>
          {ERASURE_STATUS_LABELS[row.situacao]}
          {row.respondidaEm ? (
            <div className={styles.muted}>
              {LABELS.answeredOn(erasureDisplayDay(row.respondidaEm))}
            </div>
          ) : null}
        </>
      ),
    },
    {
      key: 'actions',
      header: LABELS.columns.actions,
      nowrap: true,
      render: (row) =>
        row.situacao === 'ABERTA' ? (
          <div className={styles.rowActions}>
            <Button
              variant="danger"
              onClick={() => setAnswering({ row, action: 'carryOut' })}
              aria-label={`${LABELS.carryOut}: ${row.titular.nome}`}
            >
              {LABELS.carryOut}
            </Button>
            <Button
              variant="secondary"
              onClick={() => setAnswering({ row, action: 'refuse' })}
              aria-label={`${LABELS.refuse}: ${row.titular.nome}`}
            >
              {LABELS.refuse}
            </Button>
          </div>
        ) : null,
    },
  ];

  return (
    <AdminPage>
      <div className={listStyles.toolbar}>
        <div className={styles.filter}>
          <label htmlFor={filterId}>{LABELS.status}</label>
          <select
            id={filterId}
            value={filter}
            onChange={(event) => {
              setFilter(event.target.value as ErasureListFilter);
              setPage(0);
            }}
          >
            {ERASURE_LIST_FILTERS.map((value) => (
              <option key={value} value={value}>
                {LABELS.filters[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        caption={LABELS.caption}
        columns={columns}
        rows={result.content}
        getRowKey={(row) => row.id}
        loading={loading}
        refreshing={refreshing}
      />
      <div className={listStyles.pagination}>
        <Pagination page={page} pageCount={result.totalPages} onChange={setPage} />
      </div>
      {answering ? (
        <ErasureAnswerDialog
          row={answering.row}
          action={answering.action}
          onClose={() => setAnswering(null)}
          onAnswered={answered}
        />
      ) : null}
    </AdminPage>
  );
}
