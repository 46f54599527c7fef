import {
  CALENDAR_FEATURES,
  DATA_SUBJECT_FEATURES,
  ERASURE_TITLES,
  canAccess,
  FEATURES,
  FUNCTION_GROUP_NAMES,
  isContractableFunction,
  isFirmStaff,
  SERVICE_TYPE,
  SLA_REPORT_FEATURE,
  SLA_REPORT_TITLES,
  userKind,
} from '@dpohub/domain';
import type { AccessRule, FeatureKey, Principal } from '@dpohub/domain';

/** The /functions sections (spec 1 section 2.1). */
export type FunctionSection = 'evaluations' | 'documents' | 'users' | 'activities';

/** The /functions sections (spec 1 section 2.1), named as the user form's permission groups. */
export const FUNCTION_SECTIONS: readonly { key: FunctionSection; title: string }[] = (
  ['evaluations', 'documents', 'users', 'activities'] as const
).map((key) => ({ key, title: FUNCTION_GROUP_NAMES[key] }));

export interface FunctionCard {
  key: string;
  /**
   * The domain FeatureKey a client contracts for this card (GET /client/{id}/functions);
   * defaults to `key`. Documentos, Contratos and Consultas share one.
   */
  contractKey?: FeatureKey;
  title: string;
  section: FunctionSection;
  to?: string;
  /** Who may open it; absent when always enabled. */
  access?: AccessRule;
  /** Spec 1 section 2.5: not built yet, gives the info message. */
  unavailable?: boolean;
  /**
   * The page works on one client (spec 2 section 2.5: an admin without a selected client is
   * sent back): an admin chooses the client before it opens.
   */
  needsClient?: boolean;
  /**
   * A card for several functions (the assessments list): open when the user may use any of
   * them (and, for a client user, the client contracted it).
   */
  anyOf?: readonly FeatureKey[];
}

// The list's own Modalidade filter, so its select shows the card's modality and the user can
// clear it (a hidden serviceType filter kept 'Todas as modalidades' on screen).
const clientRequests = (serviceType: number) => `/clientDemands?modalidade=${serviceType}`;

/** Every card of spec 1 section 2.5, grouped as the spec groups them. */
export const CARDS = {
  projectEvaluation: {
    key: 'projectEvaluation',
    title: 'Avaliação de Novos Projetos',
    section: 'evaluations',
    to: '/evaluation/project',
    access: FEATURES.projectEvaluation,
  },
  tpa: {
    key: 'tpa',
    title: 'Avaliação de Terceiros',
    section: 'evaluations',
    to: '/TPA',
    access: FEATURES.tpa,
  },
  ropa: { key: 'ropa', title: 'ROPA', section: 'evaluations', to: '/ropa', access: FEATURES.ropa },
  ali: {
    key: 'ali',
    title: 'Avaliação de Legítimo Interesse',
    section: 'evaluations',
    to: '/ali',
    access: FEATURES.ali,
  },
  // Finding B1: every saved assessment, for whoever holds any assessment authority.
  assessments: {
    key: 'assessments',
    title: 'Avaliações',
    section: 'evaluations',
    to: '/myAvaliations',
    anyOf: ['projectEvaluation', 'tpa', 'ropa', 'ali'],
  },
  // Spec 1 section 2.5: always enabled.
  fineSimulator: {
    key: 'fineSimulator',
    title: 'Simulador de multas',
    section: 'evaluations',
    to: '/fineSimulator',
  },
  budgetControl: {
    key: 'budgetControl',
    title: 'Controle Orçamentário',
    section: 'activities',
    to: '/budgetControl',
    access: FEATURES.budgetControl,
  },
  dashboard: {
    key: 'dashboard',
    title: 'Dashboards',
    section: 'activities',
    to: '/dashboard',
    access: FEATURES.dashboard,
  },
  clientPrices: {
    key: 'clientPrices',
    title: 'Gerenciar Preço por Cliente',
    section: 'activities',
    to: '/clientPricesHours',
    access: FEATURES.clientPrices,
  },
  users: {
    key: 'users',
    title: 'Gerenciamento de Usuários',
    section: 'users',
    to: '/users',
    access: FEATURES.users,
  },
  lawyers: {
    key: 'lawyers',
    title: 'Gerenciamento de Advogados',
    section: 'users',
    to: '/lawyerManagement',
    access: FEATURES.lawyers,
  },
  // Issue 31: requests to erase accounts, beside the users the firm manages.
  dataSubjectRequests: {
    key: 'dataSubjectRequests',
    title: ERASURE_TITLES.title,
    section: 'users',
    to: '/dataSubjectRequests',
    access: DATA_SUBJECT_FEATURES.manage,
  },
  documents: {
    key: 'documents',
    contractKey: 'documentsContractsConsultations',
    title: 'Documentos',
    section: 'documents',
    to: clientRequests(SERVICE_TYPE.DOCUMENTO),
    access: FEATURES.documentsContractsConsultations,
    needsClient: true,
  },
  contracts: {
    key: 'contracts',
    contractKey: 'documentsContractsConsultations',
    title: 'Contratos',
    section: 'documents',
    to: clientRequests(SERVICE_TYPE.CONTRATO),
    access: FEATURES.documentsContractsConsultations,
    needsClient: true,
  },
  consultations: {
    key: 'consultations',
    contractKey: 'documentsContractsConsultations',
    title: 'Consultas',
    section: 'documents',
    to: clientRequests(SERVICE_TYPE.CONSULTA),
    access: FEATURES.documentsContractsConsultations,
    needsClient: true,
  },
  simulatedFines: {
    key: 'simulatedFines',
    title: 'Multas Simuladas',
    section: 'evaluations',
    to: '/simulatedFines',
    access: FEATURES.simulatedFines,
  },
  clients: {
    key: 'clients',
    title: 'Clientes',
    section: 'activities',
    to: '/clients',
    access: FEATURES.clientFunctions,
  },
  calendar: {
    key: 'calendar',
    title: 'Calendário',
    section: 'activities',
    to: '/calendar',
    access: CALENDAR_FEATURES.manage,
  },
  staffDemands: {
    key: 'staffDemands',
    title: 'Solicitações',
    section: 'documents',
    to: '/demands',
    access: FEATURES.staffDemands,
  },
  filedDemands: {
    key: 'filedDemands',
    title: 'Solicitações Arquivadas',
    section: 'documents',
    to: '/filedDemands',
    access: FEATURES.filedDemands,
  },
  slaReport: {
    key: 'slaReport',
    title: SLA_REPORT_TITLES.cardTitle,
    section: 'documents',
    to: '/slaReport',
    access: SLA_REPORT_FEATURE,
  },
} satisfies Record<string, FunctionCard>;

/** Spec 1 section 2.5: not yet available, each gives the info message. */
export const UNAVAILABLE_CARDS: readonly FunctionCard[] = [
  'DPIA',
  'Checklist ISO 27001',
  'Notificação de incidente de segurança',
  'Checklist de site e app',
  'Gravidade de incidentes (ENISA)',
  'Práticas de segurança da informação',
  'Conformidade de site/app',
].map((title, index) => ({
  key: `unavailable-${index}`,
  title,
  section: 'evaluations',
  unavailable: true,
}));

/** The fixed cards every admin sees on home, in the spec's groups. */
const ADMIN_CARDS: readonly FunctionCard[] = [
  CARDS.projectEvaluation,
  CARDS.tpa,
  CARDS.ropa,
  CARDS.ali,
  CARDS.assessments,
  CARDS.fineSimulator,
  CARDS.simulatedFines,
  CARDS.budgetControl,
  CARDS.dashboard,
  CARDS.clientPrices,
  CARDS.clients,
  CARDS.calendar,
  CARDS.staffDemands,
  CARDS.filedDemands,
  CARDS.slaReport,
];

/** Spec 1 section 2.5: firm staff (employeeDanielLaw 1) also get documents and users cards. */
const FIRM_STAFF_EXTRA_CARDS: readonly FunctionCard[] = [
  CARDS.documents,
  CARDS.contracts,
  CARDS.consultations,
  CARDS.users,
  CARDS.lawyers,
  CARDS.dataSubjectRequests,
];

/** Cards a client may have contracted, in display order (keys of GET /client/{id}/functions). */
const CONTRACTABLE_CARDS: readonly FunctionCard[] = [
  CARDS.projectEvaluation,
  CARDS.tpa,
  CARDS.ropa,
  CARDS.ali,
  CARDS.budgetControl,
  CARDS.dashboard,
  CARDS.users,
  CARDS.documents,
  CARDS.contracts,
  CARDS.consultations,
];

/** A client's home in order: the contractable cards, the assessments list after the four kinds. */
const CLIENT_CARD_ORDER: readonly FunctionCard[] = [
  ...CONTRACTABLE_CARDS.slice(0, 4),
  CARDS.assessments,
  ...CONTRACTABLE_CARDS.slice(4),
];

/** Admins' home cards: the fixed set, plus the firm staff's extra cards. */
export function adminHomeCards(principal: Principal): FunctionCard[] {
  const extra = isFirmStaff(principal) ? FIRM_STAFF_EXTRA_CARDS : [];
  return [...ADMIN_CARDS, ...extra];
}

/**
 * A client's home cards: the functions contracted by their client (docs/decisions.md
 * "Home cards of a client"), plus the simulator, which is always enabled.
 */
export function clientHomeCards(contracted: readonly string[]): FunctionCard[] {
  const wanted = new Set(contracted);
  // The assessments list follows the assessment cards when any of them is contracted.
  const shown = (card: FunctionCard) =>
    card.anyOf
      ? card.anyOf.some((key) => wanted.has(key))
      : wanted.has(card.contractKey ?? card.key);
  return [...CLIENT_CARD_ORDER.filter(shown), CARDS.fineSimulator];
}

/** Every card, for /functions: all functions, each enabled or not for the user. */
export function allFunctionCards(): FunctionCard[] {
  return [...Object.values(CARDS), ...UNAVAILABLE_CARDS];
}

export type CardState = 'enabled' | 'noAccess' | 'unavailable';

/**
 * Whether the user may open the card. `contracted` is the client's contracted functions (client
 * users): a contractable card the client has not contracted is closed on /functions as it is
 * absent from home, so both pages agree.
 */
export function cardState(
  card: FunctionCard,
  principal: Principal,
  contracted: readonly string[] | null = null,
): CardState {
  if (card.unavailable) return 'unavailable';
  if (card.anyOf) {
    const usable = card.anyOf.some(
      (key) =>
        canAccess(principal, FEATURES[key]) &&
        (contracted === null || userKind(principal) !== 'client' || contracted.includes(key)),
    );
    return usable ? 'enabled' : 'noAccess';
  }
  if (card.access && !canAccess(principal, card.access)) return 'noAccess';
  const contractKey = card.contractKey ?? card.key;
  if (
    contracted !== null &&
    userKind(principal) === 'client' &&
    isContractableFunction(contractKey) &&
    !contracted.includes(contractKey)
  ) {
    return 'noAccess';
  }
  return 'enabled';
}
