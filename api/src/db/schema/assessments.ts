import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AssessmentStatus } from '@dpohub/domain';
import { clients } from './clients';
import { users } from './users';

/**
 * Every assessment (spec 3): new project (form 1), ALI (2), TPA (4) and ROPA (5) in one table.
 * The answers of each kind are a JSON object whose keys are the wire field names (the domain's
 * step definitions say which), the admin observations or per-step notes are `observations`
 * (jsonCustomObsObj), and `results` holds what the server computed at conclusion.
 */
export const assessments = pgTable(
  'assessments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    formId: smallint('form_id').notNull(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    status: text('status').$type<AssessmentStatus>().notNull().default('DRAFT'),
    completed: boolean('completed').notNull().default(false),
    answers: jsonb('answers').$type<Record<string, string | null>>().notNull().default({}),
    observations: jsonb('observations').$type<Record<string, string>>().notNull().default({}),
    results: jsonb('results').$type<Record<string, unknown>>(),
    demandId: integer('demand_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** Who concluded it: a client user, or the firm's admin on the client's behalf (issue 28). */
    completedByUserId: integer('completed_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    // Name and creator folded (lower case, no accents) for the list search (spec 3 section 2.5).
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    // The list and the dashboard always filter by form, then usually by client; newest first.
    index('assessments_form_client_idx').on(table.formId, table.clientId, table.id),
    index('assessments_form_idx').on(table.formId, table.id),
    index('assessments_form_created_idx').on(table.formId, table.createdAt),
    // The list filtered by status (the dashboard's pies open it so), for a client or the firm.
    index('assessments_form_completed_client_idx').on(
      table.formId,
      table.completed,
      table.clientId,
      table.id,
    ),
    index('assessments_form_completed_idx').on(table.formId, table.completed, table.id),
  ],
);

/** The firm's identification printed on every dossier: one row (id 1), kept by its admins. */
export const firmProfile = pgTable(
  'firm_profile',
  {
    id: smallint('id').primaryKey().default(1),
    name: text('name').notNull().default(''),
    registration: text('registration').notNull().default(''),
    address: text('address').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('firm_profile_single_row', sql`${table.id} = 1`)],
);

/**
 * Each client as the agent of its processing operations: identification, contact, encarregado
 * and the channel for data subjects (ANPD simplified record model, field 1).
 */
export const privacyAgentProfiles = pgTable('privacy_agent_profiles', {
  clientId: integer('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull().default(''),
  cnpj: text('cnpj').notNull().default(''),
  address: text('address').notNull().default(''),
  email: text('email').notNull().default(''),
  phone: text('phone').notNull().default(''),
  dpoName: text('dpo_name').notNull().default(''),
  dpoEmail: text('dpo_email').notNull().default(''),
  dpoPhone: text('dpo_phone').notNull().default(''),
  dataSubjectChannel: text('data_subject_channel').notNull().default(''),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
