import { date, index, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { users } from './users';

/** Hourly price history per client; the current price has the latest start (spec 1 section 3). */
export const clientPricesHours = pgTable(
  'client_prices_hours',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    valorHora: numeric('valor_hora', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    vigenciaInicio: date('vigencia_inicio', { mode: 'string' }).notNull(),
    vigenciaFim: date('vigencia_fim', { mode: 'string' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_prices_hours_client_idx').on(table.clientId, table.vigenciaInicio)],
);
