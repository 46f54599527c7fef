import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `dpohub_search_text(value)`: lower case without accents, IMMUTABLE (migration 0004_scale wraps
 * `unaccent`, which is only STABLE), so trigram (pg_trgm) indexes can be built over it and every
 * search matches "politica" to "Política" and "otavio" to "Otávio".
 */
export const searchText = (value: AnyColumn | SQL): SQL => sql`dpohub_search_text(${value})`;

/** A GIN trigram index expression over the searchable form of a column. */
export const trigram = (column: AnyColumn): SQL => sql`dpohub_search_text(${column}) gin_trgm_ops`;
