import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** A client company; its id is the firm's folder number ("Pasta"), typed by the admin (spec 1 section 3). */
export const clients = pgTable(
  'clients',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** The name's searchable form (migration 0013_scale_lists), under its trigram index. */
    nameSearch: text('name_search').generatedAlwaysAs(sql`dpohub_search_text(name)`),
    enableHoursBank: boolean('enable_hours_bank').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the firm ended the contract (issue 31, migration 0090); null while in force. */
    contractEndedAt: timestamp('contract_ended_at', { withTimezone: true }),
    /** The day it ended in Brazil, and the last day of read-only access (domain contractWindow). */
    contractEndedOn: date('contract_ended_on', { mode: 'string' }),
    contractReadOnlyUntil: date('contract_read_only_until', { mode: 'string' }),
    contractEndReason: text('contract_end_reason'),
    /** When the lifecycle round erased the client's files and personal data. */
    dataErasedAt: timestamp('data_erased_at', { withTimezone: true }),
  },
  (table) => [
    index('clients_name_idx').on(table.name),
    index('clients_contract_erasure_due_idx')
      .on(table.contractReadOnlyUntil)
      .where(sql`contract_ended_at IS NOT NULL AND data_erased_at IS NULL`),
    index('clients_name_search_idx').using('gin', sql`${table.nameSearch} gin_trgm_ops`),
  ],
);

/** Which function cards (domain FEATURES keys) a client has contracted; the home shows these. */
export const clientFunctions = pgTable(
  'client_functions',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.feature] })],
);
