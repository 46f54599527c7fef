// Business constants and limits of the four spec files (section 9 of each, plus the values
// that sections 2 to 5 fix). Screens and the API import them from here; nothing else types them.
import type { DefinitionFormId } from './assessment-definitions/identities';

// ---------------------------------------------------------------------------------------------
// Spec 1: platform, access and administration
// ---------------------------------------------------------------------------------------------

export const PACKAGE_VERSION = '1.13.0';

/** 10 MB per file (spec 1 section 5, spec 2 section 5). */
export const MAX_UPLOAD_BYTES = 10485760;

export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX = 2;

export const LOGIN_EXPIRED_REDIRECT_MS = 3000;
export const CLIENT_DELETE_RELOAD_MS = 1500;
export const LOGOUT_REDIRECT_MS = 1200;

export const DEFAULT_INPUT_MAX_LENGTH = 2000;
/**
 * Longest name the API stores (people, clients, lawyers, and the user form's other fields): the
 * forms stop typing there and say so inline, instead of the server refusing the save (platform
 * m14).
 */
export const NAME_MAX_LENGTH = 255;

/** Pages are 1-based on screen; the API pages are zero-based. */
export const PAGINATION = { pagesDisplayed: 5, marginPages: 2, firstPage: 1 } as const;
/**
 * On a phone the pager shows 3 pages around the current one and 1 at each end, so its buttons
 * and both arrows stay on one line (demands m19); wider screens keep spec 1's 5 and 2.
 */
export const PHONE_PAGINATION = { pagesDisplayed: 3, marginPages: 1, maxWidthPx: 480 } as const;

export const PAGE_SIZE = {
  users: 10,
  lawyers: 10,
  clientPrices: 12,
  demands: 10,
  clientDemands: 10,
  budgetServices: 20,
  documentsGrid: 8,
  assessments: 10,
  simulatedFines: 10,
} as const;

/** Documents grid of the request details: 8 per page in 4 columns (spec 2 section 2.7). */
export const DOCUMENTS_GRID_COLUMNS = 4;

export const DEBOUNCE_MS = {
  // spec 1 section 9
  default: 1000,
  usersSearch: 1000,
  lawyersSearch: 1000,
  priceSave: 300,
  // spec 2 section 9
  demandsSearch: 500,
  demandsLawyerFilter: 200,
  demandsSelectFilter: 200,
  demandStatusChange: 300,
  clientDemandsFilters: 600,
  budgetPeriods: 1000,
  budgetClient: 100,
  budgetAdminClientAutoApply: 600,
  budgetServicesSearch: 500,
  // spec 3 section 9
  assessmentsSearch: 600,
  assessmentsPeriods: 1000,
  // spec 4 section 9
  simulatedFinesSearch: 500,
  simulatedFinesOrigin: 100,
  simulatedFinesPeriods: 1000,
} as const;

export const PRICE_SAVE_DEBOUNCE_MS = DEBOUNCE_MS.priceSave;

export const PASSWORD_MIN_LENGTH = 8;
/** The special characters a password must draw one from (spec 1 section 5). */
export const PASSWORD_SPECIALS = '#?!@$%^&*-';

export const VERIFICATION_CODE_LENGTH = 5;
/** Field names of the five code boxes: ssn_1 .. ssn_5 (spec 1 section 2.3). */
export const VERIFICATION_CODE_FIELDS = ['ssn_1', 'ssn_2', 'ssn_3', 'ssn_4', 'ssn_5'] as const;

export const TEMPORARY_ACCESS_MAX_DAYS = 15;

export const ADULT_AGE = 18;
export const TERMS_DOWNLOAD_WINDOW_BUSINESS_DAYS = 5;

/** Privacy notice retention periods (spec 4, privacy notice). */
export const ACCESS_LOG_RETENTION_MONTHS = 6;
export const COOKIE_DATA_RETENTION_MAX_DAYS = 90;

/** Demand service types; the home cards filter the request list by them (spec 2 section 2). */
export const SERVICE_TYPE = { CONSULTA: 2, DOCUMENTO: 9, CONTRATO: 12 } as const;

/** Always added to a user on save (spec 1 section 3). */
export const ROLE_USER_ID = 2;
/** Given to temporary participants of a demand (spec 2 section 3). */
export const PARTICIPANT_ROLE_ID = 23;

/** The employee-type codes carried in `employeeDanielLaw` (spec 1 section 3). */
export const EMPLOYEE_TYPE = {
  CLIENTE_DANIEL_LAW: 0,
  DANIEL_LAW: 1,
  CLIENTE_ADMINISTRADOR: 2,
} as const;

/** Local storage key of the public lead token (spec 1 section 3, spec 4 section 3.4). */
export const LANDING_TOKEN_STORAGE_KEY = 'LP-token';

/** Default file name of every spreadsheet export when Content-Disposition names none. */
export const EXPORT_DEFAULT_FILENAME = 'relatorio.xlsx';

// ---------------------------------------------------------------------------------------------
// Spec 2: demands and budget control
// ---------------------------------------------------------------------------------------------

export const DEMAND_LIMITS = {
  maxFiles: 10,
  descriptionMaxLength: 1024,
  /** A customised deadline is a full dd/MM/yyyy date. */
  deadlineMinLength: 10,
  descriptionRows: 4,
} as const;

export const COMMENT_LIMITS = {
  maxLength: 140,
  maxDocuments: 1,
  maxImages: 4,
  maxFileBytes: MAX_UPLOAD_BYTES,
} as const;

/** Comment attachments are classified by extension; anything else is a document (spec 2 section 5). */
export const FILE_EXTENSIONS = {
  image: ['jpg', 'jpeg', 'png', 'bmp', 'webp', 'svg'],
  video: ['avi', 'mp4', 'mkv', 'webm', 'mov'],
} as const;

export const SLA_BUSINESS_DAYS = 5;

export const PRAZO_ATENDIMENTO = { SLA: 'SLA', CUSTOMIZADO: 'CUSTOMIZADO' } as const;
export type PrazoAtendimento = (typeof PRAZO_ATENDIMENTO)[keyof typeof PRAZO_ATENDIMENTO];

export const PRAZO_ATENDIMENTO_OPTIONS = [
  { value: PRAZO_ATENDIMENTO.SLA, label: 'Seguir SLA (5 dias úteis)' },
  { value: PRAZO_ATENDIMENTO.CUSTOMIZADO, label: 'CUSTOMIZADO' },
] as const;

/** Client view prefixes a non-SLA deadline with this (spec 2 section 2.7). */
export const URGENT_DEADLINE_PREFIX = 'Urgente - ';

export const AREA_INTERNA_OPTIONS = [
  'Privacidade e Proteção de Dados',
  'Regulação e Aplicação de Novas Tecnologias',
  'Direito Digital (INATIVO)',
  'Legal Design',
  'Inteligência Artificial',
  'Regulatório Financeiro',
] as const;

export const TIPO_AVALIACAO_OPTIONS = [
  'PROPRIEDADE_INTELECTUAL',
  'PROTECAO_DE_DADOS',
  'GERAL',
] as const;

/** Lengths of the hours formats of spec 2 section 9 still typed at a fixed width. */
export const HOURS_FORMAT_LENGTH = {
  /** HHH:mm in budget control add/remove hours, sent as HHH:mm:00. */
  budget: 6,
} as const;
export const PERIOD_LENGTH = 7;
export const DISPLAY_DATE_LENGTH = 10;

/** Characters of the hours column shown in the demand lists (spec 2 section 2.1). */
export const LIST_HOURS_LENGTH = 5;

export const DEFAULT_BUDGET_PERIOD_YEARS_BACK = 1;

export const ARCHIVE_REFRESH_MS = 2000;
export const SPINNER_REMOVAL_MS = 400;

/** Firm name of the employee-type codes; it completes the staff cancel confirmation text. */
export const FIRM_NAME = 'Daniel Law';

// ---------------------------------------------------------------------------------------------
// Spec 3: assessments
// ---------------------------------------------------------------------------------------------

export interface ScoreBand {
  /** Inclusive upper bound of the band, in percent. */
  readonly max: number;
  readonly label: string;
}

export const MATURITY_BANDS: readonly ScoreBand[] = [
  { max: 59.99, label: 'Incipiente' },
  { max: 75.99, label: 'Moderado' },
  { max: Number.POSITIVE_INFINITY, label: 'Robusto' },
];

export const CONTRACT_RISK_BANDS: readonly ScoreBand[] = [
  { max: 9.99, label: 'Risco Reduzido' },
  { max: 39.99, label: 'Risco Moderado' },
  { max: 49.99, label: 'Risco Significativo' },
  { max: Number.POSITIVE_INFINITY, label: 'Risco Alto' },
];

/** From this contract risk on, the report suggests an impact report (spec 3 section 2.4). */
export const IMPACT_REPORT_RISK_THRESHOLD = 50;

/** The label of the first band whose upper bound holds the percentage. */
export function scoreBandLabel(bands: readonly ScoreBand[], percent: number): string {
  const band = bands.find((candidate) => percent <= candidate.max) ?? bands[bands.length - 1];
  return band?.label ?? '';
}

export const PERSONAL_DATA_TRUNCATE_LENGTH = 195;
export const ASSESSMENT_NAME_TRUNCATE_LENGTH = 50;

export const ASSESSMENT_FORM = {
  NEW_PROJECT: 1,
  ALI: 2,
  TPA: 4,
  ROPA: 5,
} as const;
/** The spec's kinds above, and the kinds written as definitions (each formId in its identity). */
export type AssessmentFormId =
  (typeof ASSESSMENT_FORM)[keyof typeof ASSESSMENT_FORM] | DefinitionFormId;

export const DEFAULT_ASSESSMENT_FORM_ID: AssessmentFormId = ASSESSMENT_FORM.ROPA;

export const ASSESSMENT_STATUS = { DRAFT: 'DRAFT', DONE: 'DONE' } as const;

export const ASSESSMENT_STATUS_LABEL = {
  completed: 'Finalizado',
  inProgress: 'Em andamento',
} as const;

export const YES_NO = { YES: 'yes', NO: 'no' } as const;

/** Step positions the server checks for completeness (spec 3 section 4). */
export const ASSESSMENT_STEP_POSITIONS = {
  newProject: [1, 2, 3, 4, 5, 6, 7],
  ropa: [1, 2, 3, 4, 5, 6, 7],
  ali: [1, 2, 3, 4, 5, 6],
  tpa: [2, 3, 4],
} as const;

export const ASSESSMENT_STEP_COUNT = {
  newProjectQuestionSteps: 7,
  ropa: 7,
  aliQuestionSteps: 6,
  tpa: 5,
} as const;

export const BLOCKED_FINISH_MESSAGE_MS = 3000;
export const ROPA_FINISH_LOADING_MS = 3000;
export const COMPLETED_FLAG_RESET_MS = 3000;

export const TEXTAREA_ROWS = { default: 3, personalDataList: 5 } as const;

export const MAX_PAGE_WIDTH = '50rem';

/** New-project preliminary risk messages the server answers (spec 3 section 4). */
export const NEW_PROJECT_RISK = { HIGH: 'RISCO ALTO', MEDIUM: 'RISCO MEDIO' } as const;

/** ALI conclusion.risk.message values (spec 3 section 2.3). */
export const ALI_RESULT = { YES: 'SIM', NO: 'NÃO' } as const;

/** Dashboard series items with this name are ignored (spec 3 section 2.6). */
export const DASHBOARD_IGNORED_SERIES = 'Avaliação Jurídica';

/** ALI: an empty sensitive-data selection is stored as 'no' (spec 3 section 5). */
export const ALI_NO_SENSITIVE_DATA = 'no';

// ---------------------------------------------------------------------------------------------
// Spec 4: fine simulator and simulated fines
// ---------------------------------------------------------------------------------------------

// The infraction options, the four aggravating questions with their percentages, the damage
// degrees and the mitigating factors live with the fine calculation in ./dosimetry.

export const SIMULATION_MAX_FILES = 10;

export const SIMULATION_CLEAR_RELOAD_MS = 500;
export const STEP_SCROLL_DELAY_MS = 400;

export const LEAD_INFO_EMAIL_DEFAULT = true;

export const SIMULATION_ORIGIN = { DPO: 'DPO', LANDING_PAGE: 'LANDING_PAGE' } as const;
export type SimulationOrigin = (typeof SIMULATION_ORIGIN)[keyof typeof SIMULATION_ORIGIN];

export const SIMULATION_ORIGIN_OPTIONS = [
  { value: SIMULATION_ORIGIN.DPO, label: 'DPO' },
  { value: SIMULATION_ORIGIN.LANDING_PAGE, label: 'Landing Page' },
] as const;

export const SIMULATOR_PAGE_TITLE = 'DPOHUB | Simulador de Multas';
