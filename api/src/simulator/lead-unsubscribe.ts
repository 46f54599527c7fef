import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { LEAD_UNSUBSCRIBE_PATH, SIMULATION_RESULT_KIND } from '@dpohub/domain';
import { recordAudit, type AuditActor } from '../audit/audit-writer';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { leads, notificationOutbox } from '../db/schema';

// The link of every e-mail to a lead (issues 30 and 31): `<lead id>.<HMAC>`, signed
// with a key derived from the API's secret for this purpose only, so it can be neither guessed
// nor turned into a sign-in token. It does not expire: an old e-mail's link keeps working.

const keyOf = (secret: string) =>
  createHmac('sha256', secret).update('dpohub:lead-unsubscribe').digest();

const macOf = (secret: string, leadId: number) =>
  createHmac('sha256', keyOf(secret)).update(String(leadId)).digest('base64url');

export function unsubscribeToken(secret: string, leadId: number): string {
  return `${leadId}.${macOf(secret, leadId)}`;
}

/** The lead a token was signed for, or null for a forged or damaged one. */
export function leadOfUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const leadId = Number(match[1]);
  if (leadId > 2147483647) return null;
  const expected = Buffer.from(macOf(secret, leadId));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? leadId : null;
}

export function unsubscribeUrl(portalUrl: string, secret: string, leadId: number): string {
  const url = new URL(LEAD_UNSUBSCRIBE_PATH, portalUrl);
  url.searchParams.set('token', unsubscribeToken(secret, leadId));
  return url.toString();
}

const sameAddress = (email: string) => eq(sql`lower(${leads.email})`, email.trim().toLowerCase());

/**
 * The link of every e-mail to a lead (issue 31): the consent is withdrawn and the lead erased
 * from the firm's list, every registration of its address with it (the link proves the address
 * is theirs), and the e-mails not sent yet to it are dropped, in one transaction with the events
 * 'lead.consentWithdrawn' and 'lead.erased' (ids only: the trail keeps that it happened, without
 * the erased data). The simulations stay, with no one's data. False when the lead no longer
 * exists (erased already).
 */
export async function withdrawLead(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  leadId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ email: leads.email })
      .from(leads)
      .where(eq(leads.id, leadId))
      .for('update');
    if (!lead) return false;
    const erased = await tx
      .delete(leads)
      .where(sameAddress(lead.email))
      .returning({ id: leads.id });
    await tx
      .delete(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.kind, SIMULATION_RESULT_KIND),
          eq(sql`lower(${notificationOutbox.toEmail})`, lead.email.trim().toLowerCase()),
          isNull(notificationOutbox.sentAt),
        ),
      );
    const event = { actor, clientId: null };
    await recordAudit(tx, clock, {
      ...event,
      kind: 'lead.consentWithdrawn',
      record: { id: leadId },
    });
    for (const { id } of erased.sort((a, b) => a.id - b.id)) {
      await recordAudit(tx, clock, { ...event, kind: 'lead.erased', record: { id } });
    }
    return true;
  });
}

/** Whether any registration of this address asked for no more e-mails. */
export async function addressUnsubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(sameAddress(email), isNotNull(leads.unsubscribedAt)))
    .limit(1);
  return row !== undefined;
}
