import type { SolicitacaoPayload } from '@dpohub/domain';
import type { HttpClient } from '@dpohub/shared-ui';

/** POST /solicitacao. */
export async function createDemand(http: HttpClient, payload: SolicitacaoPayload): Promise<void> {
  await http.post('/solicitacao', payload);
}

/** PUT /solicitacao/{id}. */
export async function updateDemand(
  http: HttpClient,
  id: number,
  payload: SolicitacaoPayload,
): Promise<void> {
  await http.put(`/solicitacao/${id}`, payload);
}
