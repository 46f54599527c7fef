// Fine simulator: leads, simulations and the simulated fines list (spec 4 section 3).
import type {
  AgravanteField,
  AtenuanteField,
  DosimetryInput,
  InfractionField,
} from '../dosimetry/dosimetry-types';
import type { LeadBody } from '../wire/simulator';
import type { IdName, IsoDateTime } from './common';

/** Lead registration (POST user-lp/save) as the form holds it: the opt-in always set. */
export type Lead = Required<LeadBody>;

/** Answer fields of a simulation, in the order of the questionnaire. */
export const INFRACTION_FIELDS = [
  'infracao1',
  'infracao2',
  'infracao3',
  'infracao4',
  'infracao5',
  'infracao6',
  'infracao7',
  'infracao8',
  'infracao9',
  'infracao10',
] as const satisfies readonly InfractionField[];

export const STEP3_QUESTION_FIELDS = [
  'etapa3pergunta1',
  'etapa3pergunta2',
  'etapa3pergunta3',
  'etapa3pergunta4',
] as const satisfies readonly AgravanteField[];

export const MITIGATING_FACTOR_FIELDS = [
  'etapa3pergunta5campo1',
  'etapa3pergunta5campo2',
  'etapa3pergunta5campo3',
  'etapa3pergunta5campo4',
  'etapa3pergunta5campo5',
  'etapa3pergunta5campo6',
  'etapa3pergunta5campo7',
] as const satisfies readonly AtenuanteField[];

/**
 * A simulation as sent and stored (POST simulacao_multa/save, PUT simulacao_multa/{id}): the
 * questionnaire answers (infracao1..10, grauDano, etapa3pergunta1..4,
 * etapa3pergunta5campo1..7, naoTemFaturamento, valorFaturamento, valorTributos,
 * valorVantagemAuferidaEstimavel) plus the record data.
 */
export type FineSimulation = DosimetryInput & {
  /** 0 on creation. */
  id: number;
  /** Computed by the server. */
  valorSimulado: number | null;
  /** Computed by the server. */
  grauInfracao: string | null;
  /** true when a lead of the public page created it. */
  createdByUserLP: boolean;
  /** null on internal creation. */
  client: IdName | null;
  createdAt: IsoDateTime | null;
  enabled: boolean;
  filePath: string | null;
  filename: string | null;
};

/** Multipart part name of POST /simulacao_multa/documentos (JSON of the payload plus id). */
export const SIMULATION_DOCUMENTS_PART = 'documentosDto';
