import { PAGE_SIZE } from '@dpohub/domain';
import type { LeadFollowUpStatus } from '@dpohub/domain';
import type {
  FineSimulationDetails,
  LeadFollowUp,
  LeadFollowUpBody,
  SimulatedFineFilterQuery,
  SimulatedFinePage,
  SimulationExportQuery,
} from '@dpohub/domain/wire';
import type { HttpClient, HttpResponse } from '@dpohub/shared-ui';

// Spec 4 section 8: list, download and export failures are only logged (the export's 400 aside).
const SILENT = { skipErrorToast: true } as const;

export type SimulatedFineFilters = Omit<SimulatedFineFilterQuery, 'page' | 'size' | 'sort'>;

/** Filters with a value, as query parameters (empty ones are left out). */
function presentFilters(filters: SimulatedFineFilters): SimulatedFineFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  );
}

/** The simulated fines list's request path, the root of its cached pages' keys. */
export const SIMULATED_FINES_PATH = '/simulacao_multa/filter';

/** GET /simulacao_multa/filter: one page of 10, newest first. */
export async function fetchSimulatedFines(
  http: HttpClient,
  page: number,
  filters: SimulatedFineFilters,
  signal?: AbortSignal,
): Promise<SimulatedFinePage> {
  const params: SimulatedFineFilterQuery = {
    page,
    size: PAGE_SIZE.simulatedFines,
    sort: 'createdAt,desc',
    ...presentFilters(filters),
  };
  const { data } = await http.get<SimulatedFinePage>(SIMULATED_FINES_PATH, {
    params,
    signal,
    ...SILENT,
  });
  return data;
}

/** GET /simulacao_multa/{id}: the simulation, its files and its lead (platform M3). */
export async function fetchSimulationDetails(
  http: HttpClient,
  id: number,
): Promise<FineSimulationDetails> {
  const { data } = await http.get<FineSimulationDetails>(`/simulacao_multa/${id}`, SILENT);
  return data;
}

/** GET /simulacao_multa/download/{id}?documentId=: one document of the simulation. */
export function downloadSimulationDocument(
  http: HttpClient,
  id: number,
  documentId: number,
): Promise<HttpResponse<Blob>> {
  return http.get<Blob>(`/simulacao_multa/download/${id}`, {
    params: { documentId },
    responseType: 'blob',
    ...SILENT,
  });
}

/**
 * GET /simulacao_multa/export-excel with the list's query; spec 4 section 7: page=0 is removed
 * from the query (the export covers every page).
 */
export function exportSimulatedFines(
  http: HttpClient,
  page: number,
  filters: SimulatedFineFilters,
): Promise<HttpResponse<Blob>> {
  const params: SimulationExportQuery = {
    ...(page === 0 ? {} : { page }),
    size: PAGE_SIZE.simulatedFines,
    sort: 'createdAt,desc',
    ...presentFilters(filters),
  };
  return http.get<Blob>('/simulacao_multa/export-excel', {
    params,
    responseType: 'blob',
    ...SILENT,
  });
}

/** PUT /lead/{id}/acompanhamento: the firm's follow-up status of a lead (issue 30). */
export async function setLeadFollowUp(
  http: HttpClient,
  leadId: number,
  status: LeadFollowUpStatus,
): Promise<LeadFollowUp> {
  const body: LeadFollowUpBody = { status };
  const { data } = await http.put<LeadFollowUp>(`/lead/${leadId}/acompanhamento`, body);
  return data;
}

/** DELETE /lead/{id}: erases the lead's data on request (LGPD art. 18, VI). */
export async function eraseLead(http: HttpClient, leadId: number): Promise<void> {
  await http.delete(`/lead/${leadId}`);
}
