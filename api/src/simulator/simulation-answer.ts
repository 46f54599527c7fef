import { SIMULATION_ORIGIN } from '@dpohub/domain';
import type { FineSimulationAnswer, SimulationDocument } from '@dpohub/domain/wire';
import type { SimulationRecord, StoredDocument } from './simulation-repository';

/** The download path of a simulation's first document (the `filePath` the spec lists). */
export const downloadPath = (id: number) => `/api/simulacao_multa/download/${id}`;

/** A stored simulation as the calls answer it (spec 4 section 3.2 plus the calculation). */
export function simulationAnswer(
  record: SimulationRecord,
  documents: StoredDocument[],
): FineSimulationAnswer {
  // Storage keys stay on the server.
  const documentos: SimulationDocument[] = documents.map(
    ({ id, filename, contentType, size, createdAt }) => ({
      id,
      filename,
      contentType,
      size,
      createdAt,
    }),
  );
  // Stored answers are normalised (simulation-input.ts): their numbers are plain numbers.
  const answers = (record.answers ?? {}) as Partial<FineSimulationAnswer>;
  return {
    ...answers,
    id: record.id,
    valorSimulado: record.valorSimulado,
    grauInfracao: record.grauInfracao,
    createdByUserLP: record.origin === SIMULATION_ORIGIN.LANDING_PAGE,
    client:
      record.creatorClientId !== null
        ? { id: record.creatorClientId, name: record.creatorClientName ?? '' }
        : null,
    createdAt: record.createdAt.toISOString(),
    enabled: record.enabled,
    filePath: documentos.length ? downloadPath(record.id) : null,
    filename: documentos[0]?.filename ?? null,
    origem: record.origin,
    createdBy: record.createdBy,
    email: record.email,
    empresa: record.empresa,
    calculo: record.calculation,
    documentos,
  };
}
