import {
  DEBOUNCE_MS,
  DEMAND_STATUS_BADGE,
  DEMAND_STATUS_OPTIONS,
  MESSAGES,
  demandStatusLabel,
  formatBRL,
  type DemandStatus,
} from '@dpohub/domain';
import type { BudgetServiceRow } from '@dpohub/domain/wire';
import {
  Button,
  DataTable,
  FilterSelect,
  Pagination,
  SearchBox,
  StatusTag,
  usePagedQuery,
  useShell,
  type DataTableColumn,
} from '@dpohub/shared-ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { BUDGET_SERVICES_PATH, fetchServices, type AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import styles from '../components/Section.module.css';

// The details dialog loads when a service is first opened.
const ServiceDetailDialog = lazy(() =>
  import('./ServiceDetailDialog').then((module) => ({ default: module.ServiceDetailDialog })),
);

export interface ServicesListProps {
  query: AppliedQuery;
  page: number;
  setPage: (page: number) => void;
}

/**
 * 'Serviços' (spec 2 section 2.8): search, status filter, 'Total de Serviços' of what the search
 * and the filter keep (budget m2), 20 a page by demanda.
 */
export function ServicesList({ query, page, setPage }: ServicesListProps) {
  const { http, session } = useShell();
  const admin = session.isAdmin();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<DemandStatus | undefined>(undefined);
  const [detailId, setDetailId] = useState<number | null>(null);
  const filter = { name, status, page };
  const { result, loading, refreshing, failedAt } = usePagedQuery({
    queryKey: [BUDGET_SERVICES_PATH, query, filter],
    fetchPage: (signal) => fetchServices(http, query, filter, signal),
  });
  // No count and no pages before the first answer, nor after a failure.
  const counted = !loading && !failedAt;

  const columns = useMemo(() => {
    const all: (DataTableColumn<BudgetServiceRow> | null)[] = [
      { key: 'demanda', header: BUDGET_LABELS.demand, render: (row) => row.demanda },
      admin
        ? { key: 'cliente', header: BUDGET_LABELS.client, render: (row) => row.client.name }
        : null,
      {
        key: 'valor',
        header: BUDGET_LABELS.serviceValue,
        align: 'right',
        // A service without a value says so (budget m10).
        render: (row) => (row.valor === null ? BUDGET_LABELS.noValue : formatBRL(row.valor)),
      },
      {
        key: 'status',
        header: BUDGET_LABELS.status,
        nowrap: true,
        render: (row) => (
          <StatusTag
            label={demandStatusLabel(row.status)}
            variant={DEMAND_STATUS_BADGE[row.status]}
          />
        ),
      },
      {
        key: 'detalhes',
        header: <span className={styles.visuallyHidden}>{BUDGET_LABELS.details}</span>,
        label: '',
        align: 'right',
        nowrap: true,
        render: (row) => (
          <Button
            variant="ghost"
            onClick={() => setDetailId(row.id)}
            aria-label={`${BUDGET_LABELS.details}: ${row.demanda}`}
          >
            {BUDGET_LABELS.details}
          </Button>
        ),
      },
    ];
    return all.filter((column): column is DataTableColumn<BudgetServiceRow> => column !== null);
  }, [admin]);

  return (
    <section className={styles.section} aria-labelledby="budget-services">
      <h2 id="budget-services">{BUDGET_LABELS.servicesList}</h2>
      <div className={styles.filters}>
        <SearchBox
          placeholder={BUDGET_LABELS.searchDemand}
          delay={DEBOUNCE_MS.budgetServicesSearch}
          onSearch={(text) => {
            setName(text.trim());
            if (page !== 0) setPage(0);
          }}
        />
        <FilterSelect
          label={BUDGET_LABELS.status}
          value={status}
          options={DEMAND_STATUS_OPTIONS}
          allLabel={BUDGET_LABELS.allStatuses}
          onChange={(next) => {
            setStatus(next);
            if (page !== 0) setPage(0);
          }}
        />
      </div>
      {counted && (
        <p className={styles.count}>
          <strong>{MESSAGES.totalServices(result.totalElements)}</strong>
        </p>
      )}
      <DataTable
        columns={columns}
        rows={result.content}
        getRowKey={(row) => row.id}
        loading={loading}
        refreshing={refreshing}
        caption={BUDGET_LABELS.servicesList}
      />
      {counted && result.totalPages > 1 && (
        <Pagination
          page={page}
          pageCount={result.totalPages}
          onChange={setPage}
          capped={result.totalCapped}
          countedUpTo={result.totalElements}
        />
      )}
      {detailId !== null && (
        <Suspense fallback={null}>
          <ServiceDetailDialog id={detailId} onClose={() => setDetailId(null)} />
        </Suspense>
      )}
    </section>
  );
}
