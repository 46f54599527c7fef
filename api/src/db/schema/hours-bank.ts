import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/**
 * The hours bank ledger (spec 2 sections 3 and 7, POST /banco-horas): every pack added and every
 * removal, with who made it and when. Rows are only ever inserted: a trigger of the migration
 * refuses UPDATE and DELETE, so a correction is a new movement.
 */
export const hoursBankMovements = pgTable(
  'hours_bank_movements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<'pack' | 'removal'>().notNull(),
    /** Whole minutes: positive for a pack, negative for a removal. */
    minutes: integer('minutes').notNull(),
    /** Value paid for a pack; null for a removal. */
    valor: numeric('valor', { precision: 14, scale: 2, mode: 'number' }),
    /**
     * A pack: its first day in force (dataInicio, or the day it was added). A removal: the first
     * day of the month it refers to (dataInicial); it comes off the packs in force on the day it
     * was recorded (created_at).
     */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** A pack's dataExpiracao; null for a removal. */
    expiresOn: date('expires_on', { mode: 'string' }),
    /** A pack's description or contract reference. */
    descricao: text('descricao'),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('hours_bank_movements_client_idx').on(table.clientId, table.startsOn),
    check(
      'hours_bank_movements_shape',
      sql`(${table.kind} = 'pack' and ${table.minutes} > 0 and ${table.valor} is not null and ${table.expiresOn} is not null)
        or (${table.kind} = 'removal' and ${table.minutes} < 0 and ${table.valor} is null and ${table.expiresOn} is null)`,
    ),
  ],
);

/**
 * Services, value and hours per client, month of the service's date (demands.service_at,
 * Brazilian time), status, lawyer (0: none) and service type; `client_id` 0 holds the whole firm.
 * Kept by statement triggers on demands (migration 0040_budget_statement), read by budget
 * control; never written by the API.
 */
export const budgetMonthTotals = pgTable(
  'budget_month_totals',
  {
    clientId: integer('client_id').notNull(),
    /** First day of the month, Brazilian time. */
    month: date('month', { mode: 'string' }).notNull(),
    status: text('status').notNull(),
    lawyerId: integer('lawyer_id').notNull(),
    serviceTypeId: integer('service_type_id').notNull(),
    servicos: integer('servicos').notNull(),
    valor: numeric('valor', { precision: 16, scale: 2 }).notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'budget_month_totals_pkey',
      columns: [table.clientId, table.month, table.status, table.lawyerId, table.serviceTypeId],
    }),
  ],
);

/**
 * The hours a client's finished services used (status FINALIZADO, consumo_horas, hours given),
 * per Brazilian day of the service (demands.service_at): `servicos` services, `minutes` in all.
 * Kept by statement triggers on demands (migration 0077_hours_use_days), read by the hours bank;
 * never written by the API.
 */
export const hoursUseDays = pgTable(
  'hours_use_days',
  {
    clientId: integer('client_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    servicos: integer('servicos').notNull(),
    minutes: bigint('minutes', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'hours_use_days_pkey', columns: [table.clientId, table.day] }),
    index('hours_use_days_emptied_idx').on(table.clientId).where(sql`servicos = 0`),
  ],
);

/** Hours bank alerts already e-mailed, one row per client and alert (domain HoursAlert.key). */
export const hoursBankAlerts = pgTable(
  'hours_bank_alerts',
  {
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    alertKey: text('alert_key').notNull(),
    message: text('message').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'hours_bank_alerts_pkey', columns: [table.clientId, table.alertKey] }),
  ],
);
