import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchText, trigram } from './search';
import { users } from './users';

/** The firm's lawyers; inactive ones (status false) leave the lawyer choice of demands. */
export const lawyers = pgTable(
  'lawyers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    status: boolean('status').notNull().default(true),
    // The lawyer's own staff account, when they have one: new client requests, cancellation
    // requests and client comments of their demands go to them instead of to every staff member.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('lawyers_name_idx').on(table.name),
    index('lawyers_name_search_idx').using('gin', trigram(table.name)),
    // One lawyer per name, accents and case aside (migration 0070, platform m12).
    uniqueIndex('lawyers_name_unique_idx').on(searchText(table.name)),
    // One lawyer per staff account (migration 0061, demands M3).
    uniqueIndex('lawyers_user_unique_idx')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
  ],
);
