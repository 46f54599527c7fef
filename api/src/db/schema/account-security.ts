import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One row per sign-in (docs/decisions.md "Two-factor sign-in and sessions"). The access token
 * carries the row's id (`sid`): ending the row ends the token on every replica. Kept after it
 * ends (ended_at, end_reason), so a later audit trail reads who signed in from where and how.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    /** 128 random bits, base64url. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Refreshed at most once a minute by the calls the session makes. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** Keyed hash of the id the sign-in page keeps in its browser (new-browser e-mail). */
    browserHash: text('browser_hash'),
    /** How the sign-in was completed: 'password', 'totp' or 'recovery'. */
    method: text('method').notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'signOut', 'endedByUser', 'endedByAdmin', 'passwordChanged'. */
    endReason: text('end_reason'),
  },
  (table) => [
    index('user_sessions_user_idx').on(table.userId, table.endedAt),
    index('user_sessions_browser_idx').on(table.userId, table.browserHash),
  ],
);

/** A user's TOTP secret (RFC 6238), sealed with AES-256-GCM (src/auth/secret-box.ts). */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  /** Null while the enrolment waits for its first code. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step accepted: a code is never accepted twice. */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** One-use recovery codes, stored as keyed hashes only. */
export const userRecoveryCodes = pgTable(
  'user_recovery_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('user_recovery_codes_user_idx').on(table.userId, table.codeHash)],
);
