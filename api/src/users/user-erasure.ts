import { eq, sql } from 'drizzle-orm';
import { erasedUserLogin, erasedUserName } from '@dpohub/domain';
import type { Transaction } from '../audit/audit-writer';
import * as s from '../db/schema';

/** What carrying out an erasure removed, for the audit event (counts, never the data). */
export interface ErasureOutcome {
  sessions: number;
  participations: number;
}

/**
 * Carries out a request to erase one's account (issue 31; LGPD art. 18 VI), in the answer's
 * transaction. The account stays as a number, so the records the firm and its clients must keep
 * (their requests, documents, assessments and the audit trail, which name the user by id) still
 * read: 'Usuário excluído nº 12'. What identifies the person goes: name, e-mail, username (phone
 * and CPF are not kept on accounts), job title and department, and the copies of the name on
 * demand links, assessment comments and versions. Secrets and traces of use go: password, second
 * factor, recovery and reset codes, invitations, sessions (address and browser), refused sign-ins,
 * e-mail preferences and the e-mails kept for the user. The account is disabled, its tokens end,
 * it leaves the demands it took part in and no longer stands for a lawyer.
 */
export async function eraseUserAccount(
  tx: Transaction,
  user: { id: number; username: string },
  now: Date,
): Promise<ErasureOutcome> {
  const id = user.id;
  const name = erasedUserName(id);
  const login = erasedUserLogin(id);
  await tx
    .update(s.users)
    .set({
      name,
      username: login,
      email: login,
      // Not a hash of anything: no password verifies against it.
      passwordHash: '!excluido',
      jobTitle: null,
      department: null,
      enabled: false,
      sessionVersion: sql`${s.users.sessionVersion} + 1`,
      updatedAt: now,
    })
    .where(eq(s.users.id, id));

  const sessions = await tx
    .delete(s.userSessions)
    .where(eq(s.userSessions.userId, id))
    .returning({ id: s.userSessions.id });
  await tx.delete(s.userTwoFactor).where(eq(s.userTwoFactor.userId, id));
  await tx.delete(s.userRecoveryCodes).where(eq(s.userRecoveryCodes.userId, id));
  await tx.delete(s.passwordResetCodes).where(eq(s.passwordResetCodes.userId, id));
  await tx.delete(s.userInvitations).where(eq(s.userInvitations.userId, id));
  await tx.delete(s.notificationPreferences).where(eq(s.notificationPreferences.userId, id));
  await tx.delete(s.notificationOutbox).where(eq(s.notificationOutbox.recipientUserId, id));
  await tx
    .delete(s.loginFailures)
    .where(sql`lower(${s.loginFailures.username}) = lower(${user.username})`);

  const participations = await tx
    .delete(s.demandParticipants)
    .where(eq(s.demandParticipants.userId, id))
    .returning({ id: s.demandParticipants.id });
  await tx.update(s.demandUserLinks).set({ name }).where(eq(s.demandUserLinks.userId, id));
  await tx
    .update(s.assessmentComments)
    .set({ authorName: name })
    .where(eq(s.assessmentComments.authorUserId, id));
  await tx
    .update(s.assessmentVersions)
    .set({ createdByName: name })
    .where(eq(s.assessmentVersions.createdByUserId, id));
  await tx.update(s.lawyers).set({ userId: null }).where(eq(s.lawyers.userId, id));
  return { sessions: sessions.length, participations: participations.length };
}
