import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Kinds of demand: ids are fixed by the spec (2 Consulta, 9 Documento, 12 Contrato). */
export const serviceTypes = pgTable('service_types', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});
