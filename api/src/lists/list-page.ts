import { and, asc, count, desc, sql, type SQL } from 'drizzle-orm';
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
// - a list ordered by its own table's columns (`order`) finds the keys of its page first, on the
//   table alone, and joins only those rows: a deep page walks the order's index (index-only
//   where the index holds the order and the filter), not the joins of every row it skips, and a
//   search's page is sorted among the matches as the search read them, not searched for again
//   along the order's index;
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
  /**
   * The page's query for a condition on the table: its columns and joins, `$dynamic()`; and its
   * order, unless `order` gives it.
   */
  rows: (db: Database, where: SQL | undefined) => Q;
  /**
   * The list's order when it is on the table's own columns, the key last (so that it is total):
   * the page's keys are then read first (see above), and `rows` is ordered by it.
   */
  order?: ListOrder[];
  /** Rows counted exactly without a search: LIST_COUNT_LIMIT unless the list counts fewer. */
  countLimit?: number;
}

/** One column of a list's order. */
export interface ListOrder {
  column: PgColumn;
  direction: 'asc' | 'desc';
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
    if (source.order) return keyedPage(tx, source, source.order, page);
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

/** `listPage` of a list ordered by its table's own columns: its page's keys first. */
async function keyedPage<Q extends PgSelect>(
  tx: Database,
  source: ListSource<Q>,
  order: ListOrder[],
  page: PageRequest,
): Promise<ListRead<Awaited<Q>[number]>> {
  const orderBy = order.map(({ column, direction }) => (direction === 'asc' ? asc : desc)(column));
  const countLimit = source.search ? SEARCH_COUNT_LIMIT : (source.countLimit ?? LIST_COUNT_LIMIT);
  let keys: number[];
  let total: number | null = null;
  if (!source.search) {
    const found = await tx
      .select({ key: source.key })
      .from(source.table)
      .where(source.where)
      .orderBy(...orderBy)
      .limit(page.size)
      .offset(page.offset);
    keys = found.map((row) => row.key as number);
  } else {
    // The matches newest first, at most SEARCH_COUNT_LIMIT + 1 with the columns of the order;
    // numbered in that order, so that the page is chosen among the first SEARCH_COUNT_LIMIT, and
    // counted. Each level is named as the table, so the order's columns read the level below.
    const columns = [source.key, ...order.map(({ column }) => column)].filter(
      (column, index, all) => all.findIndex((other) => other.name === column.name) === index,
    );
    const result = (await tx.execute(sql`
      select ${source.key} as key, list_total from (
        select *, row_number() over (order by ${source.key} desc) as list_position,
          count(*) over () as list_total
        from (
          select ${sql.join(columns, sql`, `)} from ${source.table}
          where ${and(source.where, source.search)}
          order by ${source.key} desc limit ${SEARCH_COUNT_LIMIT + 1}
        ) ${source.table}
      ) ${source.table}
      where list_position <= ${SEARCH_COUNT_LIMIT}
      order by ${sql.join(orderBy, sql`, `)} limit ${page.size} offset ${page.offset}`)) as unknown as {
      rows: { key: number | string; list_total: number | string }[];
    };
    keys = result.rows.map((row) => Number(row.key));
    if (result.rows.length) total = Number(result.rows[0]!.list_total);
  }
  // A page that is not full (and not past the end) holds the list's last rows.
  if (total === null) {
    total =
      keys.length < page.size && (keys.length > 0 || page.offset === 0)
        ? page.offset + keys.length
        : await boundedCount(tx, source.table, and(source.where, source.search), countLimit);
  }
  const rows = keys.length
    ? await source
        .rows(tx, sql`${source.key} = any(${sql.param(keys)}::int[])`)
        .orderBy(...orderBy)
    : [];
  return { rows, total, countLimit };
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
