import { useState } from 'react';
import {
  AUDIT_MESSAGES,
  AUDIT_PERIOD_DEBOUNCE_MS,
  auditActorText,
  auditRecordText,
  describeChange,
  displayToApiDate,
  formatDateTime,
  isValidDisplayDate,
  validateExportPeriod,
} from '@dpohub/domain';
import type { AuditEventView, AuditFilterQuery } from '@dpohub/domain/wire';
import {
  Button,
  DataTable,
  Pagination,
  isHttpError,
  saveBlobResponse,
  useDebouncedValue,
  useFiltersPage,
  usePagedQuery,
  useShell,
  type DataTableColumn,
} from '@dpohub/shared-ui';
import listStyles from '../components/ListPage.module.css';
import { AUDIT_LABELS } from './audit-labels';
import styles from './AuditTrail.module.css';
import {
  AUDIT_TRAIL_PATH,
  exportAuditEvents,
  fetchAuditEvents,
} from './audit-api';
import { AuditVerifyButton } from './AuditVerifyButton';

export interface AuditTrailTableProps {
  firm: boolean;
  /** The period as typed (dd/MM/yyyy), applied 1 s after the last key once a whole date. */
  period: { periodoInicial: string; periodoFinal: string };
  filters: Omit<AuditFilterQuery, 'periodoInicial' | 'periodoFinal'>;
}

function apiDate(text: string): string | undefined {
  return isValidDisplayDate(text) ? (displayToApiDate(text) ?? undefined) : undefined;
}

/** The trail's table, its pages, the export and (firm) the chain's verification. */
export function AuditTrailTable({ firm, period, filters }: AuditTrailTableProps) {
  const { http, toast } = useShell();
  const periodoInicial = useDebouncedValue(period.periodoInicial, AUDIT_PERIOD_DEBOUNCE_MS);
  const periodoFinal = useDebouncedValue(period.periodoFinal, AUDIT_PERIOD_DEBOUNCE_MS);
  const [exporting, setExporting] = useState(false);

  const query: AuditFilterQuery = {
    ...filters,
    periodoInicial: apiDate(periodoInicial),
    periodoFinal: apiDate(periodoFinal),
  };
  const [page, setPage] = useFiltersPage(JSON.stringify(query));
  const { result, loading, refreshing } = usePagedQuery({
    queryKey: [AUDIT_TRAIL_PATH, page, query],
    fetchPage: (signal) => fetchAuditEvents(http, page, query, signal),
  });

  const exportSheet = async () => {
    const problem = validateExportPeriod(period.periodoInicial, period.periodoFinal);
    if (problem) {
      toast.warn(problem);
      return;
    }
    setExporting(true);
    try {
      const response = await exportAuditEvents(http, {
        ...query,
        periodoInicial: apiDate(period.periodoInicial),
        periodoFinal: apiDate(period.periodoFinal),
      });
      saveBlobResponse(response, AUDIT_MESSAGES.exportFileName);
    } catch (error) {
      if (isHttpError(error) && error.response?.status === 400) {
        toast.warn(AUDIT_MESSAGES.noEventsInPeriod);
      } else {
        console.error('Audit trail export failed', error);
      }
    } finally {
      setExporting(false);
    }
  };

  const columns: DataTableColumn<AuditEventView>[] = [
    {
      key: 'when',
      header: AUDIT_LABELS.columns.when,
      nowrap: true,
      render: (event) => formatDateTime(event.occurredAt),
    },
    { key: 'kind', header: AUDIT_LABELS.columns.kind, render: (event) => event.kindLabel },
    {
      key: 'actor',
      header: AUDIT_LABELS.columns.actor,
      render: (event) => (
        <>
          {auditActorText(event)}
          {event.onBehalfOf && (
            <div className={styles.muted}>
              {AUDIT_LABELS.onBehalfOf(event.onBehalfOf.name ?? `#${event.onBehalfOf.id}`)}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'client',
      header: AUDIT_LABELS.columns.client,
      render: (event) => (event.client ? (event.client.name ?? `#${event.client.id}`) : ''),
    },
    { key: 'record', header: AUDIT_LABELS.columns.record, render: auditRecordText },
    {
      key: 'changes',
      header: AUDIT_LABELS.columns.changes,
      render: (event) => (
        <>
          {event.changes.length > 0 && (
            <ul className={styles.changes}>
              {event.changes.map((change, index) => (
                <li key={index}>{describeChange(change)}</li>
              ))}
            </ul>
          )}
          {event.erased ? AUDIT_MESSAGES.erasedDetails : event.note}
        </>
      ),
    },
    ...(firm
      ? [
          {
            key: 'ip',
            header: AUDIT_LABELS.columns.address,
            nowrap: true,
            render: (event: AuditEventView) => event.ip ?? '',
          },
        ]
      : []),
  ];

  return (
    <>
      <div className={styles.actions}>
        {firm && <AuditVerifyButton />}
        <Button variant="secondary" onClick={() => void exportSheet()} loading={exporting}>
          {AUDIT_LABELS.export}
        </Button>
      </div>
      <DataTable
        caption={AUDIT_LABELS.tableCaption}
        columns={columns}
        rows={result.content}
        getRowKey={(event) => event.id}
        loading={loading}
        refreshing={refreshing}
        density="compact"
      />
      <div className={listStyles.pagination}>
        <Pagination
          page={page}
          pageCount={result.totalPages}
          onChange={setPage}
          capped={result.totalCapped}
          countedUpTo={result.totalCapped ? result.totalElements : undefined}
        />
      </div>
    </>
  );
}
