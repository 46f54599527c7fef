import { PAGE_SIZE } from '@dpohub/domain';
import type { Page } from '@dpohub/domain';
import type { HttpClient } from '@dpohub/shared-ui';
import type { ClientRequestDetail, ClientRequestRow } from './client-request-types';

// The client request reads of spec 2 section 7.

/** Filters of the client list; an empty filter is left out of the query. */
export interface ClientRequestFilters {
  demanda?: string;
  criadoPor?: string;
  /** Service type id chosen in the Modalidade filter. */
  modalidade?: number;
  /** Service type id of the home card that opened the list (documents 9, contracts 12, consultations 2). */
  serviceType?: number;
}

/** The client's request list path, the root of its cached pages' keys. */
export const CLIENT_REQUESTS_PATH = '/solicitacao/documentos-consultas/filter';

/**
 * GET /solicitacao/documentos-consultas/filter: size 10, sorted by prazo ascending. An admin
 * names the selected client. Failures are the caller's (the list warns, spec 2 section 2.5).
 */
export async function fetchClientRequests(
  http: HttpClient,
  page: number,
  filters: ClientRequestFilters,
  clientId: number | null,
  signal?: AbortSignal,
): Promise<Page<ClientRequestRow>> {
  const params: Record<string, string | number> = {
    page,
    size: PAGE_SIZE.clientDemands,
    sort: 'prazo,asc',
  };
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params[key] = value as string | number;
  }
  if (clientId !== null) params.clientId = clientId;
  const { data } = await http.get<Page<ClientRequestRow>>(CLIENT_REQUESTS_PATH, {
    params,
    signal,
    skipErrorToast: true,
  });
  return data;
}

/** GET /solicitacao/documentos-consultas/{id}. */
export async function fetchClientRequest(
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<ClientRequestDetail> {
  // A refusal is the page's to show (its not-found state).
  const { data } = await http.get<ClientRequestDetail>(`/solicitacao/documentos-consultas/${id}`, {
    skipErrorToast: true,
    signal,
  });
  return data;
}
