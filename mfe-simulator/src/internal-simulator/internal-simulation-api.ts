import { SIMULATION_DOCUMENTS_PART } from '@dpohub/domain';
import type { FineSimulationAnswer, SimulationPayload } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';

// Spec 4 section 8: a failed calculate call is only logged, so these calls do not toast.
const SILENT = { skipErrorToast: true } as const;

/** POST /simulacao_multa/save: the stored simulation with the values the server computed. */
export async function saveSimulation(
  http: HttpClient,
  payload: SimulationPayload,
): Promise<FineSimulationAnswer> {
  const { data } = await http.post<FineSimulationAnswer>('/simulacao_multa/save', payload, SILENT);
  return data;
}

/** POST /simulacao_multa/documentos: part documentosDto (the payload plus id) and the files. */
export async function uploadSimulationDocuments(
  http: HttpClient,
  simulation: SimulationPayload,
  files: readonly File[],
): Promise<FineSimulationAnswer> {
  const body = new FormData();
  body.append(
    SIMULATION_DOCUMENTS_PART,
    new Blob([JSON.stringify(simulation)], { type: 'application/json' }),
  );
  for (const file of files) body.append('files', file, file.name);
  const { data } = await http.post<FineSimulationAnswer>(
    '/simulacao_multa/documentos',
    body,
    SILENT,
  );
  return data;
}
