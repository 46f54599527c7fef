// Fine simulator: leads, simulations and the simulated fines list (spec 4 section 3).
import type { IdName, IsoDate, IsoDateTime, PageQuery } from './common';

/** Lead registration (POST user-lp/save). */
export interface Lead {
  name: string;
  email: string;
  company: string;
  /** 'Quero receber as informações por e-mail', on by default. */
  infoEmail: boolean;
}

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
] as const;

export const STEP3_QUESTION_FIELDS = [
  'etapa3pergunta1',
  'etapa3pergunta2',
  'etapa3pergunta3',
  'etapa3pergunta4',
] as const;

export const MITIGATING_FACTOR_FIELDS = [
  'etapa3pergunta5campo1',
  'etapa3pergunta5campo2',
  'etapa3pergunta5campo3',
  'etapa3pergunta5campo4',
  'etapa3pergunta5campo5',
  'etapa3pergunta5campo6',
  'etapa3pergunta5campo7',
] as const;

export type InfractionField = (typeof INFRACTION_FIELDS)[number];
export type Step3QuestionField = (typeof STEP3_QUESTION_FIELDS)[number];
export type MitigatingFactorField = (typeof MITIGATING_FACTOR_FIELDS)[number];

/** Damage degree 0 to 3. The spec shows it as text in one place: we send a number. */
export type GrauDano = 0 | 1 | 2 | 3;

/** The answers of the questionnaire. infracao10 means "none applies". */
export type FineSimulationAnswers = Record<InfractionField, boolean> &
  Record<Step3QuestionField, string> &
  Record<MitigatingFactorField, boolean> & {
    grauDano: GrauDano;
    naoTemFaturamento: boolean;
    valorFaturamento: number;
    valorTributos: number;
    valorVantagemAuferidaEstimavel: number;
  };

/** A simulation as sent and stored (POST simulacao_multa/save, PUT simulacao_multa/{id}). */
export type FineSimulation = FineSimulationAnswers & {
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

/** Origin of a simulation: DPO (internal) or LANDING_PAGE (lead). */
export type SimulationOrigin = 'DPO' | 'LANDING_PAGE';

/** Row of GET /simulacao_multa/filter. */
export interface SimulatedFineListItem {
  id: number;
  createdBy: string;
  email: string;
  empresa: string | null;
  origem: SimulationOrigin;
  createdAt: IsoDateTime;
  grauInfracao: string | null;
  valorSimulado: number | null;
  temDocumento: boolean;
}

/**
 * GET /simulacao_multa/filter and /export-excel query (size 10). The spec says "period" without
 * names: we use periodoInicial/periodoFinal as the other exports do.
 */
export interface SimulatedFineFilterQuery extends PageQuery {
  search?: string;
  origin?: SimulationOrigin;
  periodoInicial?: IsoDate;
  periodoFinal?: IsoDate;
  clientId?: number;
}

/** Multipart part name of POST /simulacao_multa/documentos (JSON of the payload plus id). */
export const SIMULATION_DOCUMENTS_PART = 'documentosDto';

/** POST /captcha query. */
export interface CaptchaQuery {
  token: string;
}
