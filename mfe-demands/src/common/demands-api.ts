import type { DemandStatus } from '@dpohub/domain';
import type { DemandDetail } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// Calls on one demand shared by the staff and client screens (spec 2 section 7).

/** GET /solicitacao/{id}; a refusal is the page's to show (its not-found state). */
export async function fetchDemand(
  http: HttpClient,
  id: number,
  signal?: AbortSignal,
): Promise<DemandDetail> {
  const { data } = await http.get<DemandDetail>(`/solicitacao/${id}`, {
    skipErrorToast: true,
    signal,
  });
  return data;
}

/** PATCH /solicitacao/{id}?status=. */
export async function changeDemandStatus(
  http: HttpClient,
  id: number,
  status: DemandStatus,
): Promise<void> {
  await http.patch(`/solicitacao/${id}`, null, { params: { status } });
}
