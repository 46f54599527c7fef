import { count, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { API_MESSAGES, type Page } from '@dpohub/domain';
import type { Database } from '../db/database';
import { badRequest } from '../errors/api-error';

// Spring-style pages (ARCHITECTURE: content, totalPages, totalElements, zero-based page,
// sort=field,dir), shared by every list of the API, bounded (docs/decisions.md, "Bounded lists"):
// - the total is counted exactly up to LIST_COUNT_LIMIT rows and no further (`boundedCount`);
//   beyond it the page says `totalElements: LIST_COUNT_LIMIT, totalCapped: true`;
// - a page must start within those rows (`pageRequest` answers 400 past them), so OFFSET never
//   walks more than LIST_COUNT_LIMIT index entries;
// - searches go through `searchText`/`searchPattern` (accent- and case-insensitive, trigram
//   indexes of migration 0004_scale) and match related rows by ids resolved first (`= ANY`).

/** Rows a list counts exactly; also the deepest row a page may start at. */
export const LIST_COUNT_LIMIT = 10_000;

/**
 * Rows a list with a text search counts exactly (docs/decisions.md "Bounded lists"). Each row a
 * search counts is a visit to the table to check the term, so counting 10 000 of a common term
 * ("contrato") costs 20-60 ms; past 1 000 the page says "mais de 1.000 resultados", and a
 * longer term narrows the list.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/** The count limit of a list: SEARCH_COUNT_LIMIT when any of its search terms is given. */
export function countLimit(...terms: (string | null | undefined)[]): number {
  return terms.some((term) => term?.trim()) ? SEARCH_COUNT_LIMIT : LIST_COUNT_LIMIT;
}

/** Largest page a caller may ask for; the screens ask for 10 or 12. */
export const MAX_PAGE_SIZE = 100;

/** Query properties of every paged call. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
  sort: { type: 'string', maxLength: 50 },
} as const;

/** JSON schema of a page of `item`. */
export function pageSchema(item: object) {
  return {
    type: 'object',
    properties: {
      content: { type: 'array', items: item },
      totalPages: { type: 'integer' },
      totalElements: { type: 'integer' },
      number: { type: 'integer', description: 'Zero-based page number' },
      size: { type: 'integer' },
      totalCapped: {
        type: 'boolean',
        description: `true: more than ${LIST_COUNT_LIMIT} rows match; totalElements is that limit`,
      },
    },
    required: ['content', 'totalPages', 'totalElements', 'number', 'size'],
  } as const;
}

export interface PageRequest {
  page: number;
  size: number;
  offset: number;
}

/** The page asked for; 400 when it starts past the rows a list reaches (LIST_COUNT_LIMIT). */
export function pageRequest(query: { page?: number; size?: number }, defaultSize: number) {
  const page = query.page ?? 0;
  const size = query.size ?? defaultSize;
  const offset = page * size;
  if (offset >= LIST_COUNT_LIMIT) throw badRequest(API_MESSAGES.pageBeyondLimit);
  return { page, size, offset };
}

/**
 * Rows the planner must expect before a list is taken as "more than LIST_COUNT_LIMIT" without
 * counting: five times the limit, so only a fivefold overestimate of the statistics (kept by
 * autovacuum, or on PGlite by the API's maintenance job) could show "mais de 10.000" for fewer.
 */
export const ESTIMATE_TRUSTED_ABOVE = 5 * LIST_COUNT_LIMIT;

/** The planner's estimate of the rows of `query` (EXPLAIN, nothing executed). */
export async function plannedRows(db: Database, query: PgSelect): Promise<number> {
  const result = (await db.execute(sql`explain (format json) ${query.getSQL()}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(result.rows[0] ?? {})[0];
  const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return plan[0].Plan['Plan Rows'];
}

/**
 * Counts the rows of `query` (a select of the list's table with its WHERE, no order) but stops at
 * `limit` + 1 (LIST_COUNT_LIMIT, or SEARCH_COUNT_LIMIT for a search): the cost is bounded
 * whatever the table holds. A result above the limit means "more than `limit`" (`toPage`, given
 * the same limit, turns it into `totalCapped`). When the planner
 * expects more than ESTIMATE_TRUSTED_ABOVE rows (the unfiltered lists of a large firm), the
 * count is skipped: walking 10 001 index entries is the largest part of such a page's cost.
 */
export async function boundedCount(
  db: Database,
  query: PgSelect,
  limit = LIST_COUNT_LIMIT,
): Promise<number> {
  // A search's count stops at SEARCH_COUNT_LIMIT matches, few enough to count without asking.
  if (limit >= LIST_COUNT_LIMIT && (await plannedRows(db, query)) > ESTIMATE_TRUSTED_ABOVE) {
    return limit + 1;
  }
  const limited = query.limit(limit + 1).as('bounded');
  const [row] = await db.select({ value: count() }).from(limited);
  return row?.value ?? 0;
}

/**
 * A page's rows and the list's bounded total. The rows are read first: a page that is not full
 * holds the list's last rows, so the total is its offset plus them and nothing is counted (every
 * call of a short list, and the last page of a long one). A full page, or an empty one past the
 * first, is followed by the bounded count.
 */
export async function rowsAndTotal<T>(
  rows: PromiseLike<T[]>,
  count: () => Promise<number>,
  request: { offset: number; size: number },
): Promise<{ rows: T[]; total: number }> {
  const read = await rows;
  return { rows: read, total: totalAtEnd(read.length, request) ?? (await count()) };
}

/**
 * The list's exact total when a page of `read` rows shows its end (a page that is not full and
 * not past the end, or an empty first page), else null.
 */
export function totalAtEnd(read: number, request: { offset: number; size: number }): number | null {
  return read < request.size && (read > 0 || request.offset === 0) ? request.offset + read : null;
}

/** `select 1` as the column of a bounded count's inner query. */
export const one = { one: sql<number>`1` };

export function toPage<T>(
  content: T[],
  totalElements: number,
  request: PageRequest,
  limit = LIST_COUNT_LIMIT,
): Page<T> {
  const totalCapped = totalElements > limit;
  const total = totalCapped ? limit : totalElements;
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / request.size),
    number: request.page,
    size: request.size,
    totalCapped,
  };
}

export type SortDirection = 'asc' | 'desc';

/**
 * Reads `sort=field,dir` (dir defaults to asc). Only the listed fields sort a list; any other
 * gives a 400 rather than a silently different order.
 */
export function parseSort<F extends string>(
  sort: string | undefined,
  fields: readonly F[],
  fallback: F,
): { field: F; direction: SortDirection } {
  if (!sort) return { field: fallback, direction: 'asc' };
  const [field = '', direction = 'asc'] = sort.split(',').map((part) => part.trim());
  if (!(fields as readonly string[]).includes(field) || !['asc', 'desc'].includes(direction)) {
    throw badRequest(`${API_MESSAGES.invalidValue}: sort`);
  }
  return { field: field as F, direction: direction as SortDirection };
}

/** The searchable form of a column or value: lower case, accents removed (migration 0004_scale). */
export const searchText = (value: unknown) => sql`dpohub_search_text(${value})`;

/** `%term%` for LIKE on `searchText(column)`, with the term's wildcards escaped. */
export function searchPattern(term: string) {
  return sql`dpohub_search_text(${`%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`})`;
}

/** `searched LIKE searchPattern(term)` on a column already kept in searchable form. */
export const matchesSearchColumn = (searched: unknown, term: string) =>
  sql`${searched} like ${searchPattern(term)}`;

/**
 * Like `matchesSearchColumn`, written so that no index serves it: a condition checked on the rows
 * another index already found (`|| ''` hides the column from its trigram index). For a common
 * term within one client: the trigram index would first list the term's rows across the whole
 * firm (250 000 of 1M demands for "acao": 60 ms), where the client's own rows are far fewer.
 */
export const filtersSearchColumn = (searched: unknown, term: string) =>
  sql`(${searched} || '') like ${searchPattern(term)}`;

/**
 * Rows of the whole table the planner expects a search to match (EXPLAIN of the search alone,
 * nothing run): above COMMON_TERM_ROWS a term is "common".
 */
export const COMMON_TERM_ROWS = 20_000;

/** Rows of the whole table the planner expects a search of `searched` for `term` to match (EXPLAIN only). */
export async function plannedSearchRows(
  db: Database,
  table: PgTable,
  searched: PgColumn,
  term: string,
): Promise<number> {
  const indexed = matchesSearchColumn(searched, term);
  return plannedRows(db, db.select(one).from(table).where(indexed).$dynamic());
}

/**
 * Rows a list narrowed by other filters examines, at most, to count a common term's matches among
 * them (docs/decisions.md "Bounded lists"). A lawyer's or a client's demands grow with the firm;
 * checking the term on each of them does too. Past this many, the page says "mais de N
 * resultados" with N below the matches found (`roundBelow`).
 */
export const SEARCH_EXAMINED_LIMIT = 2_500;

/**
 * The round number (two significant digits) strictly below `n`, for "mais de N resultados" when
 * at least `n` rows are known to match: 580 for 585, 570 for 580, 9 for 10.
 */
export function roundBelow(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(Math.max(n, 1))) - 1);
  return Math.max(0, (Math.ceil(n / step) - 1) * step);
}

/** `searchText(column) LIKE searchPattern(term)`: served by the column's trigram index. */
export const matches = (column: unknown, term: string) =>
  sql`${searchText(column)} like ${searchPattern(term)}`;
