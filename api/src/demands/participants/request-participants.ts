import type { FastifyInstance } from 'fastify';
import {
  API_MESSAGES,
  PRAZO_ATENDIMENTO,
  canCreateTemporaryParticipant,
  demandLink,
  demandPath,
  participantInvitationMail,
  type Principal,
} from '@dpohub/domain';
import type { Transaction } from '../../audit/audit-writer';
import { mailHtml } from '../../mail/mail-html';
import { demandMailFacts } from '../../notifications/demand-notifications';
import { INVITATION_TTL_HOURS } from '../../users/user-invitation';
import { forbidden } from '../../errors/api-error';
import { findDemand } from '../demand-repository';
import {
  assertTemporaryUserFree,
  insertTemporaryUser,
  unusablePasswordHash,
  type TemporaryUserDeps,
  type TemporaryUserForm,
} from './temporary-users';

// The participants the request form creates (demands m5): the form only holds them; the save
// ('Concluir') creates their accounts in its own transaction, and once it committed each one
// receives a single e-mail, the invitation that names the request and who invited them. A form
// abandoned, or a save refused, leaves no account and sends nothing.

/** A new participant checked before the save, with the hash of its unusable password. */
export interface PreparedParticipant {
  form: TemporaryUserForm;
  passwordHash: string;
}

/** An account the save created, with the link of its invitation. */
export interface InvitedParticipant {
  id: number;
  name: string;
  email: string;
  link: string;
}

/**
 * Before the save: the caller may create participants, and every e-mail and username is free
 * (the 409s of the temporary participant call). Hashing happens here, outside the transaction.
 */
export async function prepareNewParticipants(
  app: FastifyInstance,
  principal: Principal,
  forms: readonly TemporaryUserForm[],
): Promise<PreparedParticipant[]> {
  if (forms.length === 0) return [];
  if (!canCreateTemporaryParticipant(principal)) throw forbidden(API_MESSAGES.forbidden);
  const prepared: PreparedParticipant[] = [];
  for (const form of forms) {
    await assertTemporaryUserFree(app.db, principal, form);
    prepared.push({ form, passwordHash: await unusablePasswordHash() });
  }
  return prepared;
}

/**
 * Inside the save's transaction: the accounts of the client, each with its invitation token (the
 * link opens the request once the password is set). The caller attaches them as participants.
 */
export async function insertNewParticipants(
  tx: Transaction,
  deps: TemporaryUserDeps,
  clientId: number,
  demandId: number,
  prepared: readonly PreparedParticipant[],
): Promise<InvitedParticipant[]> {
  const invited: InvitedParticipant[] = [];
  for (const { form, passwordHash } of prepared) {
    invited.push(
      await insertTemporaryUser(tx, deps, clientId, form, passwordHash, demandPath(demandId)),
    );
  }
  return invited;
}

/**
 * After the commit: each new participant's invitation, naming the request (number, title, its
 * summary and link) and who invited them. A client's user is named with the company.
 */
export async function mailNewParticipants(
  app: FastifyInstance,
  demandId: number,
  invited: readonly InvitedParticipant[],
  inviter: { name: string; staff: boolean },
): Promise<void> {
  if (invited.length === 0) return;
  const record = await findDemand(app.db, demandId);
  if (!record) return;
  const facts = {
    ...demandMailFacts(record),
    urgent: record.prazoAtendimento === PRAZO_ATENDIMENTO.CUSTOMIZADO,
  };
  const link = demandLink(app.config.publicPortalUrl, demandId);
  for (const person of invited) {
    const mail = participantInvitationMail(
      facts,
      {
        recipientName: person.name,
        invitedBy: { name: inviter.name, company: inviter.staff ? null : record.clientName },
        passwordLink: person.link,
        hours: INVITATION_TTL_HOURS,
      },
      link,
    );
    app.mailer.sendInBackground({
      to: person.email,
      subject: mail.subject,
      text: mail.text,
      html: mailHtml(mail.text, mail.subject),
    });
  }
}
