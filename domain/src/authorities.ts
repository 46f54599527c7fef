// Authorities (role names) of spec 1 section 6 and the permission groups of the user form
// (spec 1 section 2.9). The ids below are the ones the API seeds; they are written here once.
import { listWithAccess } from './assessment-definitions/definition-access';
import { listWithIdentities } from './assessment-definitions/identities';
import { SPEC_AUTHORITIES, type Authority } from './authority-codes';
import { PARTICIPANT_ROLE_ID, ROLE_USER_ID } from './constants';
import { EMPLOYEE_TYPE_CODES, type EmployeeTypeCode } from './types/user';
import type { GroupRole, Role } from './types/user';

// The role names themselves live in their own module, so a screen that checks one does not
// carry the catalogue and the permission groups (issue 34 bound 1).
export { AUTHORITIES, isAuthority, type Authority } from './authority-codes';

// ROLE_USER is id 2 and the participant role id 23 (constants.ts, from the spec); the other ids
// are ours, those of the kinds written as definitions in each kind's identity.
export const ROLE_ADMIN_ID = 1;

// Each table below is a plain value, and the catalogue a pure call over them, so that a bundle
// whose screens read no role drops the catalogue and the identities with it (page budget).
const SPEC_ROLES: readonly Role[] = [
  { id: ROLE_ADMIN_ID, name: SPEC_AUTHORITIES.ADMIN, description: 'Acesso a todas as funções' },
  { id: ROLE_USER_ID, name: SPEC_AUTHORITIES.USER, description: 'Acesso básico ao portal' },
  {
    id: 3,
    name: SPEC_AUTHORITIES.AVALIACAO_NOVOS_PROJETOS,
    description: 'Avaliação de Novos Projetos',
  },
  { id: 4, name: SPEC_AUTHORITIES.ASSESSMENT_TERCEIROS, description: 'Avaliação de Terceiros' },
  {
    id: 5,
    name: SPEC_AUTHORITIES.TESTE_LEGITIMO_INTERESSE,
    description: 'Avaliação de Legítimo Interesse',
  },
  {
    id: 6,
    name: SPEC_AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS,
    description: 'ROPA - Registro das Operações de Tratamento',
  },
  {
    id: 7,
    name: SPEC_AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS,
    description: 'Documentos, Contratos e Consultas',
  },
  { id: 8, name: SPEC_AUTHORITIES.GESTAO_USUARIOS, description: 'Gerenciamento de Usuários' },
  { id: 9, name: SPEC_AUTHORITIES.CONTROLE_ORCAMENTARIO, description: 'Controle Orçamentário' },
];

const PARTICIPANT_ROLE: Role = {
  id: PARTICIPANT_ROLE_ID,
  name: SPEC_AUTHORITIES.GESTAO_PARTICIPANTE,
  description: 'Participante de solicitação (acesso temporário)',
};

/**
 * Every role the API seeds, with its id and its Portuguese description: the spec's, each kind
 * written as a definition (its identity's role), then the participant role.
 */
export const ROLE_CATALOG: readonly Role[] = /* @__PURE__ */ listWithIdentities<Role>(
  SPEC_ROLES,
  (identity) => ({
    id: identity.roleId,
    name: identity.authority,
    description: identity.roleDescription,
  }),
  [PARTICIPANT_ROLE],
);

/* @__NO_SIDE_EFFECTS__ */
function role(name: Authority): Role {
  const found = ROLE_CATALOG.find((r) => r.name === name);
  if (!found) throw new Error(`Unknown authority ${name}`);
  return found;
}

/**
 * The names of the function groups, one wording for the /functions sections and the permission
 * groups of the user form (spec 1 section 2.1: Evaluations and Appeals, Documents and
 * Consultations, Users, Activity Management; platform m26).
 */
export const FUNCTION_GROUP_NAMES = {
  evaluations: 'Avaliações e Recursos',
  documents: 'Documentos e Consultas',
  users: 'Usuários',
  activities: 'Gestão de Atividades',
} as const;

/**
 * Permission checkboxes of the user form, grouped by menu (spec 1 section 2.9). They apply only
 * to the granular client profile (code 0); ROLE_ADMIN, ROLE_USER and the participant role are
 * never offered as checkboxes. `id` is the group id the API seeds (GET /group-role/{id}).
 */
export const PERMISSION_GROUPS: readonly (GroupRole & { id: number })[] =
  /* @__PURE__ */ permissionGroups();

// A function, so that a bundle whose screens read no group drops the groups, the catalogue and
// the identities alike (page budget).
/* @__NO_SIDE_EFFECTS__ */
function permissionGroups(): (GroupRole & { id: number })[] {
  return [
    {
      id: 1,
      name: FUNCTION_GROUP_NAMES.evaluations,
      // The spec's four kinds, then each kind written as a definition.
      roles: /* @__PURE__ */ listWithAccess(
        [
          role(SPEC_AUTHORITIES.AVALIACAO_NOVOS_PROJETOS),
          role(SPEC_AUTHORITIES.ASSESSMENT_TERCEIROS),
          role(SPEC_AUTHORITIES.TESTE_LEGITIMO_INTERESSE),
          role(SPEC_AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS),
        ],
        (access) => role(access.authority),
      ),
    },
    {
      id: 2,
      name: FUNCTION_GROUP_NAMES.documents,
      roles: [role(SPEC_AUTHORITIES.CONSULTAS_DOCUMENTOS_CONTRATOS)],
    },
    { id: 3, name: FUNCTION_GROUP_NAMES.users, roles: [role(SPEC_AUTHORITIES.GESTAO_USUARIOS)] },
    {
      id: 4,
      name: FUNCTION_GROUP_NAMES.activities,
      roles: [role(SPEC_AUTHORITIES.CONTROLE_ORCAMENTARIO)],
    },
  ];
}

/** Role ids a user may receive through the permission checkboxes. */
export const GRANULAR_ROLE_IDS: readonly number[] = /* @__PURE__ */ PERMISSION_GROUPS.flatMap((g) =>
  g.roles.map((r) => r.id),
);

/**
 * Role ids stored when a user is saved. Spec 1 section 3: ROLE_USER is always added.
 * Spec 1 section 6: firm staff and client administrators get no roles list from the form, so
 * the server gives them ROLE_ADMIN (every client policy); granular users keep the checkbox roles
 * they were given, and a temporary participant keeps role 23 (spec 2 section 3).
 */
export function rolesOnSave(
  profile: EmployeeTypeCode,
  selectedRoleIds: readonly number[],
): number[] {
  if (profile !== EMPLOYEE_TYPE_CODES.CLIENTE_DANIEL_LAW) return [ROLE_ADMIN_ID, ROLE_USER_ID];
  const kept = selectedRoleIds.filter(
    (id) => GRANULAR_ROLE_IDS.includes(id) || id === PARTICIPANT_ROLE_ID,
  );
  return [ROLE_USER_ID, ...new Set(kept)];
}

/** Spec 1 section 5: a granular user needs at least one permission beyond the default one. */
export function hasPermissionBeyondDefault(selectedRoleIds: readonly number[]): boolean {
  return selectedRoleIds.some((id) => GRANULAR_ROLE_IDS.includes(id));
}
