import {
  EXPORT_DEFAULT_FILENAME,
  PAGE_SIZE,
  type BudgetServiceDetail,
  type BudgetServiceRow,
  type ContractingInfo,
  type DemandStatus,
  type HoursBankPayload,
  type HoursProgress,
  type Page,
  type ServiceTotals,
  type StatusControlRow,
} from '@dpohub/domain';
import { saveBlobResponse } from '@dpohub/shared-ui';
import type { HttpClient } from '@dpohub/shared-ui';

// Every budget call of spec 2 section 7. The query holds idCliente, periodoInicial, periodoFinal.

export interface AppliedQuery {
  idCliente: number | null;
  periodoInicial: string | null;
  periodoFinal: string | null;
}

function params(query: AppliedQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (query.idCliente !== null) out.idCliente = query.idCliente;
  if (query.periodoInicial) out.periodoInicial = query.periodoInicial;
  if (query.periodoFinal) out.periodoFinal = query.periodoFinal;
  return out;
}

const base = '/controle-orcamentario';

export async function fetchStatusControl(http: HttpClient, query: AppliedQuery) {
  return (
    await http.get<StatusControlRow[]>(`${base}/controle-por-status`, { params: params(query) })
  ).data;
}

export async function fetchServiceTotals(http: HttpClient, query: AppliedQuery) {
  return (await http.get<ServiceTotals>(`${base}/total-servicos`, { params: params(query) })).data;
}

export async function fetchServices(
  http: HttpClient,
  query: AppliedQuery,
  filter: { name: string; status: DemandStatus | undefined; page: number },
) {
  const response = await http.get<Page<BudgetServiceRow>>(`${base}/filter`, {
    params: {
      ...params(query),
      ...(filter.name ? { name: filter.name } : {}),
      ...(filter.status ? { status: filter.status } : {}),
      page: filter.page,
      size: PAGE_SIZE.budgetServices,
      sort: 'demanda,asc',
    },
  });
  return response.data;
}

export async function fetchContracting(http: HttpClient, query: AppliedQuery) {
  return (await http.get<ContractingInfo>(`${base}/contratacao`, { params: params(query) })).data;
}

export async function fetchProgress(http: HttpClient, query: AppliedQuery) {
  return (await http.get<HoursProgress>(`${base}/barra-progresso`, { params: params(query) })).data;
}

export async function fetchServiceDetail(http: HttpClient, id: number) {
  return (await http.get<BudgetServiceDetail>(`${base}/${id}`)).data;
}

/** POST /banco-horas; errors are only logged (spec 2 section 8). */
export async function saveHoursMovement(http: HttpClient, payload: HoursBankPayload) {
  return http.post('/banco-horas', payload, { skipErrorToast: true });
}

async function download(http: HttpClient, path: string, query: AppliedQuery) {
  const response = await http.get<Blob>(`${base}/${path}`, {
    params: params(query),
    responseType: 'blob',
    skipErrorToast: true,
  });
  return saveBlobResponse(response, EXPORT_DEFAULT_FILENAME);
}

export const downloadServicesReport = (http: HttpClient, query: AppliedQuery) =>
  download(http, 'export-excel', query);

export const downloadHoursReport = (http: HttpClient, query: AppliedQuery) =>
  download(http, 'export-excel-historico-horas', query);
