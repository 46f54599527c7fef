import { and, count, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { API_MESSAGES } from '@dpohub/domain';
import type { Database } from '../db/database';
import { ApiError } from '../errors/api-error';
import { databaseErrorCode } from '../errors/database-error';
import { LIST_COUNT_LIMIT, SEARCH_COUNT_LIMIT, type PageRequest } from './page';

// One way to read a page of any list (docs/decisions.md, "Bounded lists"), whatever the table
// holds and whatever the planner's statistics say:
// - without a search, the page in the list's order (the sort's index, from an offset that
//   `pageRequest` keeps within LIST_COUNT_LIMIT rows), and the total counted up to
//   LIST_COUNT_LIMIT + 1 rows, or not at all when the page shows the list's end;
// - with a search, its matches newest first (the key's order), at most SEARCH_COUNT_LIMIT + 1 of
//   them: their number is the total ("mais de 1.000 resultados" past the limit), and the pages are
//   those matches in the list's order. Up to SEARCH_COUNT_LIMIT matches that is the whole list in
//   its order; past it, the newest SEARCH_COUNT_LIMIT, and a longer term reaches the others;
// - every statement under a timeout, so a plan gone wrong is cancelled rather than left to run.

/**
 * How long one statement of a list may run before PostgreSQL cancels it: far above what any list
 * costs (milliseconds), so only a runaway plan meets it. PGlite has no timers: there it does not
 * apply.
 */
export const LIST_STATEMENT_TIMEOUT_MS = 10_000;

/** SQLSTATE of a statement cancelled by its timeout. */
const QUERY_CANCELED = '57014';

/** Where a list's rows come from. */
export interface ListSource<Q extends PgSelect> {
  /** The list's table, and its integer key: the order in which a search reads its matches. */
  table: PgTable;
  key: PgColumn;
  /** Scope and filters, on the table's own columns (the count reads the table alone). */
  where?: SQL;
  /** A search's condition on the table (`matchesSearchColumn`, ids resolved first), if any. */
  search?: SQL;
  /** The page's query for a condition on the table: its columns, joins and order, `$dynamic()`. */
  rows: (db: Database, where: SQL | undefined) => Q;
  /** Rows counted exactly without a search: LIST_COUNT_LIMIT unless the list counts fewer. */
  countLimit?: number;
}

export interface ListRead<Row> {
  rows: Row[];
  /** Counted up to `countLimit` + 1: more than `countLimit` means "more than" (`toPage`). */
  total: number;
  countLimit: number;
}

/** One page of a list and its bounded total (see above). */
export async function listPage<Q extends PgSelect>(
  db: Database,
  source: ListSource<Q>,
  page: PageRequest,
): Promise<ListRead<Awaited<Q>[number]>> {
  return withStatementTimeout(db, LIST_STATEMENT_TIMEOUT_MS, async (tx) => {
    if (!source.search) {
      const rows = await source.rows(tx, source.where).limit(page.size).offset(page.offset);
      // A page that is not full (and not past the end) holds the list's last rows.
      const atEnd =
        rows.length < page.size && (rows.length > 0 || page.offset === 0)
          ? page.offset + rows.length
          : null;
      const countLimit = source.countLimit ?? LIST_COUNT_LIMIT;
      const total = atEnd ?? (await boundedCount(tx, source.table, source.where, countLimit));
      return { rows, total, countLimit };
    }
    const found = await tx
      .select({ key: source.key })
      .from(source.table)
      .where(and(source.where, source.search))
      .orderBy(desc(source.key))
      .limit(SEARCH_COUNT_LIMIT + 1);
    const keys = found.slice(0, SEARCH_COUNT_LIMIT).map((row) => row.key as number);
    const rows = keys.length
      ? await source
          .rows(tx, sql`${source.key} = any(${sql.param(keys)}::int[])`)
          .limit(page.size)
          .offset(page.offset)
      : [];
    return { rows, total: found.length, countLimit: SEARCH_COUNT_LIMIT };
  });
}

/** The rows of `table` that meet `where`, counted up to `limit` + 1. */
async function boundedCount(db: Database, table: PgTable, where: SQL | undefined, limit: number) {
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('bounded');
  const [row] = await db.select({ value: count() }).from(limited);
  return row?.value ?? 0;
}

/**
 * Runs `work` in one transaction whose statements PostgreSQL cancels after `ms`; a cancelled one
 * answers 503 with API_MESSAGES.listTimedOut.
 */
export async function withStatementTimeout<T>(
  db: Database,
  ms: number,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.round(ms)}`));
      return work(tx);
    });
  } catch (error) {
    if (databaseErrorCode(error) === QUERY_CANCELED) {
      throw new ApiError(503, API_MESSAGES.listTimedOut);
    }
    throw error;
  }
}
