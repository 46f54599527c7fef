import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  primaryKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { AssessmentStatus, ReviewState, VersionReason } from '@dpohub/domain';
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
    /** The firm's review (issue 31): null when nobody asked for one (migration 0051). */
    reviewState: text('review_state').$type<ReviewState>(),
    /** The newest numbered version; 0 before the first conclusion. */
    version: integer('version').notNull().default(0),
    /** The firm's approval: the lawyer's name and OAB on the dossier's sign-off block. */
    approval: jsonb('approval').$type<AssessmentApproval>(),
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
    index('assessments_form_review_client_idx').on(
      table.formId,
      table.reviewState,
      table.clientId,
      table.id,
    ),
    index('assessments_form_review_idx').on(table.formId, table.reviewState, table.id),
  ],
);

export interface AssessmentApproval {
  lawyerName: string;
  oab: string;
  /** ISO date-time. */
  approvedAt: string;
  approvedByUserId: number;
  approvedByName: string;
  version: number;
}

/**
 * Each numbered version of an assessment, kept whole (issue 31): what was answered, noted and
 * concluded at a conclusion or at the firm's later change. A trigger refuses any rewrite of it.
 */
export const assessmentVersions = pgTable(
  'assessment_versions',
  {
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reason: text('reason').$type<VersionReason>().notNull(),
    name: text('name').notNull(),
    answers: jsonb('answers').$type<Record<string, string | null>>().notNull(),
    observations: jsonb('observations').$type<Record<string, string>>().notNull(),
    results: jsonb('results').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdByName: text('created_by_name'),
  },
  (table) => [
    primaryKey({ name: 'assessment_versions_pk', columns: [table.assessmentId, table.number] }),
  ],
);

/** The firm's comments per question during a review, in threads the client answers in. */
export const assessmentComments = pgTable(
  'assessment_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    /** The version under review when it was written. */
    version: integer('version').notNull(),
    section: text('section').notNull(),
    question: text('question').notNull(),
    text: text('text').notNull(),
    firm: boolean('firm').notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('assessment_comments_assessment_idx').on(table.assessmentId, table.id)],
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
