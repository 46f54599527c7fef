import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { DemandNotice, NotificationKind, OutboxKind } from '@dpohub/domain';
import { demands } from './demands';
import { users } from './users';

/**
 * E-mails waiting to be sent (a durable outbox). A row is written once the change it tells of is
 * committed; the delivery job claims due rows with a lease, so several API replicas never send
 * one twice, and a failure moves `next_attempt_at` forward (backoff) instead of losing it.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<OutboxKind>().notNull(),
    recipientUserId: integer('recipient_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    demandId: integer('demand_id').references(() => demands.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Set after the last attempt failed; the row stays for an operator to inspect or retry. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** One attached file (the simulator's result PDF), base64; none for the other notices. */
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentBase64: text('attachment_base64'),
    /** A demand's notice in parts, so the job can group one person's notices (demands m17). */
    notice: jsonb('notice').$type<DemandNotice>(),
  },
  (table) => [
    // The job's only question: which unsent rows are due, oldest first.
    index('notification_outbox_due_idx')
      .on(table.nextAttemptAt, table.id)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('notification_outbox_recipient_idx').on(table.recipientUserId, table.createdAt),
    // A person's other pending notices of the same demand (grouping, demands m17).
    index('notification_outbox_group_idx')
      .on(table.recipientUserId, table.demandId, table.id)
      .where(
        sql`${table.sentAt} is null and ${table.failedAt} is null and ${table.notice} is not null`,
      ),
  ],
);

/** A kind of notification a user turned off or on again; no row means on (the default). */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * Runs of scheduled jobs (the daily digest), one row per job and day: the replica that inserts
 * the row runs the job, every other one sees the conflict and skips it.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    runKey: text('run_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.job, table.runKey] })],
);
