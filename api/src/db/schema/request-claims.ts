import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Writes the balancer has handed to a replica, by the id it gave the client's request
 * (nginx's $request_id, header X-Request-Id). When a replica stops or dies after the request was
 * sent to it, nginx resends the request to another replica; the row tells that replica whether
 * the first one had already started on it, so a write is never applied twice (src/http/request-claims.ts).
 */
export const requestClaims = pgTable(
  'request_claims',
  {
    requestId: varchar('request_id', { length: 32 }).primaryKey(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('request_claims_claimed_at_idx').on(table.claimedAt)],
);
