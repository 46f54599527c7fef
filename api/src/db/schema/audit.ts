import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 31, migration 0080_audit_events): one row per change that matters,
 * written in the transaction of the change (src/audit/audit-writer.ts). Append-only: a trigger
 * refuses UPDATE, DELETE and TRUNCATE, except the erasure of an event's personal `details`
 * (retention, end of a contract), which keeps `details_digest`. Tamper-evident: `hash` covers the
 * event's fields, the digest of its details and `prev_hash`, the previous event's hash; ids have
 * no gaps (each is the previous one plus one, under the append lock).
 *
 * No foreign keys: an event outlives the user, client or record it names.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 }).notNull(),
    kind: text('kind').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    onBehalfOfId: integer('on_behalf_of_id'),
    clientId: integer('client_id'),
    recordType: text('record_type'),
    recordId: bigint('record_id', { mode: 'number' }),
    firmOnly: boolean('firm_only').notNull(),
    /** Names, address, what changed: personal data, erasable (then null) without breaking the chain. */
    details: jsonb('details'),
    detailsDigest: text('details_digest').notNull(),
    detailsErasedAt: timestamp('details_erased_at', { withTimezone: true }),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('audit_events_occurred_at_idx').on(table.occurredAt, table.id),
    index('audit_events_client_idx').on(table.clientId, table.id),
    // A client administrator's trail: their client's events without the firm's internal ones.
    index('audit_events_client_shared_idx')
      .on(table.clientId, table.id)
      .where(sql`not firm_only`),
    index('audit_events_client_kind_idx').on(table.clientId, table.kind, table.id),
    index('audit_events_actor_idx').on(table.actorId, table.id),
    index('audit_events_kind_idx').on(table.kind, table.id),
    index('audit_events_record_idx').on(table.recordType, table.recordId, table.id),
    // The retention job finds the events that still hold details without reading the erased ones.
    index('audit_events_details_kept_idx')
      .on(table.id)
      .where(sql`details is not null`),
  ],
);
