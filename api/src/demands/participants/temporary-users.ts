import { randomBytes } from 'node:crypto';
import {
  ADMIN_API_MESSAGES,
  EMPLOYEE_TYPE,
  PARTICIPANT_ROLE_ID,
  clientScope,
  collectFieldErrors,
  rolesOnSave,
  temporaryParticipantSchema,
  type Principal,
  type TemporaryParticipantFields,
  type TemporaryParticipantForm,
} from '@dpohub/domain';
import { recordAudit, type AuditActor, type Transaction } from '../../audit/audit-writer';
import { hashPassword } from '../../auth/password-hasher';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { badRequest, conflict } from '../../errors/api-error';
import type { UserInvitation } from '../../users/user-invitation';
import { userChanges, userRecord } from '../../users/user-audit';
import { findUserDetail, insertUser, takenField } from '../../users/user-repository';

// The temporary participant's account (spec 2 sections 3 and 5): a user of the client with only
// the participant role (id 23, plus ROLE_USER), no password until they set one through the
// invitation. Made by POST /solicitacao-participante/usuario-temporario and by the request form's
// save (demands m5).

/** A temporary participant's form once checked: username '' means the e-mail. */
export type TemporaryUserForm = Required<TemporaryParticipantForm>;

/** The form's rules (spec 2 section 5), answered like a schema violation: 'message: field'. */
export function validTemporaryUser(body: TemporaryParticipantFields): TemporaryUserForm {
  const [problem] = Object.entries(collectFieldErrors(temporaryParticipantSchema, body));
  if (problem) throw badRequest(`${problem[1]}: ${problem[0]}`);
  return {
    name: body.name.trim(),
    username: body.username?.trim() ?? '',
    jobTitle: body.jobTitle.trim(),
    email: body.email.trim(),
    department: body.department.trim(),
  };
}

/** The username of the account: the one typed, else the e-mail. */
export const usernameOf = (form: TemporaryUserForm) => form.username || form.email;

/**
 * 409 when the e-mail or username is someone's already. Another client's address is refused
 * without saying whose (security L4); a blank username is the e-mail, so its clash is the e-mail's.
 */
export async function assertTemporaryUserFree(
  db: Database,
  principal: Principal,
  form: TemporaryUserForm,
): Promise<void> {
  const taken = await takenField(
    db,
    { username: usernameOf(form), email: form.email },
    null,
    clientScope(principal),
  );
  if (taken === 'emailElsewhere') throw conflict(ADMIN_API_MESSAGES.emailUnavailable);
  if (taken === 'email' || (taken === 'username' && !form.username)) {
    throw conflict(ADMIN_API_MESSAGES.emailTaken);
  }
  if (taken === 'username') throw conflict(ADMIN_API_MESSAGES.usernameTaken);
}

/** An unusable password: the account opens only through the invitation (hashed before the save). */
export function unusablePasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

export interface TemporaryUserDeps {
  clock: Clock;
  invitation: UserInvitation;
  actor: AuditActor;
}

/**
 * Inserts the account and its invitation token inside `tx`, and writes 'user.created' there.
 * Answers the account and the link to set the password (which opens `returnPath` afterwards);
 * the caller e-mails it once the transaction committed.
 */
export async function insertTemporaryUser(
  tx: Transaction,
  deps: TemporaryUserDeps,
  clientId: number,
  form: TemporaryUserForm,
  passwordHash: string,
  returnPath?: string,
): Promise<{ id: number; name: string; email: string; link: string }> {
  const id = await insertUser(
    tx,
    {
      username: usernameOf(form),
      passwordHash,
      name: form.name,
      email: form.email,
      jobTitle: form.jobTitle,
      department: form.department,
      employeeDanielLaw: EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW,
      admin: false,
      clientId,
      temporaryAccess: false,
      expirationDate: null,
      roleIds: rolesOnSave(EMPLOYEE_TYPE.CLIENTE_DANIEL_LAW, [PARTICIPANT_ROLE_ID]),
    },
    deps.clock.now(),
  );
  const user = { id, name: form.name, email: form.email };
  const link = await deps.invitation.issue(user, tx, returnPath);
  const created = (await findUserDetail(tx, id))!;
  await recordAudit(tx, deps.clock, {
    kind: 'user.created',
    actor: deps.actor,
    clientId,
    record: userRecord(created),
    changes: userChanges(null, created),
  });
  return { ...user, link };
}
