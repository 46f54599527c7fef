import {
  EMPLOYEE_TYPE_LABEL,
  changesBetween,
  type AuditChange,
  type UserDetail,
} from '@dpohub/domain';

/** The fields of a user the audit trail compares (never the password: it has its own events). */
const USER_FIELDS = [
  'username',
  'name',
  'email',
  'employeeDanielLaw',
  'client',
  'jobTitle',
  'department',
  'temporaryAccess',
  'expirationDate',
  'roles',
] as const;

/** A user's state as the trail compares it: the client by name, the permissions as the form names them. */
function auditState(user: UserDetail): Record<(typeof USER_FIELDS)[number], unknown> {
  return {
    username: user.username,
    name: user.name,
    email: user.email,
    employeeDanielLaw: EMPLOYEE_TYPE_LABEL[user.employeeDanielLaw] ?? user.employeeDanielLaw,
    client: user.client?.name ?? null,
    jobTitle: user.jobTitle,
    department: user.department,
    temporaryAccess: user.temporaryAccess,
    expirationDate: user.expirationDate,
    roles: user.roles.map((role) => role.description || role.name),
  };
}

/** What a save changed in a user (every field, for a new one). */
export function userChanges(before: UserDetail | null, after: UserDetail): AuditChange[] {
  return changesBetween(before ? auditState(before) : null, auditState(after), USER_FIELDS);
}

/** The user as an event's record: id and username. */
export function userRecord(user: Pick<UserDetail, 'id' | 'username'>) {
  return { id: user.id, label: user.username };
}
