import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
  (table) => [index('lawyers_name_idx').on(table.name)],
);
