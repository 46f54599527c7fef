import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Welcome links of new users (POST /user/set-password). Only a keyed hash of the token is
 * stored, so a copy of the database alone cannot set anyone's password.
 */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('user_invitations_token_unique').on(table.tokenHash),
    index('user_invitations_user_idx').on(table.userId),
  ],
);
