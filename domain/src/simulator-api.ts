// The fine simulator's calls beyond what spec 4 section 7 words: the human check, the lead
// sign-in and the answers of the simulation calls. Shared by the API and mfe-simulator.

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

/** The widget's payload is a few hundred characters of base64. */
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4096;

/** The answers of the simulation calls: the wire contract's (wire/simulator.ts). */
export type {
  FineSimulationAnswer,
  FineSimulationDetails,
  SavedLead,
  SimulationDocument,
} from './wire/simulator';

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
