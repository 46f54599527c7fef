import {
  DEBOUNCE_MS,
  DEMAND_STATUS_BADGE,
  DEMAND_STATUS_OPTIONS,
  MESSAGES,
  demandStatusLabel,
  formatBRL,
  type BudgetServiceRow,
  type DemandStatus,
  type Page,
} from '@dpohub/domain';
import {
  Button,
  DataTable,
  FilterSelect,
  Pagination,
  SearchBox,
  StatusTag,
  useShell,
  type DataTableColumn,
} from '@dpohub/shared-ui';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { fetchServices, type AppliedQuery } from '../budget-api';
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
  version: number;
}

/**
 * 'Serviços' (spec 2 section 2.8): search, status filter, 'Total de Serviços' of what the search
 * and the filter keep (budget m2), 20 a page by demanda.
 */
export function ServicesList({ query, page, setPage, version }: ServicesListProps) {
  const { http, session } = useShell();
  const admin = session.isAdmin();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<DemandStatus | undefined>(undefined);
  const [result, setResult] = useState<Page<BudgetServiceRow> | null>(null);
  const [loading, setLoading] = useState(true);
  const [detailId, setDetailId] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    fetchServices(http, query, { name, status, page })
      .then((data) => live && setResult(data))
      .catch((error) => {
        console.error('GET /controle-orcamentario/filter failed', error);
        if (live) setResult(null);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, query, name, status, page, version]);

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
      {result && (
        <p className={styles.count}>
          <strong>{MESSAGES.totalServices(result.totalElements)}</strong>
        </p>
      )}
      <DataTable
        columns={columns}
        rows={result?.content ?? []}
        getRowKey={(row) => row.id}
        loading={loading}
        caption={BUDGET_LABELS.servicesList}
      />
      {result && result.totalPages > 1 && (
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
