import type { HttpClient } from '@dpohub/shared-ui';
import {
  ERASURE_REQUEST_PATH,
  MY_DATA_PATH,
  MY_DATA_PDF_PATH,
  MY_DATA_SUMMARY_PATH,
} from '@dpohub/domain';
import type { ErasureRequestView, MyDataSummary, OwnErasureRequest } from '@dpohub/domain/wire';

// 'Meus dados' (issue 31): what the portal holds, its downloads and the request to erase the
// account; refusals reach the user through the http client's toasts (spec 1 section 8).

export async function fetchMyDataSummary(http: HttpClient): Promise<MyDataSummary> {
  return (await http.get<MyDataSummary>(MY_DATA_SUMMARY_PATH)).data;
}

export function downloadMyData(http: HttpClient, format: 'json' | 'pdf') {
  return http.get<Blob>(format === 'json' ? MY_DATA_PATH : MY_DATA_PDF_PATH, {
    responseType: 'blob',
  });
}

export async function fetchOwnErasureRequest(http: HttpClient): Promise<ErasureRequestView | null> {
  return (await http.get<OwnErasureRequest>(ERASURE_REQUEST_PATH)).data.solicitacao;
}

export async function requestErasure(
  http: HttpClient,
  motivo: string,
): Promise<ErasureRequestView> {
  return (await http.post<ErasureRequestView>(ERASURE_REQUEST_PATH, { motivo: motivo || null }))
    .data;
}
