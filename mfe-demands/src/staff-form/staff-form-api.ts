import type { SolicitacaoPayload } from '@dpohub/domain';
import type { AxiosInstance } from 'axios';

/** POST /solicitacao. */
export async function createDemand(
  http: AxiosInstance,
  payload: SolicitacaoPayload,
): Promise<void> {
  await http.post('/solicitacao', payload);
}

/** PUT /solicitacao/{id}. */
export async function updateDemand(
  http: AxiosInstance,
  id: number,
  payload: SolicitacaoPayload,
): Promise<void> {
  await http.put(`/solicitacao/${id}`, payload);
}
