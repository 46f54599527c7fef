import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { SEARCH_COUNT_LIMIT } from '../users/spring-page';

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

/**
 * The demands a walk keeps, each word's walked in title order from its first title and stopping
 * after `perWord` of them. The client, creation and archived flag come with the word's index entry
 * (the key's for the whole firm, `demand_title_words_client_idx` for one client); other
 * conditions are a subquery per walked row: joined, the planner expects a common term's check to
 * keep almost no row and scans the demands of the period instead (62 000 of them at 1M, 340 ms).
 */
function walked(walk: TitleWalk, order: SQL, perWord: number): SQL {
  const keeps = and(
    walk.onWords,
    walk.onDemands
      ? sql`(select ${walk.onDemands} from demands where demands.id = t.demand_id)`
      : undefined,
  );
  return sql`unnest(${sql.param(walk.words)}::text[]) as tw(word) cross join lateral (
    select t.demanda, t.demand_id as id from demand_title_words t
    where t.word = tw.word${keeps ? sql` and ${keeps}` : sql``}
    order by t.demanda ${order}, t.demand_id ${order}
    limit ${perWord}
  ) as m`;
}

/**
 * The ids of one page of the demands a walk keeps, sorted by title then id. Each word's demands
 * are read up to the page's end only (offset + size), so the page costs the same however many
 * demands share the word; a page starts within the first 10 000 rows.
 */
export async function idsInTitleOrder(
  db: Database,
  walk: TitleWalk,
  direction: 'asc' | 'desc',
  page: { offset: number; size: number },
): Promise<number[]> {
  const order = sql.raw(direction);
  const result = (await db.execute(sql`
    select id from (select distinct m.demanda, m.id from ${walked(walk, order, page.offset + page.size)}) as found
    order by demanda ${order}, id ${order}
    limit ${page.size} offset ${page.offset}`)) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => row.id);
}

/**
 * How many demands a walk keeps, counted up to `limit` + 1 (a bounded count, as `boundedCount`):
 * each word's demands are read up to that many.
 */
export async function countTitleWalk(
  db: Database,
  walk: TitleWalk,
  limit: number,
): Promise<number> {
  const result = (await db.execute(sql`
    select least(count(distinct m.id), ${limit + 1})::int as total
    from ${walked(walk, sql.raw('asc'), limit + 1)}`)) as unknown as {
    rows: { total: number }[];
  };
  return result.rows[0]?.total ?? 0;
}
