import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ErasureKeepBasis, ErasureStatus } from '@dpohub/domain';
import { users } from './users';

/**
 * Requests to erase one's own account (issue 31; LGPD art. 18 VI, migration 0095): the deadline
 * of `erasureDeadline` and the firm's answer. One open request per user (a partial unique index).
 */
export const userErasureRequests = pgTable(
  'user_erasure_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ErasureStatus>().notNull().default('ABERTA'),
    reason: text('reason'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    keepBasis: text('keep_basis').$type<ErasureKeepBasis>(),
    justification: text('justification'),
  },
  (table) => [
    uniqueIndex('user_erasure_requests_one_open')
      .on(table.userId)
      .where(sql`${table.status} = 'ABERTA'`),
    index('user_erasure_requests_user_idx').on(table.userId, table.id),
    // The firm's two lists: open ones by deadline, answered ones newest first.
    index('user_erasure_requests_open_idx')
      .on(table.deadline, table.id)
      .where(sql`${table.status} = 'ABERTA'`),
    index('user_erasure_requests_closed_idx')
      .on(table.id)
      .where(sql`${table.status} <> 'ABERTA'`),
  ],
);
