import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DemandStatus, PrazoAtendimento, TipoAvaliacao } from '@dpohub/domain';
import { clients } from './clients';
import { lawyers } from './lawyers';
import { serviceTypes } from './service-types';
import { users } from './users';

/**
 * Demands (solicitações), spec 2 section 3. Hours are kept as whole minutes and formatted at the
 * edge ('HHH:mm:ss' / 'hh:mm'), so budget sums stay exact integers.
 */
export const demands = pgTable(
  'demands',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    demanda: text('demanda').notNull(),
    // The title as searches compare it (no accents, lower case), kept beside it: the trigram
    // index's recheck then reads text instead of calling unaccent on every candidate row.
    demandaSearch: text('demanda_search').generatedAlwaysAs(sql`dpohub_search_text(demanda)`),
    serviceTypeId: integer('service_type_id')
      .notNull()
      .references(() => serviceTypes.id, { onDelete: 'restrict' }),
    tipoConsulta: text('tipo_consulta'),
    tipoAvaliacao: text('tipo_avaliacao').$type<TipoAvaliacao>(),
    areaInterna: text('area_interna'),
    areaDemandante: text('area_demandante'),
    autorDemanda: text('autor_demanda'),
    prazoAtendimento: text('prazo_atendimento').$type<PrazoAtendimento>().notNull(),
    // Always set: an SLA deadline is computed by the server when the demand is saved.
    prazo: date('prazo', { mode: 'string' }).notNull(),
    descricaoTrabalho: text('descricao_trabalho').notNull(),
    lawyerId: integer('lawyer_id').references(() => lawyers.id, { onDelete: 'restrict' }),
    horasMinutes: integer('horas_minutes'),
    /** The value typed by the staff; null when none was typed (the value is then computed). */
    valor: numeric('valor', { precision: 14, scale: 2, mode: 'number' }),
    /**
     * The demand's value, shown everywhere (lists, details, budget control): valor, or its exact
     * minutes at the client's price in force on the day it was requested, rounded half-up to the
     * cent (domain serviceValue); kept by triggers (migrations 0013_scale_lists and
     * 0040_budget_statement), never written here.
     */
    serviceValor: numeric('service_valor', { precision: 14, scale: 2, mode: 'number' }),
    consumoHoras: boolean('consumo_horas').notNull().default(false),
    status: text('status').$type<DemandStatus>().notNull(),
    archived: boolean('archived').notNull().default(false),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the demand last became FINALIZADO (its updated_at then), null in any other status;
     * kept by a trigger (migration 0040_budget_statement), never written here.
     */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /**
     * The date budget control files the service under: its completion once finished, its
     * request otherwise (domain serviceInstant).
     */
    serviceAt: timestamp('service_at', { withTimezone: true }).generatedAlwaysAs(
      sql`CASE WHEN status = 'FINALIZADO' THEN coalesce(finished_at, created_at) ELSE created_at END`,
    ),
  },
  (table) => [
    // Lists sort by prazo ascending (spec 2 section 9), per client or across all clients.
    index('demands_client_archived_prazo_idx').on(
      table.clientId,
      table.archived,
      table.prazo,
      table.id,
    ),
    index('demands_archived_prazo_idx').on(table.archived, table.prazo, table.id),
    // The client view lists a client's demands, archived or not, by prazo.
    index('demands_client_prazo_idx').on(table.clientId, table.prazo, table.id),
    // The client's request list by status, and by author ('Criado por'), without walking all of
    // the client's demands (migration 0011_list_indexes).
    index('demands_client_status_prazo_idx').on(
      table.clientId,
      table.status,
      table.prazo,
      table.id,
    ),
    index('demands_client_created_by_idx').on(table.clientId, table.createdByUserId),
    // Filters and sorts of the staff lists always come with `archived` (docs/decisions.md).
    index('demands_archived_status_prazo_idx').on(
      table.archived,
      table.status,
      table.prazo,
      table.id,
    ),
    index('demands_archived_lawyer_prazo_idx').on(
      table.archived,
      table.lawyerId,
      table.prazo,
      table.id,
    ),
    // A lawyer's demands in one status (a common term's matches are gathered from them in
    // deadline order: docs/decisions.md "Bounded lists").
    index('demands_archived_lawyer_status_prazo_idx').on(
      table.archived,
      table.lawyerId,
      table.status,
      table.prazo,
      table.id,
    ),
    index('demands_archived_service_type_prazo_idx').on(
      table.archived,
      table.serviceTypeId,
      table.prazo,
      table.id,
    ),
    index('demands_archived_demanda_idx').on(table.archived, table.demanda, table.id),
    index('demands_archived_created_at_idx').on(table.archived, table.createdAt, table.id),
    index('demands_archived_service_valor_idx').on(table.archived, table.serviceValor, table.id),
    index('demands_archived_horas_idx').on(table.archived, table.horasMinutes, table.id),
    index('demands_created_at_idx').on(table.createdAt, table.id),
    index('demands_created_by_idx').on(table.createdByUserId),
    index('demands_demanda_search_idx').using('gin', sql`${table.demandaSearch} gin_trgm_ops`),
    // Budget control (spec 2 section 2.8): one client's demands of a period, and the services
    // list sorted by demanda for one client or the whole firm.
    index('demands_client_created_idx').on(table.clientId, table.createdAt),
    index('demands_client_demanda_idx').on(table.clientId, table.demanda, table.id),
    index('demands_demanda_idx').on(table.demanda, table.id),
    // A period of one client's services or of the firm's, on the service's date.
    index('demands_client_service_at_idx').on(table.clientId, table.serviceAt),
    index('demands_service_at_idx').on(table.serviceAt, table.id),
    // The firm's services of one status in a period, counted index-only (the budget's list).
    index('demands_status_service_at_idx').on(table.status, table.serviceAt),
    // The hours a client's finished services used, read index-only (INCLUDE horas_minutes).
    index('demands_client_consumption_idx')
      .on(table.clientId, table.serviceAt)
      .where(sql`status = 'FINALIZADO' AND consumo_horas`),
  ],
);

/** Every status a demand went through, with its date (the budget detail's Histórico). */
export const demandStatusHistory = pgTable(
  'demand_status_history',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    status: text('status').$type<DemandStatus>().notNull(),
    data: timestamp('data', { withTimezone: true }).notNull(),
  },
  (table) => [index('demand_status_history_demand_idx').on(table.demandId, table.data)],
);

/** Files attached to a request (solicitacaoDocumentos); bytes live in the file storage. */
export const demandDocuments = pgTable(
  'demand_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demand_documents_demand_idx').on(table.demandId)],
);

/** Comments on a demand (spec 2 section 5: 140 characters). */
export const demandComments = pgTable(
  'demand_comments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demand_comments_demand_idx').on(table.demandId, table.createdAt)],
);

/** Notes only the firm's staff read and write on a demand (issue 29, beyond). */
export const demandInternalNotes = pgTable(
  'demand_internal_notes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demand_internal_notes_demand_idx').on(table.demandId, table.id)],
);

export type CommentAttachmentKind = 'image' | 'video' | 'document';

/** Files attached to a comment (anexosComentario), classified by extension. */
export const demandCommentAttachments = pgTable(
  'demand_comment_attachments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => demandComments.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull().default('application/octet-stream'),
    kind: text('kind').$type<CommentAttachmentKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('demand_comment_attachments_comment_idx').on(table.commentId)],
);

/** Users attached to one request (solicitacao-participante); they only view it. */
export const demandParticipants = pgTable(
  'demand_participants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('demand_participants_pair_unique').on(table.demandId, table.userId),
    index('demand_participants_user_idx').on(table.userId),
  ],
);

/** Solicitação-user links: an admin link opens the staff edit page (spec 2 section 6). */
export const demandUserLinks = pgTable(
  'demand_user_links',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    demandId: integer('demand_id')
      .notNull()
      .references(() => demands.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    admin: boolean('admin').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('demand_user_links_pair_unique').on(table.demandId, table.userId),
    index('demand_user_links_user_idx').on(table.userId),
  ],
);
