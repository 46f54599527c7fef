import type {
  FineSimulationAnswer,
  SavedSimulationId,
  SimulationPayload,
} from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

function bearer(token: string) {
  return {
    headers: { Authorization: `Bearer ${token}` },
    // A refused lead token sends the visitor back to registration, not to the portal login.
    skipAuthExpiry: true,
    skipErrorToast: true,
  } as const;
}

/** POST /simulacao_multa/save_lp (payload with createdByUserLP and id 0): the new id. */
export async function createLeadSimulation(
  http: HttpClient,
  token: string,
  payload: SimulationPayload,
): Promise<number> {
  const { data } = await http.post<SavedSimulationId>('/simulacao_multa/save_lp', payload, bearer(token));
  return data.id;
}

/** PUT /simulacao_multa/{id} with the full payload: the simulation the server computed. */
export async function calculateLeadSimulation(
  http: HttpClient,
  token: string,
  payload: SimulationPayload & { id: number },
): Promise<FineSimulationAnswer> {
  const { data } = await http.put<FineSimulationAnswer>(
    `/simulacao_multa/${payload.id}`,
    payload,
    bearer(token),
  );
  return data;
}
