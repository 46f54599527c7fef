import {
  ADMIN_API_MESSAGES,
  API_MESSAGES,
  AUTHORITIES,
  EMPLOYEE_TYPE,
  ROLE_CATALOG,
  allowedProfilesFor,
  canManageUser,
  canSetRoles,
  canPickUserClient,
  parseApiDate,
  rolesOnSave,
  validateUserSave,
  type EmployeeTypeCode,
  type Principal,
  type UserDetail,
  type UserPayload,
} from '@dpohub/domain';
import { findClient } from '../clients/client-repository';
import { brazilianDate, type Clock } from '../clock';
import type { Database } from '../db/database';
import { badRequest, forbidden } from '../errors/api-error';
import type { UserWrite } from './user-repository';

/** Who saves: the principal and the user id (self-edits have their own limits). */
export interface SaveActor {
  id: number;
  principal: Principal;
}

const roleName = (id: number) => ROLE_CATALOG.find((role) => role.id === id)?.name;

/** The calendar day in Brazil as a local date, as the form schema compares days. */
function today(clock: Clock): Date {
  return parseApiDate(brazilianDate(clock.now()))!;
}

/**
 * The client of the saved user (spec 1 section 5): an admin picks it (none for firm staff);
 * anyone else saves users of their own client only.
 */
async function resolveClient(
  db: Database,
  actor: Principal,
  profile: EmployeeTypeCode,
  requested: number | null,
): Promise<number | null> {
  if (!canPickUserClient(actor)) {
    if (requested !== null && requested !== actor.client) throw forbidden(API_MESSAGES.forbidden);
    return actor.client ?? null;
  }
  if (profile === EMPLOYEE_TYPE.DANIEL_LAW) return null;
  if (requested === null) throw badRequest(ADMIN_API_MESSAGES.clientRequired);
  if (!(await findClient(db, requested))) throw badRequest(API_MESSAGES.clientNotFound);
  return requested;
}

/**
 * Security C1: the actor grants, removes or keeps only roles it holds itself (domain
 * canSetRoles), counting every role the body names, the ones the save would drop included, so
 * a refused role is a 403 and never a silent no.
 */
function assertGrantable(
  actor: Principal,
  requested: readonly number[],
  stored: readonly number[],
  heldBefore: readonly number[],
) {
  const names = (ids: readonly number[]) =>
    ids.map(roleName).filter((name): name is string => name !== undefined);
  if (!canSetRoles(actor, names(heldBefore), names([...requested, ...stored]))) {
    throw forbidden(ADMIN_API_MESSAGES.grantOnlyOwnPermissions);
  }
}

/**
 * Checks a POST or PUT /user body against the actor's limits and the rules of spec 1 section 5,
 * and returns what to store. `existing` is the user being updated (null on create).
 */
export async function resolveUserSave(
  db: Database,
  clock: Clock,
  actor: SaveActor,
  body: UserPayload,
  existing: UserDetail | null,
): Promise<UserWrite> {
  const profile = body.employeeDanielLaw;
  // Spec 1 section 2.9: the profile is read-only once the user exists.
  if (existing && existing.employeeDanielLaw !== profile) {
    throw badRequest(ADMIN_API_MESSAGES.profileReadOnly);
  }
  if (!(allowedProfilesFor(actor.principal) as number[]).includes(profile)) {
    throw forbidden(API_MESSAGES.forbidden);
  }
  const clientId = await resolveClient(db, actor.principal, profile, body.client?.id ?? null);
  if (!canManageUser(actor.principal, { employeeDanielLaw: profile, client: clientId })) {
    throw forbidden(API_MESSAGES.forbidden);
  }

  // Spec 1 section 2.9: Tipo and the permissions exist only for the granular profile.
  const granular = profile === EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW;
  // The body's schema fills the defaults (no temporary access, no date, no roles).
  const temporaryAccess = granular && body.temporaryAccess === true;
  const expirationDate = temporaryAccess ? (body.expirationDate ?? null) : null;
  const requestedRoles = granular ? (body.roles ?? []).map((role) => role.id) : [];
  const heldBefore = existing?.roles.map((role) => role.id) ?? [];
  assertGrantable(
    actor.principal,
    requestedRoles,
    rolesOnSave(profile, requestedRoles),
    heldBefore,
  );
  const problem = validateUserSave(
    {
      username: existing?.username ?? body.username ?? '',
      name: body.name,
      email: body.email,
      jobTitle: body.jobTitle,
      department: body.department,
      employeeDanielLaw: profile,
      temporaryAccess,
      expirationDate,
      roleIds: requestedRoles,
    },
    today(clock),
  );
  if (problem) throw badRequest(problem);

  const roleIds = rolesOnSave(profile, requestedRoles);
  // Nobody edits themselves out of user management.
  const userManagementId = ROLE_CATALOG.find((r) => r.name === AUTHORITIES.GESTAO_USUARIOS)!.id;
  if (
    existing?.id === actor.id &&
    granular &&
    heldBefore.includes(userManagementId) &&
    !roleIds.includes(userManagementId)
  ) {
    throw badRequest(ADMIN_API_MESSAGES.cannotDropOwnUserManagement);
  }

  return {
    name: body.name.trim(),
    email: body.email.trim(),
    jobTitle: body.jobTitle.trim(),
    department: body.department.trim(),
    employeeDanielLaw: profile,
    admin: profile === EMPLOYEE_TYPE.DANIEL_LAW,
    clientId,
    temporaryAccess,
    expirationDate,
    roleIds,
  };
}
