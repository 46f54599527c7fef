import { sql } from 'drizzle-orm';

// The one search of every list: accent- and case-insensitive substring, `dpohub_search_text(x)
// LIKE dpohub_search_text('%term%')` (migration 0004_scale: an IMMUTABLE wrapper of unaccent and
// lower), served by a pg_trgm GIN index on the searched column's searchable form. A search across
// a related table (a client's name, a creator's) resolves the matching ids first, then filters with
// `= ANY(…)`: an OR with a sub-select would keep the trigram index from being used.

/** The searchable form of a column or value: lower case, accents removed. */
export const searchText = (value: unknown) => sql`dpohub_search_text(${value})`;

/** `%term%` for LIKE on a searchable form, with the term's wildcards escaped. */
export function searchPattern(term: string) {
  return sql`dpohub_search_text(${`%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`})`;
}

/**
 * `searched LIKE searchPattern(term)` on a column kept in searchable form (a stored generated
 * column such as `demands.demanda_search`), served by its trigram index.
 */
export const matchesSearchColumn = (searched: unknown, term: string) =>
  sql`${searched} like ${searchPattern(term)}`;

/** `searchText(column) LIKE searchPattern(term)`: served by the column's expression index. */
export const matches = (column: unknown, term: string) =>
  sql`${searchText(column)} like ${searchPattern(term)}`;

/** Words a search reads at most: each is one more condition on the index. */
export const MAX_SEARCH_WORDS = 6;
/** Shorter words ('de', 'da') carry no trigram for the index, and match nearly every title. */
const MIN_WORD_LENGTH = 3;

/**
 * The words of a search, each to be matched on its own, in any order (demands m6): "politica
 * privacidade" finds "Política de privacidade". Words shorter than 3 characters are left out
 * unless the search has no other; repeated words count once; at most MAX_SEARCH_WORDS.
 */
export function searchWords(term: string): string[] {
  const words = [...new Set(term.trim().toLowerCase().split(/\s+/).filter(Boolean))];
  const long = words.filter((word) => word.length >= MIN_WORD_LENGTH);
  return (long.length ? long : [term.trim()]).slice(0, MAX_SEARCH_WORDS);
}
