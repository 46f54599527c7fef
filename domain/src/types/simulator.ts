// Fine simulator: leads, simulations and the simulated fines list (spec 4 section 3).
import type { SimulationOrigin } from '../constants';
import type {
  AgravanteField,
  AtenuanteField,
  DosimetryInput,
  InfractionField,
} from '../dosimetry/dosimetry-types';
import type { LeadConsent, LeadFollowUp, LeadFollowUpStatus } from '../lead-follow-up';
import type { IdName, IsoDate, IsoDateTime, PageQuery } from './common';

/** Lead registration (POST user-lp/save). */
export interface Lead {
  name: string;
  email: string;
  company: string;
  /** 'Quero receber as informações por e-mail', on by default. */
  infoEmail: boolean;
}

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

/** Row of GET /simulacao_multa/filter; origem is DPO (internal) or LANDING_PAGE (lead). */
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
  /** Each attached file, in upload order (downloaded by GET /simulacao_multa/download/{id}?documentId=). */
  documentos: { id: number; filename: string }[];
  /** A landing-page row's lead (issue 30); null for a portal simulation or an erased lead. */
  leadId?: number | null;
  /** The lead's "Quero receber as informações por e-mail"; null for a portal simulation. */
  infoEmail?: boolean | null;
  consentimento?: LeadConsent | null;
  acompanhamento?: LeadFollowUp | null;
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
  /** Only the leads with this follow-up status (issue 30). */
  acompanhamento?: LeadFollowUpStatus;
}

/** Multipart part name of POST /simulacao_multa/documentos (JSON of the payload plus id). */
export const SIMULATION_DOCUMENTS_PART = 'documentosDto';

/** POST /captcha query. */
export interface CaptchaQuery {
  token: string;
}
