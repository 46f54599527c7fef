import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { SEARCH_COUNT_LIMIT, roundBelow, totalAtEnd } from '../users/spring-page';

/**
 * Title words a term's word may lie in for a list to walk their demands (a fragment such as "cao"
 * lies in hundreds: "acao", "notificacao", …). Past this, the list keeps its other plan.
 */
export const TITLE_WORDS_WALKED = 16;

/**
 * A list in title order walks a term's title words when the planner expects the term to match
 * more demands than a search counts (SEARCH_COUNT_LIMIT): past that, its page cannot be sorted
 * from its matches gathered, and walking the title index for them grows with the table (at 100k
 * demands, "contrato" is in 11 800 titles, not common, and the first sorts after 5 900 others).
 */
export const TITLE_WALK_FROM_ROWS = SEARCH_COUNT_LIMIT;

/** The title words that hold every match of a search term (`titleWordsHolding`). */
export interface TitleWords {
  words: string[];
  /**
   * The term is one whole word of a title's searchable form: every title under these words holds
   * it, so the walk need not check it.
   */
  whole: boolean;
}

/**
 * The title words whose demands hold every match of `term`, for a list in title order searched
 * for a term of many matches (docs/decisions.md "Bounded lists"): the vocabulary's words that contain the
 * term's longest word (3 characters or more, with a letter, split as the titles are by
 * `dpohub_title_words`, migration 0015_title_words). A title containing the term has a word
 * containing each of the term's words, so these words' demands include all its matches. No words
 * when no title word contains it (nothing matches); null when the term has no such word, or each
 * lies in more than TITLE_WORDS_WALKED title words.
 */
export async function titleWordsHolding(db: Database, term: string): Promise<TitleWords | null> {
  const split = (await db.execute(
    sql`select t.token, t.token = dpohub_search_text(${term}) as whole
        from dpohub_title_words(dpohub_search_text(${term})) as t(token)`,
  )) as unknown as { rows: { token: string; whole: boolean }[] };
  const tokens = [...split.rows].sort((a, b) => b.token.length - a.token.length);
  for (const { token, whole } of tokens) {
    // A token is letters and digits only: no LIKE wildcard to escape. Given as a value, the
    // pattern lets the planner use the vocabulary's trigram index (an expression would not).
    const found = (await db.execute(
      sql`select word from title_words where word like ${`%${token}%`} limit ${TITLE_WORDS_WALKED + 1}`,
    )) as unknown as { rows: { word: string }[] };
    if (found.rows.length <= TITLE_WORDS_WALKED) {
      return { words: found.rows.map((row) => row.word), whole };
    }
  }
  return null;
}

/** The title words holding the first of `terms` that has them (`titleWordsHolding`), or null. */
export async function firstTitleWords(
  db: Database,
  terms: string[],
): Promise<(TitleWords & { term: string }) | null> {
  for (const term of terms) {
    const found = await titleWordsHolding(db, term);
    if (found) return { ...found, term };
  }
  return null;
}

/** A walked title word's own columns, for the walk's conditions that read no demand. */
export const walkedWord = {
  clientId: sql.raw('t.client_id'),
  createdAt: sql.raw('t.created_at'),
  archived: sql.raw('t.archived'),
};

/** Which demands a walk of title words keeps. */
export interface TitleWalk {
  words: string[];
  /** Conditions on the walked words' own columns (`walkedWord`). */
  onWords?: SQL;
  /** Conditions on `demands`, read for each walked word (a subquery per row). */
  onDemands?: SQL;
}

/** The walk's conditions on a word's own columns, as ` and …` after the word's (or nothing). */
const onWordsOf = (walk: TitleWalk) => (walk.onWords ? sql` and ${walk.onWords}` : sql``);

/**
 * The demands of the word `tw.word` that a walk keeps, in title order from its first title:
 * at most `kept` of them, among at most `examined` of the word's (all when not given). The
 * client, creation and archived flag come with the word's index entry (the key's for the whole
 * firm, `demand_title_words_client_idx` for one client); other conditions are a subquery per
 * walked row: joined, the planner expects a common term's check to keep almost no row and scans
 * the demands of the period instead (62 000 of them at 1M, 340 ms).
 */
function wordWalk(walk: TitleWalk, order: SQL, kept: number, examined?: number): SQL {
  const keeps = walk.onDemands
    ? sql`(select ${walk.onDemands} from demands where demands.id = x.id)`
    : sql`true`;
  return sql`select x.demanda, x.id from (
      select t.demanda, t.demand_id as id from demand_title_words t
      where t.word = tw.word${onWordsOf(walk)}
      order by t.demanda ${order}, t.demand_id ${order}${examined ? sql` limit ${examined}` : sql``}
    ) as x
    where ${keeps}
    limit ${kept}`;
}

/** The ids of one page of the demands a walk keeps, sorted by title then id. */
async function idsInTitleOrder(
  db: Database,
  walk: TitleWalk,
  direction: 'asc' | 'desc',
  page: { offset: number; size: number },
): Promise<number[]> {
  const order = sql.raw(direction);
  const result = (await db.execute(sql`
    select id from (
      select distinct m.demanda, m.id
      from unnest(${sql.param(walk.words)}::text[]) as tw(word)
      cross join lateral (${wordWalk(walk, order, page.offset + page.size)}) as m
    ) as found
    order by demanda ${order}, id ${order}
    limit ${page.size} offset ${page.offset}`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}

/**
 * Title words a count examines at most per word: with a filter few of the word's demands pass
 * (a rare status), counting 1 001 of them would read the word's demands across the firm.
 */
export const TITLE_COUNT_EXAMINED = 5 * (SEARCH_COUNT_LIMIT + 1);

/**
 * How many demands a walk keeps, counted up to `limit` + 1 (a bounded count, as `boundedCount`)
 * among the first TITLE_COUNT_EXAMINED of each word's, and whether that is all of them
 * (`complete`: each word's demands were all examined, or more than `limit` were kept).
 */
async function countTitleWalk(
  db: Database,
  walk: TitleWalk,
  limit: number,
): Promise<{ kept: number; complete: boolean }> {
  // Each word's kept demands stop at limit + 1; only a word with fewer is asked whether it has
  // more than those examined (a CASE evaluates its branch only when taken).
  const result = (await db.execute(sql`
    with per_word as (
      select tw.word, k.ids, coalesce(cardinality(k.ids), 0) as n
      from unnest(${sql.param(walk.words)}::text[]) as tw(word) cross join lateral (
        select array_agg(y.id) as ids
        from (${wordWalk(walk, sql.raw('asc'), limit + 1, TITLE_COUNT_EXAMINED)}) as y
      ) as k
    )
    select least((select count(distinct id) from per_word, unnest(per_word.ids) as id), ${limit + 1})::int as kept,
      coalesce(bool_or(case when n < ${limit + 1} then exists (
        select 1 from demand_title_words t where t.word = per_word.word${onWordsOf(walk)}
        offset ${TITLE_COUNT_EXAMINED}
      ) else false end), false) as cut
    from per_word`)) as unknown as { rows: { kept: number; cut: boolean }[] };
  const row = result.rows[0];
  const kept = row?.kept ?? 0;
  return { kept, complete: kept > limit || !row?.cut };
}

/**
 * The total and count limit of a page of `read` rows from a walk: exact when the page shows the
 * list's end (`totalAtEnd`), else counted (`countTitleWalk`): exact, "more than" `limit`, or, when
 * the words had more demands than a count examines, "mais de N" with N the round number below
 * the matches known (`roundBelow`).
 */
async function titleWalkTotal(
  db: Database,
  walk: TitleWalk,
  read: number,
  page: { offset: number; size: number },
  limit: number,
): Promise<{ total: number; countLimit: number }> {
  const atEnd = totalAtEnd(read, page);
  if (atEnd !== null) return { total: atEnd, countLimit: limit };
  const count = await countTitleWalk(db, walk, limit);
  if (count.complete || count.kept <= 1) return { total: count.kept, countLimit: limit };
  const known = roundBelow(count.kept);
  return { total: known + 1, countLimit: known };
}

/**
 * One page of a list in title order from a walk of title words, and its bounded total: the page's
 * ids (each word's demands read up to the page's end only, so the page costs the same however
 * many demands share the word; a page starts within the first 10 000 rows), then their rows
 * (`rowsOf`, which orders them by title then id), then the total (`titleWalkTotal`).
 */
export async function titleWalkPage<T>(
  db: Database,
  walk: TitleWalk,
  direction: 'asc' | 'desc',
  page: { offset: number; size: number },
  limit: number,
  rowsOf: (ids: number[]) => Promise<T[]>,
): Promise<{ rows: T[]; total: number; countLimit: number }> {
  const ids = await idsInTitleOrder(db, walk, direction, page);
  const rows = ids.length ? await rowsOf(ids) : [];
  return { rows, ...(await titleWalkTotal(db, walk, rows.length, page, limit)) };
}
