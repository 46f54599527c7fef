import {
  and,
  asc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  notInArray,
  or,
  sql,
  type SQLWrapper,
} from 'drizzle-orm';
import type { DemandNotice, MailContent, OutboxKind, Recipient } from '@dpohub/domain';
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
  /** The notice in parts, for a demand's notices (grouped by the job, demands m17). */
  notice?: DemandNotice | null;
}

/** One message per recipient, each with the mail written for that recipient. */
export function messagesFor(
  recipients: readonly Recipient[],
  mailOf: (recipient: Recipient) => MailContent,
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
      notice: demandId === null ? null : (mail.notice ?? null),
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
  recipientUserId: number | null;
  demandId: number | null;
  notice: DemandNotice | null;
}

const claimedColumns = {
  id: notificationOutbox.id,
  toEmail: notificationOutbox.toEmail,
  subject: notificationOutbox.subject,
  body: notificationOutbox.body,
  attempts: notificationOutbox.attempts,
  recipientUserId: notificationOutbox.recipientUserId,
  demandId: notificationOutbox.demandId,
  notice: notificationOutbox.notice,
  attachmentName: notificationOutbox.attachmentName,
  attachmentType: notificationOutbox.attachmentType,
  attachmentBase64: notificationOutbox.attachmentBase64,
};

type ClaimedRow = Omit<ClaimedMessage, 'attachment'> & {
  attachmentName: string | null;
  attachmentType: string | null;
  attachmentBase64: string | null;
};

/** A claimed row with its attached file read back from base64. */
function withAttachment({
  attachmentName,
  attachmentType,
  attachmentBase64,
  ...message
}: ClaimedRow): ClaimedMessage {
  return {
    ...message,
    attachment:
      attachmentName && attachmentBase64
        ? {
            filename: attachmentName,
            contentType: attachmentType ?? 'application/octet-stream',
            content: Buffer.from(attachmentBase64, 'base64'),
          }
        : null,
  };
}

/** After this many failed attempts (about a day of backoff) a message is set aside as failed. */
export const MAX_DELIVERY_ATTEMPTS = 20;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** Wait before the next attempt: 30 s, 1 min, 2 min ... at most one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/**
 * Queues messages. A demand's notice waits `holdMs` (the grouping window, demands m17) so the
 * person's next notices of the same demand within it go in the same e-mail; others go now.
 */
export async function enqueueMessages(
  db: Database,
  messages: readonly OutboxMessage[],
  now: Date,
  holdMs = 0,
): Promise<void> {
  if (!messages.length) return;
  const held = new Date(now.getTime() + holdMs);
  await db.insert(notificationOutbox).values(
    messages.map(({ attachment, ...message }) => ({
      ...message,
      attachmentName: attachment?.filename ?? null,
      attachmentType: attachment?.contentType ?? null,
      attachmentBase64: attachment?.content.toString('base64') ?? null,
      createdAt: now,
      nextAttemptAt: message.notice ? held : now,
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
  return lease(db, due, now, leaseMs);
}

/**
 * Leases the rows the query picked (locked, skipping rows another run holds) and counts the
 * attempt; answers them in id order.
 */
async function lease(
  db: Database,
  picked: SQLWrapper,
  now: Date,
  leaseMs: number,
): Promise<ClaimedMessage[]> {
  const claimed = await db
    .update(notificationOutbox)
    .set({
      lockedUntil: new Date(now.getTime() + leaseMs),
      attempts: sql`${notificationOutbox.attempts} + 1`,
    })
    .where(inArray(notificationOutbox.id, picked))
    .returning(claimedColumns);
  return claimed.sort((a, b) => a.id - b.id).map(withAttachment);
}

/**
 * Takes the person's other pending notices of the same demand, due or not (they arrived within
 * the window of the first one), so they go in one e-mail with it (demands m17).
 */
export async function claimGroupSiblings(
  db: Database,
  first: Pick<ClaimedMessage, 'recipientUserId' | 'demandId'>,
  exceptIds: readonly number[],
  now: Date,
  leaseMs: number,
): Promise<ClaimedMessage[]> {
  if (first.recipientUserId === null || first.demandId === null) return [];
  const siblings = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(
      and(
        eq(notificationOutbox.recipientUserId, first.recipientUserId),
        eq(notificationOutbox.demandId, first.demandId),
        isNull(notificationOutbox.sentAt),
        isNull(notificationOutbox.failedAt),
        isNotNull(notificationOutbox.notice),
        notInArray(notificationOutbox.id, [...exceptIds]),
        or(isNull(notificationOutbox.lockedUntil), lte(notificationOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(notificationOutbox.id))
    .limit(GROUP_LIMIT)
    .for('update', { skipLocked: true });
  return lease(db, siblings, now, leaseMs);
}

/** At most this many notices in one grouped e-mail; more wait for the next one. */
export const GROUP_LIMIT = 20;

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
