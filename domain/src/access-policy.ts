// The one access policy of the portal (spec 1 section 6, spec 2 section 6). The shell's route
// guards, the screens and the API's route options all call these functions.
import {
  objectWithAccess,
  type DefinitionFeatures,
} from './assessment-definitions/definition-access';
import type { Authority } from './authorities';
import { SPEC_AUTHORITIES } from './authority-codes';
import type { ContractableFunction } from './client-functions';
import { DEMAND_STATUS, type DemandStatus, type StatusActor } from './demand-status';
import { isClientAdministrator, type Principal } from './principal';
import { EMPLOYEE_TYPE_CODES, type EmployeeTypeCode } from './types/user';

// The principal itself, built from the signed-in user, lives in its own module, so a screen that
// only asks who is signed in does not carry the policy's tables (issue 34 bound 1).
export {
  auditTrailScope,
  isClientAdministrator,
  isFirmStaff,
  principalOf,
  type Principal,
} from './principal';

export type UserKind = 'admin' | 'client';

export interface AccessRule {
  /** Route guard: the user's kind must match (spec 1 section 2.1). */
  userType?: UserKind;
  /** Client policy: needed by client users only; admins pass. */
  policy?: Authority;
  /** Admin-only feature. */
  onlyAdmin?: boolean;
  /** Client-only feature: the one thing admins may not do. */
  onlyClient?: boolean;
  /** Firm admins and client administrators (profile 2) only: the audit trail (issue 31). */
  administrators?: boolean;
  /** Open without a session. */
  public?: boolean;
  /**
   * The function card this belongs to (docs/decisions.md "Contracted functions"): a client user
   * whose client has not contracted it is refused, whatever else they hold (security M1).
   */
  contract?: ContractableFunction;
}

export type AccessRefusal =
  | 'unauthenticated'
  | 'wrongUserType'
  | 'missingPolicy'
  | 'adminOnly'
  | 'clientOnly'
  | 'notContracted'
  | 'administratorsOnly';

export type AccessDecision = { allowed: true } | { allowed: false; reason: AccessRefusal };

/** Spec 1 section 6: admin if the user has the admin flag, otherwise client. */
export function userKind(p: Principal): UserKind {
  return p.admin ? 'admin' : 'client';
}

/** Whether the user holds the authority. ROLE_ADMIN counts as every client policy. */
export function hasAuthority(p: Principal, a: Authority): boolean {
  return p.authorities.includes(a) || p.authorities.includes(SPEC_AUTHORITIES.ADMIN);
}

/** Spec 2 section 6: a participant's only role is ROLE_GESTAO_PARTICIPANTE (ROLE_USER aside). */
export function isParticipant(p: Principal): boolean {
  if (p.admin) return false;
  const roles = p.authorities.filter((a) => a !== SPEC_AUTHORITIES.USER);
  return roles.length > 0 && roles.every((a) => a === SPEC_AUTHORITIES.GESTAO_PARTICIPANTE);
}

/** The access rule of spec 1 section 6, with the reason of a refusal. */
export function accessDecision(p: Principal | null, rule: AccessRule): AccessDecision {
  if (rule.public) return { allowed: true };
  if (!p) return { allowed: false, reason: 'unauthenticated' };
  const kind = userKind(p);
  if (rule.onlyAdmin && kind !== 'admin') return { allowed: false, reason: 'adminOnly' };
  if (rule.onlyClient && kind !== 'client') return { allowed: false, reason: 'clientOnly' };
  if (rule.userType && rule.userType !== kind) return { allowed: false, reason: 'wrongUserType' };
  if (rule.administrators && !p.admin && !isClientAdministrator(p)) {
    return { allowed: false, reason: 'administratorsOnly' };
  }
  // "A policy is checked for client users only" (spec 1 section 2.1).
  if (rule.policy && kind === 'client' && !hasAuthority(p, rule.policy)) {
    return { allowed: false, reason: 'missingPolicy' };
  }
  if (rule.contract && !functionContracted(p, rule.contract)) {
    return { allowed: false, reason: 'notContracted' };
  }
  return { allowed: true };
}

/**
 * Security M1: what the firm switched off for a client is off for its users, on every screen
 * and route of that function. Firm staff use every function; a principal whose client's
 * functions are not known yet (a screen still reading them) is not judged here.
 */
export function functionContracted(p: Principal, fn: ContractableFunction): boolean {
  if (p.admin || p.contracted == null) return true;
  return p.contracted.includes(fn);
}

export function canAccess(p: Principal | null, rule: AccessRule): boolean {
  return accessDecision(p, rule).allowed;
}

/** Where a user lands after login: participants on client demands (spec 1 section 2.2). */
export function landingPath(p: Principal): '/clientDemands' | '/home' {
  return isParticipant(p) ? '/clientDemands' : '/home';
}

/**
 * Every guarded feature and route of spec 1 sections 2.1 and 6, spec 2 section 6, spec 3
 * section 6 and spec 4 section 6. An empty rule means "any signed-in user". A plain literal, which
 * the domain's own rules read (as SPEC_AUTHORITIES), so that a bundle reads through it and
 * carries only the rules it uses; FEATURES adds the kinds written as definitions.
 */
export const SPEC_FEATURES = {
  // Public pages (spec 1 section 2.1).
  login: { public: true },
  forgetPassword: { public: true },
  verificationCode: { public: true },
  newPassword: { public: true },
  components: { public: true },
  fineSimulatorLanding: { public: true },

  // Private pages open to every signed-in user.
  home: {},
  functions: {},
  terms: {},
  changePassword: {},
  /** Contractable (docs/decisions.md "Contracted functions"). */
  dashboard: { contract: 'dashboard' },
  assessmentsList: {},
  /** Every demand is a document, contract or consultation (spec 2: service types 9, 12, 2). */
  clientDemands: { contract: 'documentsContractsConsultations' },
  clientDemandDetails: { contract: 'documentsContractsConsultations' },
  /** Spec 4 section 6: the simulator needs no role. */
  fineSimulator: {},
  /**
   * Spec 4 section 6 leaves the list's roles open: every signed-in user, each seeing the
   * simulations of `simulationListScope` (docs/decisions.md).
   */
  simulatedFines: {},
  simulatedFinesExport: {},

  // Client policies (spec 1 section 6).
  projectEvaluation: {
    policy: SPEC_AUTHORITIES.AVALIACAO_NOVOS_PROJETOS,
    contract: 'projectEvaluation',
  },
  ropa: { policy: SPEC_AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS, contract: 'ropa' },
  ali: { policy: SPEC_AUTHORITIES.TESTE_LEGITIMO_INTERESSE, contract: 'ali' },
  tpa: { policy: SPEC_AUTHORITIES.ASSESSMENT_TERCEIROS, contract: 'tpa' },
  budgetControl: { policy: SPEC_AUTHORITIES.CONTROLE_ORCAMENTARIO, contract: 'budgetControl' },
  users: { policy: SPEC_AUTHORITIES.GESTAO_USUARIOS, contract: 'users' },
  /** Documents, contracts and consultations cards (serviceType 9, 12, 2). */
  documentsContractsConsultations: {
    policy: SPEC_AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS,
    contract: 'documentsContractsConsultations',
  },
  /** Spec 2 section 2.5: Nova solicitação for ROLE_ADMIN or ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS. */
  clientDemandCreate: {
    policy: SPEC_AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS,
    contract: 'documentsContractsConsultations',
  },

  // Admin user type (spec 1 section 2.1, spec 2 section 2).
  staffDemands: { userType: 'admin' },
  filedDemands: { userType: 'admin' },
  demandExport: { userType: 'admin' },
  createClient: { userType: 'admin' },
  deleteClient: { userType: 'admin' },

  // Only admin (spec 1 section 6, spec 2 section 6, spec 3 section 6).
  lawyers: { onlyAdmin: true },
  /** The firm's follow-up of the simulator's leads, and their erasure on request (issue 30). */
  leadFollowUp: { onlyAdmin: true },
  clientPrices: { onlyAdmin: true },

  /** Which function cards a client has contracted (docs/decisions.md). */
  clientFunctions: { onlyAdmin: true },
  /** The firm ends a client's contract (issue 31): its users keep a read-only window. */
  endClientContract: { onlyAdmin: true },
  clientPicker: { onlyAdmin: true },
  demandInternalData: { onlyAdmin: true },
  demandRowMenu: { onlyAdmin: true },
  demandArchive: { onlyAdmin: true },
  cancelDemandDirectly: { onlyAdmin: true },
  acceptRefuseCancellation: { onlyAdmin: true },
  addRemoveHours: { onlyAdmin: true },
  assessmentClientPicker: { onlyAdmin: true },
  assessmentObservations: { onlyAdmin: true },
  ropaReport: { onlyAdmin: true },

  /**
   * The audit trail (issue 31): firm admins see every event, a client administrator the events of
   * their own client (`auditTrailScope`); only the firm verifies the chain.
   */
  auditTrail: { administrators: true },
  auditVerify: { onlyAdmin: true },

  // Only client (spec 2 section 4: a client's cancel becomes a request, an admin's is direct).
  requestCancellation: { onlyClient: true },
  hoursBankPromotion: { onlyClient: true },
} as const satisfies Record<string, AccessRule>;

/**
 * The features above, and each kind written as a definition (issue 32): a client policy, its
 * authority and its contracted function, both named in its identity.
 */
export const FEATURES = /* @__PURE__ */ objectWithAccess<typeof SPEC_FEATURES & DefinitionFeatures>(
  SPEC_FEATURES,
  (access) => [access.feature, { policy: access.authority, contract: access.feature }],
);

export type FeatureKey = keyof typeof FEATURES;

export function canUseFeature(p: Principal | null, feature: FeatureKey): boolean {
  return canAccess(p, FEATURES[feature]);
}

// ---- Demand-level rules (spec 2 section 6) ----

/** The actor of a status change, for transitionDecision. */
export function statusActor(p: Principal): StatusActor {
  if (isParticipant(p)) return 'participant';
  return userKind(p);
}

/** Spec 2 section 2.5: Nova solicitação. */
export function canCreateClientRequest(p: Principal): boolean {
  return canAccess(p, SPEC_FEATURES.clientDemandCreate);
}

/** Spec 2 section 4: a request is edited only while pending, and never by participants. */
export function canEditClientRequest(p: Principal, demand: { status: DemandStatus }): boolean {
  return !isParticipant(p) && demand.status === DEMAND_STATUS.PENDENTE;
}

/** Spec 2 section 6: participants cannot comment. */
export function canComment(p: Principal): boolean {
  return !isParticipant(p);
}

/**
 * Spec 2 section 2.4: edit and cancel in the staff form are for firm staff (DANIEL_LAW), or for
 * a client administrator when a client administrator or a granular client user created the
 * demand.
 */
export function canEditStaffDemand(
  p: Principal,
  demand: { createdBy: { employeeDanielLaw?: number | null } },
): boolean {
  if (p.employeeDanielLaw === EMPLOYEE_TYPE_CODES.DANIEL_LAW) return true;
  if (p.employeeDanielLaw !== EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR) return false;
  const author = demand.createdBy.employeeDanielLaw;
  return (
    author === EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR ||
    author === EMPLOYEE_TYPE_CODES.CLIENTE_DANIEL_LAW
  );
}

/**
 * Tenant scoping: admins see every client, a client user only their own (spec 2 section 2.1:
 * "A client user's list is limited by their client id").
 */
export function canAccessClient(p: Principal, clientId: number): boolean {
  return p.admin || (p.client != null && p.client === clientId);
}

/** The client a list is limited to: null for admins (every client). */
export function clientScope(p: Principal): number | null {
  return p.admin ? null : (p.client ?? null);
}

/**
 * Who may read a demand: admins any, a participant only a demand they take part in
 * (spec 2 section 6, "see only this document"), other client users their own client's.
 */
export function canViewDemand(
  p: Principal,
  demand: { client: { id: number } },
  participantOfDemand: boolean,
): boolean {
  if (p.admin) return true;
  if (isParticipant(p)) return participantOfDemand;
  if (!canAccessClient(p, demand.client.id)) return false;
  // A granular user without the demands authority keeps only the demands they are attached to.
  return holdsDemandAccess(p) || participantOfDemand;
}

/**
 * Spec 1 section 6 and spec 2 section 6: ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS gives the demand
 * lists and the client's demands. Firm admins and client administrators hold them all.
 */
export function holdsDemandAccess(p: Principal): boolean {
  if (p.admin || p.employeeDanielLaw === EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR) return true;
  return hasAuthority(p, SPEC_AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS);
}

/**
 * How a user who reads a demand only because they are attached to it acts on it: as a
 * participant (read, no edits, no comments), whatever other authorities they hold.
 */
export function attachedOnlyPrincipal(p: Principal): Principal {
  return { ...p, authorities: [SPEC_AUTHORITIES.USER, SPEC_AUTHORITIES.GESTAO_PARTICIPANTE] };
}

// ---- User management (spec 1 sections 2.8, 2.9 and 5) ----

const ALL_PROFILES: readonly EmployeeTypeCode[] = [
  EMPLOYEE_TYPE_CODES.CLIENTE_DANIEL_LAW,
  EMPLOYEE_TYPE_CODES.DANIEL_LAW,
  EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR,
];

/**
 * Profile choices of the user form: admins all three; a client administrator the granular
 * and client-administrator profiles (never firm staff); a granular user with
 * ROLE_GESTAO_USUARIOS only the granular profile; anyone else none.
 */
export function allowedProfilesFor(actor: Principal): EmployeeTypeCode[] {
  if (actor.admin) return [...ALL_PROFILES];
  if (!hasAuthority(actor, SPEC_AUTHORITIES.GESTAO_USUARIOS)) return [];
  if (actor.employeeDanielLaw === EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR) {
    return [EMPLOYEE_TYPE_CODES.CLIENTE_DANIEL_LAW, EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR];
  }
  return [EMPLOYEE_TYPE_CODES.CLIENTE_DANIEL_LAW];
}

/**
 * Whether the actor may see, create, edit or (de)activate the target user: the firm admin
 * everything; others only users of their own client whose profile they may choose.
 */
export function canManageUser(
  actor: Principal,
  target: { employeeDanielLaw: number; client: number | null },
): boolean {
  if (!canAccess(actor, SPEC_FEATURES.users)) return false;
  if (actor.admin) return true;
  if (actor.client == null || target.client !== actor.client) return false;
  return (allowedProfilesFor(actor) as number[]).includes(target.employeeDanielLaw);
}

/**
 * Whether the actor holds a role, as user management counts it (security C1): ROLE_USER is
 * everyone's; a firm admin holds every role; a client administrator every role of a client
 * (ROLE_ADMIN is every client policy); anyone else exactly the roles they were given. The
 * participant role is a role like any other: a granular manager without it holds it not.
 */
export function holdsRole(actor: Principal, authority: string): boolean {
  if (authority === SPEC_AUTHORITIES.USER || actor.admin) return true;
  if (isClientAdministrator(actor)) return true;
  return actor.authorities.includes(authority);
}

/**
 * The one rule of granting (security C1): a manager grants, removes or keeps only roles it
 * holds itself, with no exception, whoever the user is (itself included). `before` is what the
 * user holds now (nothing for a new user), `after` what the save would leave.
 */
export function canSetRoles(
  actor: Principal,
  before: readonly string[],
  after: readonly string[],
): boolean {
  return [...before, ...after].every((authority) => holdsRole(actor, authority));
}

/**
 * Whether the actor may change the target user (e-mail, permissions, status): as
 * canManageUser, and only when the actor holds every role of the target (holdsRole), so nobody
 * takes over an account that can do more than they can. The user form offers 'Editar Usuário'
 * and the status button only when this holds; the API refuses the rest with 403.
 */
export function canChangeUser(
  actor: Principal,
  target: { employeeDanielLaw: number; client: number | null; authorities: readonly string[] },
): boolean {
  if (!canManageUser(actor, target)) return false;
  return target.authorities.every((authority) => holdsRole(actor, authority));
}

/** Scope of GET /user/filter: the client the list is limited to and the profiles it shows. */
export function userListScope(actor: Principal): {
  clientId: number | null;
  profiles: EmployeeTypeCode[];
} {
  return { clientId: clientScope(actor), profiles: allowedProfilesFor(actor) };
}

/** Spec 1 section 5: a non-admin cannot pick the client of a user (locked to their own). */
export function canPickUserClient(actor: Principal): boolean {
  return actor.admin;
}
