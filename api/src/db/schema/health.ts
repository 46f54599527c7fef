import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row that GET /api/health writes and reads back: a database that can no longer write
 * (folder deleted, read-only disk, server gone) fails the check instead of answering `select 1`
 * from memory.
 */
export const healthProbe = pgTable('health_probe', {
  id: integer('id').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
});
