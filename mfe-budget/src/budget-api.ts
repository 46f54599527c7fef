import {
  BUDGET_EXPORT_FILENAMES,
  EXPORT_DEFAULT_FILENAME,
  PAGE_SIZE,
  type DemandStatus,
} from '@dpohub/domain';
import type {
  BudgetQuery,
  BudgetServiceDetail,
  BudgetServiceFilterQuery,
  BudgetServicePage,
  ContractingInfo,
  HoursBankMovementBody,
  HoursBankOverview,
  HoursProgress,
  ServiceTotals,
  StatusControlRow,
  WorkShare,
} from '@dpohub/domain/wire';
import { downloadFile } from '@dpohub/shared-ui';
import type { QueryKey } from '@tanstack/react-query';
import type { HttpClient } from '@dpohub/shared-ui';

// Every budget call of spec 2 section 7, and ours (the hours bank overview, the statement, the
// firm's work per lawyer and type). The query holds idCliente, periodoInicial, periodoFinal and,
// for the default period, diaInicial (the same day one year ago).

export interface AppliedQuery {
  idCliente: number | null;
  periodoInicial: string | null;
  periodoFinal: string | null;
  /** The day of periodoInicial the period starts on; null: its first day. */
  diaInicial: number | null;
}

function params(query: AppliedQuery): BudgetQuery {
  const out: BudgetQuery = {};
  if (query.idCliente !== null) out.idCliente = query.idCliente;
  if (query.periodoInicial) out.periodoInicial = query.periodoInicial;
  if (query.periodoFinal) out.periodoFinal = query.periodoFinal;
  if (query.periodoInicial && query.diaInicial) out.diaInicial = query.diaInicial;
  return out;
}

const base = '/controle-orcamentario';

/**
 * Every figure of the page is cached under a key that starts with its path below `base`: a
 * movement of hours changes them all (docs/decisions.md "Data on screens").
 */
export const isBudgetQuery = ({ queryKey }: { queryKey: QueryKey }) =>
  String(queryKey[0]).startsWith(`${base}/`);

/** GET `${base}/${path}` for the query; `signal` aborts it when the query changed first. */
async function read<T>(http: HttpClient, path: string, query: AppliedQuery, signal: AbortSignal) {
  return (await http.get<T>(`${base}/${path}`, { params: params(query), signal })).data;
}

export const STATUS_CONTROL_PATH = `${base}/controle-por-status`;

/** The rows per status and the services' totals, read together. */
export async function fetchStatusControl(
  http: HttpClient,
  query: AppliedQuery,
  signal: AbortSignal,
) {
  const [rows, totals] = await Promise.all([
    read<StatusControlRow[]>(http, 'controle-por-status', query, signal),
    read<ServiceTotals>(http, 'total-servicos', query, signal),
  ]);
  return { rows, totals };
}

/** The services list's request path, the root of its cached pages' keys. */
export const BUDGET_SERVICES_PATH = `${base}/filter`;

export async function fetchServices(
  http: HttpClient,
  query: AppliedQuery,
  filter: { name: string; status: DemandStatus | undefined; page: number },
  signal?: AbortSignal,
) {
  const request: BudgetServiceFilterQuery = {
    ...params(query),
    ...(filter.name ? { name: filter.name } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    page: filter.page,
    size: PAGE_SIZE.budgetServices,
    sort: 'demanda,asc',
  };
  const response = await http.get<BudgetServicePage>(BUDGET_SERVICES_PATH, {
    signal,
    params: request,
  });
  return response.data;
}

// The card's calls carry the query as spec 2 section 7 says; the server answers the packs in
// force today whatever its periods (budget M3).
export const HOURS_PACK_PATH = `${base}/banco-horas`;

/** The card's three answers, read together. */
export async function fetchHoursPack(http: HttpClient, query: AppliedQuery, signal: AbortSignal) {
  const [progress, contracting, overview] = await Promise.all([
    read<HoursProgress>(http, 'barra-progresso', query, signal),
    read<ContractingInfo>(http, 'contratacao', query, signal),
    read<HoursBankOverview>(http, 'banco-horas', query, signal),
  ]);
  return { progress, contracting, overview };
}

export const WORK_SHARE_PATH = `${base}/distribuicao`;

export const fetchWorkShare = (http: HttpClient, query: AppliedQuery, signal: AbortSignal) =>
  read<WorkShare>(http, 'distribuicao', query, signal);

export async function fetchServiceDetail(http: HttpClient, id: number) {
  return (await http.get<BudgetServiceDetail>(`${base}/${id}`)).data;
}

/** POST /banco-horas; a refusal is shown in the dialog (budget M6), not as a toast. */
export async function saveHoursMovement(http: HttpClient, payload: HoursBankMovementBody) {
  return http.post('/banco-horas', payload, { skipErrorToast: true });
}

const download = (http: HttpClient, path: string, query: AppliedQuery, fallbackName: string) =>
  downloadFile(http, `${base}/${path}`, fallbackName, {
    params: params(query),
    skipErrorToast: true,
  });

export const downloadServicesReport = (http: HttpClient, query: AppliedQuery) =>
  download(http, 'export-excel', query, EXPORT_DEFAULT_FILENAME);

export const downloadHoursReport = (http: HttpClient, query: AppliedQuery) =>
  download(http, 'export-excel-historico-horas', query, EXPORT_DEFAULT_FILENAME);

export const downloadStatement = (http: HttpClient, query: AppliedQuery) =>
  download(http, 'extrato', query, BUDGET_EXPORT_FILENAMES.statement);
