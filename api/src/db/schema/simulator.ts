import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  DosimetryInput,
  DosimetryResult,
  LeadFollowUpStatus,
  SimulationOrigin,
} from '@dpohub/domain';
import { clients } from './clients';
import { trigram } from './search';
import { users } from './users';

/** Visitors of the public simulator (spec 4 section 3.1); one row per e-mail. */
export const leads = pgTable(
  'leads',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    company: text('company').notNull(),
    infoEmail: boolean('info_email').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The consent this registration accepted, word for word, its version and time (LGPD art. 8).
    consentText: text('consent_text'),
    consentVersion: text('consent_version'),
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    // The ALTCHA challenge that registered this lead: its sign-in must show it (platform m5).
    registrationChallenge: text('registration_challenge'),
    // The firm's follow-up (domain LEAD_FOLLOW_UP_STATUSES), who set it last and when.
    followUpStatus: text('follow_up_status').$type<LeadFollowUpStatus>().notNull().default('NOVO'),
    followUpByUserId: integer('follow_up_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    followUpAt: timestamp('follow_up_at', { withTimezone: true }),
    // When the lead asked, through a result e-mail's link, for no more e-mails (issue 30).
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  // Not unique: every registration is kept as given (consent evidence), the newest signs in.
  (table) => [
    index('leads_email_idx').on(sql`lower(${table.email})`, table.id),
    index('leads_name_search_idx').using('gin', trigram(table.name)),
    index('leads_email_search_idx').using('gin', trigram(table.email)),
    index('leads_company_search_idx').using('gin', trigram(table.company)),
    index('leads_follow_up_idx').on(table.followUpStatus, table.id),
  ],
);

/**
 * ALTCHA challenges answered with `true` by POST /captcha, kept until they expire so a replayed
 * payload is refused; `consumed_at` is set when the payload registers a lead.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('captcha_challenges_expires_idx').on(table.expiresAt)],
);

/**
 * Fine simulations (spec 4 section 3.2). The answers are kept as sent (normalised), beside the
 * values the server computed and the whole calculation shown on the result screen.
 */
export const fineSimulations = pgTable(
  'fine_simulations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    origin: text('origin').$type<SimulationOrigin>().notNull(),
    leadId: integer('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    // The creator's client at creation time: who besides the creator may read it.
    creatorClientId: integer('creator_client_id').references(() => clients.id, {
      onDelete: 'set null',
    }),
    answers: jsonb('answers').$type<DosimetryInput>(),
    grauInfracao: text('grau_infracao'),
    valorSimulado: numeric('valor_simulado', { precision: 16, scale: 2, mode: 'number' }),
    calculation: jsonb('calculation').$type<DosimetryResult>(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fine_simulations_created_at_idx').on(table.createdAt, table.id),
    index('fine_simulations_origin_idx').on(table.origin, table.createdAt),
    index('fine_simulations_lead_idx').on(table.leadId),
    // A client user's list: their client's simulations, newest first.
    index('fine_simulations_client_idx').on(table.creatorClientId, table.createdAt),
    index('fine_simulations_creator_idx').on(table.createdByUserId, table.createdAt),
  ],
);

/** Files attached to a simulation; the bytes live in the file storage under `storage_key`. */
export const simulationDocuments = pgTable(
  'simulation_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    simulationId: integer('simulation_id')
      .notNull()
      .references(() => fineSimulations.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('simulation_documents_simulation_idx').on(table.simulationId, table.id)],
);
