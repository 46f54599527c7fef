import { and, asc, eq } from 'drizzle-orm';
import { CONTRACT_ENDED_KIND, contractEndedMail, type ContractWindow } from '@dpohub/domain';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { enqueueMessages } from '../notifications/notification-outbox';

/**
 * Queues, in the transaction that ends the contract, one e-mail to each enabled user of the
 * client (its administrators, its users and the participants of its requests, who belong to it):
 * the contract ended, and until which day they may sign in to download. No preference turns it
 * off: it is the notice the terms of use promise. Answers how many were queued.
 */
export async function queueContractEndedNotices(
  tx: Database,
  client: { id: number; name: string },
  window: ContractWindow,
  portalUrl: string,
  now: Date,
): Promise<number> {
  const recipients = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.clientId, client.id), eq(users.enabled, true), eq(users.admin, false)))
    .orderBy(asc(users.id));
  await enqueueMessages(
    tx,
    recipients.map((user) => {
      const mail = contractEndedMail(user.name, client.name, window, portalUrl);
      return {
        kind: CONTRACT_ENDED_KIND,
        recipientUserId: user.id,
        toEmail: user.email,
        subject: mail.subject,
        body: mail.text,
        demandId: null,
      };
    }),
    now,
  );
  return recipients.length;
}
