import type { StaffDemandBody } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

/** POST /solicitacao. */
export async function createDemand(http: HttpClient, payload: StaffDemandBody): Promise<void> {
  await http.post('/solicitacao', payload);
}

/** PUT /solicitacao/{id}. */
export async function updateDemand(
  http: HttpClient,
  id: number,
  payload: StaffDemandBody,
): Promise<void> {
  await http.put(`/solicitacao/${id}`, payload);
}
