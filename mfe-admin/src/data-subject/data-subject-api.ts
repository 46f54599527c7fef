import type { HttpClient } from '@dpohub/shared-ui';
import {
  DATA_SUBJECT_REQUESTS_PATH,
  ERASURE_LIST_PAGE_SIZE,
  dataSubjectRequestPath,
  type ErasureKeepBasis,
  type ErasureListFilter,
  type Page,
} from '@dpohub/domain';
import type { ErasureRequestRow } from '@dpohub/domain/wire';

// 'Solicitações de titulares' (issue 31): the firm's list of requests to erase accounts and its
// two answers; refusals reach the admin through the http client's toasts.

export async function fetchErasureRequests(
  http: HttpClient,
  situacao: ErasureListFilter,
  page: number,
  signal?: AbortSignal,
): Promise<Page<ErasureRequestRow>> {
  return (
    await http.get<Page<ErasureRequestRow>>(DATA_SUBJECT_REQUESTS_PATH, {
      params: { situacao, page, size: ERASURE_LIST_PAGE_SIZE },
      signal,
    })
  ).data;
}

export async function carryOutErasure(http: HttpClient, id: number): Promise<void> {
  await http.post(dataSubjectRequestPath(id, 'atender'));
}

export async function refuseErasure(
  http: HttpClient,
  id: number,
  baseLegal: ErasureKeepBasis,
  justificativa: string,
): Promise<void> {
  await http.post(dataSubjectRequestPath(id, 'recusar'), { baseLegal, justificativa });
}
