import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Days the firm closes besides the holidays (its 'Calendário' screen): one day or a period, such
 * as the year-end recess. Every business-day rule skips them.
 */
export const firmClosures = pgTable(
  'firm_closures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    description: text('description').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('firm_closures_start_idx').on(table.startDate),
    check('firm_closures_period', sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/**
 * The firm's settings: one row (id 1). The seat's state and city name their holidays; the firm
 * may require a second factor of its staff and of client administrators.
 */
export const firmSettings = pgTable('firm_settings', {
  id: integer('id').primaryKey(),
  seatState: text('seat_state').notNull(),
  seatCity: text('seat_city'),
  /** Firm staff and client administrators must sign in with a second factor. */
  twoFactorRequired: boolean('two_factor_required').notNull().default(false),
  /** Where a reply to the portal's e-mails goes (demands m17); null: no reply address. */
  replyToEmail: text('reply_to_email'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
