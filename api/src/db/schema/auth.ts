import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Five-digit recovery codes (spec 1 section 2.3); only a keyed hash of the code is stored. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('password_reset_codes_user_idx').on(table.userId)],
);

/** Failed sign-ins per username and IP; kept in the database so every API replica sees them. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failures_key_idx').on(table.username, table.ip, table.failedAt)],
);

/**
 * Attempts counted per key (an account or an IP, with the call's name) over fixed windows, in
 * the database so that every API replica shares the count. One row per key and window.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('rate_counters_window_idx').on(table.windowStart),
  ],
);
