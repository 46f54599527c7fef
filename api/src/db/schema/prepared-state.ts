import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row: the build that last brought this database up to date (migrations, reference data,
 * demo data). A start by the same build finds its fingerprint here and skips that work
 * (src/db/prepare-database.ts).
 */
export const preparedState = pgTable('prepared_state', {
  id: integer('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  preparedAt: timestamp('prepared_at', { withTimezone: true }).notNull(),
});
