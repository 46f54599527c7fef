import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { trigram } from './search';

/** The firm's lawyers; inactive ones (status false) leave the lawyer choice of demands. */
export const lawyers = pgTable(
  'lawyers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    status: boolean('status').notNull().default(true),
  },
  (table) => [
    index('lawyers_name_idx').on(table.name),
    index('lawyers_name_search_idx').using('gin', trigram(table.name)),
  ],
);
