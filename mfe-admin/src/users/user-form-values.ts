import {
  EMPLOYEE_TYPE,
  apiToDisplayDate,
  allowedProfilesFor,
  canPickUserClient,
  displayToApiDate,
  rolesOnSave,
} from '@dpohub/domain';
import type { EmployeeTypeCode, Principal, UserDetail, UserPayload } from '@dpohub/domain';

/** What the user form edits; dates as typed (dd/MM/yyyy). */
export interface UserFormValues {
  employeeDanielLaw: EmployeeTypeCode | null;
  clientId: number | null;
  username: string;
  name: string;
  email: string;
  jobTitle: string;
  department: string;
  /** Permission type of the granular profile: false Permanente, true Temporária. */
  temporaryAccess: boolean;
  expirationDate: string;
  /** Checked permission role ids. */
  roleIds: number[];
}

/** A new user: the only profile when the actor has one choice, and a non-admin's own client. */
export function newUserValues(actor: Principal): UserFormValues {
  const profiles = allowedProfilesFor(actor);
  return {
    employeeDanielLaw: profiles.length === 1 ? (profiles[0] ?? null) : null,
    clientId: canPickUserClient(actor) ? null : (actor.client ?? null),
    username: '',
    name: '',
    email: '',
    jobTitle: '',
    department: '',
    temporaryAccess: false,
    expirationDate: '',
    roleIds: [],
  };
}

/** The form values of a user read with GET /user/{id}. */
export function valuesFromDetail(user: UserDetail): UserFormValues {
  return {
    employeeDanielLaw: user.employeeDanielLaw,
    clientId: user.client?.id ?? null,
    username: user.username,
    name: user.name,
    email: user.email,
    jobTitle: user.jobTitle,
    department: user.department,
    temporaryAccess: user.temporaryAccess,
    expirationDate: apiToDisplayDate(user.expirationDate),
    roleIds: user.roles.map((role) => role.id),
  };
}

/**
 * The POST /user and PUT /user/{id} body. Only the granular profile (code 0) carries a
 * permission type, an expiry and checkbox roles; ROLE_USER is always added (spec 1 section 3).
 * A non-admin's users always belong to the non-admin's client (spec 1 section 5).
 */
export function toUserPayload(values: UserFormValues, actor: Principal): UserPayload {
  const profile = values.employeeDanielLaw ?? EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW;
  const granular = profile === EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW;
  const temporary = granular && values.temporaryAccess;
  const staff = profile === EMPLOYEE_TYPE.DANIEL_LAW;
  const clientId = staff
    ? null
    : canPickUserClient(actor)
      ? values.clientId
      : (actor.client ?? null);
  return {
    username: values.username.trim(),
    name: values.name.trim(),
    email: values.email.trim(),
    jobTitle: values.jobTitle.trim(),
    department: values.department.trim(),
    employeeDanielLaw: profile,
    client: clientId === null ? null : { id: clientId },
    temporaryAccess: temporary,
    expirationDate: temporary ? displayToApiDate(values.expirationDate) : null,
    roles: rolesOnSave(profile, granular ? values.roleIds : []).map((id) => ({ id })),
  };
}
