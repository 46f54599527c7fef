import {
  DEBOUNCE_MS,
  EXPORT_DEFAULT_FILENAME,
  INFRACTION_CLASS_LABELS,
  LEAD_FOLLOW_UP_MESSAGES,
  MESSAGES,
  SIMULATION_ORIGIN,
  SIMULATION_ORIGIN_OPTIONS,
  displayToApiDate,
  formatBRL,
  formatDisplayDate,
  isValidDisplayDate,
  validateExportPeriod,
} from '@dpohub/domain';
import type { InfractionClass, LeadFollowUpStatus } from '@dpohub/domain';
import type { SimulatedFineListItem } from '@dpohub/domain/wire';
import {
  Button,
  LazyConfirmDialog,
  DataTable,
  Pagination,
  isHttpError,
  useDebouncedValue,
  useFiltersPage,
  usePagedQuery,
  useSessionUser,
  useShell,
} from '@dpohub/shared-ui';
import type { DataTableColumn } from '@dpohub/shared-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { LABELS } from '../labels';
import { useSimulationPath } from '../routing/simulator-paths';
import type { FilterFormValues } from './SimulatedFinesPage';
import styles from './SimulatedFinesPage.module.css';
import { saveBlobResponse } from '@dpohub/shared-ui';
import { leadColumns } from './lead-columns';
import {
  SIMULATED_FINES_PATH,
  eraseLead,
  exportSimulatedFines,
  fetchSimulatedFines,
  setLeadFollowUp,
} from './simulated-fines-api';
import { SimulationFiles } from './SimulationFiles';
import type { SimulatedFineFilters } from './simulated-fines-api';

export interface SimulatedFinesTableProps {
  /** Already debounced by the search box (500 ms). */
  search: string;
  filters: FilterFormValues;
}

/** A period date is applied once it is a whole valid date, or cleared. */
function apiDate(text: string): string | undefined {
  return isValidDisplayDate(text) ? (displayToApiDate(text) ?? undefined) : undefined;
}

function originLabel(origin: string): string {
  return SIMULATION_ORIGIN_OPTIONS.find((option) => option.value === origin)?.label ?? origin;
}

function classLabel(grauInfracao: string | null): string {
  if (!grauInfracao) return '';
  return INFRACTION_CLASS_LABELS[grauInfracao as InfractionClass] ?? grauInfracao;
}

/** The list, its 'Relatório' export and the attachment downloads, over the debounced filters. */
export function SimulatedFinesTable({ search, filters }: SimulatedFinesTableProps) {
  const { http, toast } = useShell();
  // Spec 4 section 9: origin 100 ms, periods 1000 ms.
  const origin = useDebouncedValue(filters.origin, DEBOUNCE_MS.simulatedFinesOrigin);
  const periodoInicial = useDebouncedValue(
    filters.periodoInicial,
    DEBOUNCE_MS.simulatedFinesPeriods,
  );
  const periodoFinal = useDebouncedValue(filters.periodoFinal, DEBOUNCE_MS.simulatedFinesPeriods);
  const [exporting, setExporting] = useState(false);

  const admin = useSessionUser()?.admin === true;
  const simulationPath = useSimulationPath();
  // Each row opens the simulation's page, with its lead and every file (platform M3).
  const openLink = (row: SimulatedFineListItem, text: string) => (
    <Link to={simulationPath(row.id)} aria-label={`${text} (${LABELS.details.open(row.id)})`}>
      {text}
    </Link>
  );
  const [erasing, setErasing] = useState<SimulatedFineListItem | null>(null);
  const query: SimulatedFineFilters = {
    search: search.trim() || undefined,
    origin: origin ?? undefined,
    acompanhamento: (admin ? filters.followUp : null) ?? undefined,
    periodoInicial: apiDate(periodoInicial),
    periodoFinal: apiDate(periodoFinal),
  };
  const [page, setPage] = useFiltersPage(JSON.stringify(query));

  // Spec 4 section 8: a list failure is only logged.
  const { result, loading, refreshing, reload, updateResult } = usePagedQuery({
    queryKey: [SIMULATED_FINES_PATH, page, query],
    fetchPage: (signal) => fetchSimulatedFines(http, page, query, signal),
  });

  const exportReport = async () => {
    const problem = validateExportPeriod(filters.periodoInicial, filters.periodoFinal);
    if (problem) {
      toast.warn(problem);
      return;
    }
    setExporting(true);
    try {
      const response = await exportSimulatedFines(http, page, {
        ...query,
        periodoInicial: apiDate(filters.periodoInicial),
        periodoFinal: apiDate(filters.periodoFinal),
      });
      saveBlobResponse(response, EXPORT_DEFAULT_FILENAME);
    } catch (error) {
      if (isHttpError(error) && error.response?.status === 400) {
        toast.warn(MESSAGES.noSimulationsInPeriod);
      } else {
        console.error('Simulated fines export failed', error);
      }
    } finally {
      setExporting(false);
    }
  };

  const changeFollowUp = async (row: SimulatedFineListItem, status: LeadFollowUpStatus) => {
    if (!row.leadId) return;
    try {
      const acompanhamento = await setLeadFollowUp(http, row.leadId, status);
      updateResult((current) => ({
        ...current,
        content: current.content.map((item) =>
          item.leadId === row.leadId ? { ...item, acompanhamento } : item,
        ),
      }));
      toast.success(LEAD_FOLLOW_UP_MESSAGES.followUpSaved);
    } catch {
      // The http client showed the server's message.
    }
  };

  const erase = async () => {
    if (!erasing?.leadId) return;
    try {
      await eraseLead(http, erasing.leadId);
      toast.success(LEAD_FOLLOW_UP_MESSAGES.erased);
      reload();
    } catch {
      // The http client showed the server's message.
    } finally {
      setErasing(null);
    }
  };

  // The landing page's simulations, for the firm: a list of contacts to follow up (issue 30).
  const leadView =
    admin && (origin === SIMULATION_ORIGIN.LANDING_PAGE || Boolean(query.acompanhamento));

  const columns: DataTableColumn<SimulatedFineListItem>[] = leadView
    ? leadColumns({
        onFollowUp: (row, status) => void changeFollowUp(row, status),
        onErase: setErasing,
        openLink,
      })
    : [
        {
          key: 'createdBy',
          header: LABELS.list.columns.createdBy,
          render: (row) => openLink(row, row.createdBy || LABELS.details.title(row.id)),
        },
        {
          key: 'email',
          header: LABELS.list.columns.email,
          // A long address may break after its '@', so the eight columns fit 1366 px (platform m4).
          render: (row) => {
            const at = row.email.indexOf('@');
            return at < 0 ? (
              row.email
            ) : (
              <>
                {row.email.slice(0, at + 1)}
                <wbr />
                {row.email.slice(at + 1)}
              </>
            );
          },
        },
        { key: 'empresa', header: LABELS.list.columns.company, render: (row) => row.empresa ?? '' },
        {
          key: 'origem',
          header: LABELS.list.columns.origin,
          render: (row) => originLabel(row.origem),
        },
        {
          key: 'createdAt',
          header: LABELS.list.columns.date,
          render: (row) => formatDisplayDate(new Date(row.createdAt)),
        },
        {
          key: 'grauInfracao',
          header: LABELS.list.columns.infractionClass,
          render: (row) => classLabel(row.grauInfracao),
        },
        {
          key: 'valorSimulado',
          header: LABELS.list.columns.value,
          align: 'right',
          render: (row) => formatBRL(row.valorSimulado),
        },
        {
          key: 'anexo',
          header: LABELS.list.columns.attachment,
          render: (row) => <SimulationFiles simulationId={row.id} files={row.documentos} />,
        },
      ];

  return (
    <>
      <div className={styles.reportRow}>
        <Button variant="secondary" onClick={() => void exportReport()} loading={exporting}>
          {LABELS.list.report}
        </Button>
      </div>
      <DataTable
        caption={leadView ? LABELS.leads.caption : LABELS.list.caption}
        columns={columns}
        rows={result.content}
        getRowKey={(row) => row.id}
        loading={loading}
        refreshing={refreshing}
        density="compact"
      />
      <Pagination
        page={page}
        pageCount={result.totalPages}
        onChange={setPage}
        capped={result.totalCapped}
        countedUpTo={result.totalCapped ? result.totalElements : undefined}
      />
      <LazyConfirmDialog
        open={erasing !== null}
        title={LEAD_FOLLOW_UP_MESSAGES.eraseTitle}
        text={erasing ? LEAD_FOLLOW_UP_MESSAGES.eraseText(erasing.createdBy) : null}
        confirmLabel={LEAD_FOLLOW_UP_MESSAGES.eraseConfirm}
        onConfirm={() => void erase()}
        onCancel={() => setErasing(null)}
        danger
      />
    </>
  );
}
