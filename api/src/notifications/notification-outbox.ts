import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { OutboxKind, Recipient } from '@dpohub/domain';
import type { MailAttachment } from '../mail/mailer';
import type { Database } from '../db/database';
import { notificationOutbox } from '../db/schema';

/** One e-mail to put in the outbox. */
export interface OutboxMessage {
  kind: OutboxKind;
  recipientUserId: number | null;
  toEmail: string;
  subject: string;
  body: string;
  demandId: number | null;
  /** A file sent with the message (the simulator's result PDF). */
  attachment?: MailAttachment;
}

/** One message per recipient, each with the mail written for that recipient. */
export function messagesFor(
  recipients: readonly Recipient[],
  mailOf: (recipient: Recipient) => { subject: string; text: string },
  demandId: number | null = null,
): OutboxMessage[] {
  return recipients.map((recipient) => {
    const mail = mailOf(recipient);
    return {
      kind: recipient.kind,
      recipientUserId: recipient.user.id,
      toEmail: recipient.user.email,
      subject: mail.subject,
      body: mail.text,
      demandId,
    };
  });
}

export interface ClaimedMessage {
  id: number;
  toEmail: string;
  subject: string;
  body: string;
  attempts: number;
  attachment: MailAttachment | null;
}

/** After this many failed attempts (about a day of backoff) a message is set aside as failed. */
export const MAX_DELIVERY_ATTEMPTS = 20;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** Wait before the next attempt: 30 s, 1 min, 2 min ... at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

export async function enqueueMessages(
  db: Database,
  messages: readonly OutboxMessage[],
  now: Date,
): Promise<void> {
  if (!messages.length) return;
  await db.insert(notificationOutbox).values(
    messages.map(({ attachment, ...message }) => ({
      ...message,
      attachmentName: attachment?.filename ?? null,
      attachmentType: attachment?.contentType ?? null,
      attachmentBase64: attachment?.content.toString('base64') ?? null,
      createdAt: now,
      nextAttemptAt: now,
    })),
  );
}

/**
 * Takes up to `limit` due messages for `leaseMs`: a replica (or a second run in this process)
 * skips rows another one holds, and a lease left by a crashed process runs out and is taken
 * again. The attempt is counted when claimed, so a crash mid-send still backs off.
 */
export async function claimDueMessages(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedMessage[]> {
  const due = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        isNull(notificationOutbox.sentAt),
        isNull(notificationOutbox.failedAt),
        lte(notificationOutbox.nextAttemptAt, now),
        or(isNull(notificationOutbox.lockedUntil), lte(notificationOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(notificationOutbox)
    .set({
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${notificationOutbox.attempts} + 1`,
    })
    .where(inArray(notificationOutbox.id, due))
    .returning({
      id: notificationOutbox.id,
      toEmail: notificationOutbox.toEmail,
      subject: notificationOutbox.subject,
      body: notificationOutbox.body,
      attempts: notificationOutbox.attempts,
      attachmentName: notificationOutbox.attachmentName,
      attachmentType: notificationOutbox.attachmentType,
      attachmentBase64: notificationOutbox.attachmentBase64,
    });
  return claimed
    .sort((a, b) => a.id - b.id)
    .map(({ attachmentName, attachmentType, attachmentBase64, ...message }) => ({
      ...message,
      attachment:
        attachmentName && attachmentBase64
          ? {
              filename: attachmentName,
              contentType: attachmentType ?? 'application/octet-stream',
              content: Buffer.from(attachmentBase64, 'base64'),
            }
          : null,
    }));
}

export async function markSent(db: Database, id: number, now: Date): Promise<void> {
  await db
    .update(notificationOutbox)
    .set({ sentAt: now, lockedUntil: null, lastError: null })
    .where(eq(notificationOutbox.id, id));
}

/** Schedules the next attempt with backoff, or sets the message aside after the last one. */
export async function markFailed(
  db: Database,
  message: Pick<ClaimedMessage, 'id' | 'attempts'>,
  error: string,
  now: Date,
): Promise<void> {
  const giveUp = message.attempts >= MAX_DELIVERY_ATTEMPTS;
  await db
    .update(notificationOutbox)
    .set({
      lockedUntil: null,
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + retryDelayMs(message.attempts)),
      failedAt: giveUp ? now : null,
    })
    .where(eq(notificationOutbox.id, message.id));
}
