// The fine simulator's calls beyond what spec 4 section 7 words: the human check, the lead
// sign-in and the answers of the simulation calls. Shared by the API and mfe-simulator.
import type { SimulationOrigin } from './constants';
import type { DosimetryResult } from './dosimetry/dosimetry-types';
import type { SimulationLead } from './lead-follow-up';
import type { FineSimulation } from './types/simulator';

/**
 * The lead signs in through POST /oauth/token with their e-mail and this fixed password (spec 4
 * section 7). It is public by design, so a lead token can only create and compute the lead's
 * own simulations.
 */
export const LEAD_DEFAULT_PASSWORD = 'dpohub-lead';

/** `scope` claim of a lead token. */
export const LEAD_TOKEN_SCOPE = 'lead';

/** Paths (under the API base) of the self-hosted ALTCHA human check. */
export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';
export const CAPTCHA_VERIFY_PATH = '/captcha';

/**
 * POST user-lp/save proves the human check with the ALTCHA payload that POST /captcha answered
 * `true` for; each verified payload registers one lead.
 */
export const CAPTCHA_HEADER = 'X-Captcha';

/** A document attached to a simulation (POST /simulacao_multa/documentos). */
export interface SimulationDocument {
  id: number;
  filename: string;
  contentType: string;
  size: number;
  createdAt: string;
}

/**
 * Answer of save, save_lp (only `id`), PUT {id}, GET {id} and documentos: the stored payload,
 * the values the server computed and the whole calculation (`calculo`) for the result screen.
 */
export type FineSimulationAnswer = FineSimulation & {
  origem: SimulationOrigin;
  createdBy: string | null;
  email: string | null;
  empresa: string | null;
  calculo: DosimetryResult | null;
  documentos: SimulationDocument[];
};

/** Answer of GET {id}: the simulation and, for a landing-page one, its lead (platform M3). */
export type FineSimulationDetails = FineSimulationAnswer & { contato: SimulationLead | null };

/** Answer of POST user-lp/save. */
export interface SavedLead {
  id: number;
  name: string;
  email: string;
}

/** Server-side wording of the simulator calls that the spec does not word itself. */
export const SIMULATOR_API_MESSAGES = {
  captchaRequired: 'Verificação humana não concluída. Resolva o desafio e tente novamente.',
  leadNameInvalid: 'O nome deve conter apenas letras, acentos e espaços.',
  simulationNotFound: 'Simulação não encontrada',
  leadNotFound: 'Contato não encontrado',
  documentNotFound: 'Documento não encontrado',
  documentsPartMissing: 'Dados da simulação não enviados (documentosDto)',
  documentsPartInvalid: 'Dados da simulação inválidos (documentosDto)',
} as const;
