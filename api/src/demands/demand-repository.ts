import { and, asc, desc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  OPEN_DEMAND_STATUSES,
  type DemandStatus,
  type PrazoAtendimento,
  type TipoAvaliacao,
} from '@dpohub/domain';
import type { Database } from '../db/database';
import {
  firstTitleWords,
  TITLE_WALK_FROM_ROWS,
  titleWalkPage,
  walkedWord,
  type TitleWalk,
} from './title-words';
import {
  clients,
  demandDocuments,
  demandParticipants,
  demandStatusHistory,
  demands,
  lawyers,
  serviceTypes,
  users,
} from '../db/schema';
import {
  boundedCount,
  countLimit,
  filtersSearchColumn,
  COMMON_TERM_ROWS,
  plannedSearchRows,
  matchesSearchColumn,
  one,
  roundBelow,
  SEARCH_COUNT_LIMIT,
  SEARCH_EXAMINED_LIMIT,
  totalAtEnd,
} from '../users/spring-page';

/** A demand with the names the screens show beside its ids. */
export interface DemandRecord {
  id: number;
  clientId: number;
  clientName: string;
  demanda: string;
  serviceTypeId: number;
  serviceTypeName: string;
  tipoConsulta: string | null;
  tipoAvaliacao: TipoAvaliacao | null;
  areaInterna: string | null;
  areaDemandante: string | null;
  autorDemanda: string | null;
  prazoAtendimento: PrazoAtendimento;
  prazo: string;
  descricaoTrabalho: string;
  lawyerId: number | null;
  lawyerName: string | null;
  horasMinutes: number | null;
  valor: number | null;
  consumoHoras: boolean;
  status: DemandStatus;
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
  createdByName: string | null;
  createdByEmployee: number | null;
  createdByClientId: number | null;
}

const recordColumns = {
  id: demands.id,
  clientId: demands.clientId,
  clientName: clients.name,
  demanda: demands.demanda,
  serviceTypeId: demands.serviceTypeId,
  serviceTypeName: serviceTypes.name,
  tipoConsulta: demands.tipoConsulta,
  tipoAvaliacao: demands.tipoAvaliacao,
  areaInterna: demands.areaInterna,
  areaDemandante: demands.areaDemandante,
  autorDemanda: demands.autorDemanda,
  prazoAtendimento: demands.prazoAtendimento,
  prazo: demands.prazo,
  descricaoTrabalho: demands.descricaoTrabalho,
  lawyerId: demands.lawyerId,
  lawyerName: lawyers.name,
  horasMinutes: demands.horasMinutes,
  valor: demands.valor,
  consumoHoras: demands.consumoHoras,
  status: demands.status,
  archived: demands.archived,
  createdAt: demands.createdAt,
  updatedAt: demands.updatedAt,
  createdByName: users.name,
  createdByEmployee: users.employeeDanielLaw,
  createdByClientId: users.clientId,
};

function selectRecords(db: Database) {
  return db
    .select(recordColumns)
    .from(demands)
    .innerJoin(clients, eq(clients.id, demands.clientId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, demands.serviceTypeId))
    .leftJoin(lawyers, eq(lawyers.id, demands.lawyerId))
    .leftJoin(users, eq(users.id, demands.createdByUserId));
}

/** Who the list is limited to: one client, and for participants the demands they take part in. */
export interface DemandScope {
  clientId?: number | null;
  participantUserId?: number | null;
}

export interface StaffListFilter extends DemandScope {
  archived?: boolean;
  filtro?: string;
  status?: DemandStatus;
  lawyerId?: number;
  serviceTypeId?: number;
  demanda?: string;
  criadoPor?: string;
  /** Only open demands whose prazo is before this day (yyyy-MM-dd): the overdue filter. */
  overdueBefore?: string;
}

export const DEMAND_SORT_FIELDS = [
  'prazo',
  'demanda',
  'createdAt',
  'status',
  'valor',
  'id',
  'horas',
] as const;
export type DemandSortField = (typeof DEMAND_SORT_FIELDS)[number];

const SORT_COLUMNS = {
  prazo: demands.prazo,
  demanda: demands.demanda,
  createdAt: demands.createdAt,
  status: demands.status,
  valor: demands.valor,
  id: demands.id,
  horas: demands.horasMinutes,
} as const;

/** Ids of the clients whose name matches the search (few rows, resolved before the list). */
async function clientsMatching(db: Database, term: string): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(matchesSearchColumn(clients.nameSearch, term));
  return rows.map((row) => row.id);
}

/** Ids of the users whose name matches (the client list's "Criado por"). */
async function usersNamed(db: Database, term: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(matchesSearchColumn(users.nameSearch, term));
  return rows.map((row) => row.id);
}

const anyOf = (column: SQL | typeof demands.clientId, ids: number[]) =>
  sql`${column} = any(${sql.param(ids)}::int[])`;

/**
 * The most demands of the firm the planner expects one of the list's search terms to match (0
 * without a search). Over COMMON_TERM_ROWS a term is common: its trigram index would first list
 * the term's rows across the whole firm, so the list checks it on the rows its other conditions
 * find; over TITLE_WALK_FROM_ROWS, a list in title order walks its title words
 * (docs/decisions.md "Bounded lists").
 */
async function plannedMatches(db: Database, filter: StaffListFilter): Promise<number> {
  let most = 0;
  for (const term of [filter.filtro?.trim(), filter.demanda?.trim()]) {
    if (term) {
      most = Math.max(most, await plannedSearchRows(db, demands, demands.demandaSearch, term));
    }
  }
  return most;
}

/** A search of a list: its indexed and checked forms (see `conditions`). */
interface Search {
  indexed: SQL;
  checked: SQL;
  /** The term, when every match's title contains it (not when it also finds clients by name). */
  titleTerm: string | null;
}

/**
 * A list's condition (`where`), and its parts: the scope (client, archived or not) and other
 * filters (`narrowing`; the others alone: `narrowingBeyondScope`), and the searches, whose
 * checked form (`checkedSearch`) is written so that no index serves it, as a common term's count
 * checks them on the rows the other conditions find. The page keeps the indexed form, whose
 * estimate lets the planner walk the sort's index.
 */
async function conditions(
  db: Database,
  filter: StaffListFilter,
): Promise<{
  where: SQL | undefined;
  narrowing: SQL | undefined;
  narrowingBeyondScope: SQL | undefined;
  checkedSearch: SQL | undefined;
  searches: Search[];
}> {
  const parts: (SQL | undefined)[] = [];
  const searches: Search[] = [];
  const search = (term: string, clientIds: number[] = []) => {
    const written = (title: typeof matchesSearchColumn): SQL =>
      clientIds.length
        ? or(title(demands.demandaSearch, term), anyOf(demands.clientId, clientIds))!
        : title(demands.demandaSearch, term);
    searches.push({
      indexed: written(matchesSearchColumn),
      checked: written(filtersSearchColumn),
      titleTerm: clientIds.length ? null : term,
    });
  };
  if (filter.participantUserId != null) {
    parts.push(
      inArray(
        demands.id,
        sql`(select ${demandParticipants.demandId} from ${demandParticipants} where ${demandParticipants.userId} = ${filter.participantUserId})`,
      ),
    );
  }
  if (filter.status) parts.push(eq(demands.status, filter.status));
  if (filter.lawyerId) parts.push(eq(demands.lawyerId, filter.lawyerId));
  if (filter.serviceTypeId) parts.push(eq(demands.serviceTypeId, filter.serviceTypeId));
  const filtro = filter.filtro?.trim();
  if (filtro) {
    // Free search of the staff list: the title, the client's name or its folder number (Pasta).
    // The clients are resolved first: an OR with a sub-select would defeat the trigram index.
    const clientIds = await clientsMatching(db, filtro);
    if (/^\d{1,9}$/.test(filtro)) clientIds.push(Number(filtro));
    search(filtro, clientIds);
  }
  if (filter.overdueBefore) {
    parts.push(
      inArray(demands.status, [...OPEN_DEMAND_STATUSES]),
      eq(demands.archived, false),
      lt(demands.prazo, filter.overdueBefore),
    );
  }
  const demanda = filter.demanda?.trim();
  if (demanda) search(demanda);
  const criadoPor = filter.criadoPor?.trim();
  if (criadoPor) {
    const creators = await usersNamed(db, criadoPor);
    parts.push(creators.length ? anyOf(demands.createdByUserId as never, creators) : sql`false`);
  }
  const narrowingBeyondScope = and(...parts);
  const narrowing = and(
    filter.clientId != null ? eq(demands.clientId, filter.clientId) : undefined,
    filter.archived !== undefined ? eq(demands.archived, filter.archived) : undefined,
    narrowingBeyondScope,
  );
  return {
    where: and(narrowing, ...searches.map((each) => each.indexed)),
    narrowing,
    narrowingBeyondScope,
    checkedSearch: and(...searches.map((each) => each.checked)),
    searches,
  };
}

/** From this offset on, a page reads its ids first (see listDemands). */
const IDS_FIRST_FROM_OFFSET = 100;

/**
 * Matches a narrowed list gathers before its page: when there are no more than this, the page is
 * sorted from them (see listDemands). It is also the search's count limit, so for a search the
 * gathering is the count.
 */
export const FEW_MATCHES = SEARCH_COUNT_LIMIT;

/** Whether the filter narrows the list beyond its scope (client, archived or not). */
function narrows(filter: StaffListFilter): boolean {
  return Boolean(
    filter.participantUserId != null ||
    filter.status ||
    filter.lawyerId ||
    filter.serviceTypeId ||
    filter.overdueBefore ||
    filter.filtro?.trim() ||
    filter.demanda?.trim() ||
    filter.criadoPor?.trim(),
  );
}

/** The ids of a list's first FEW_MATCHES + 1 matches, through its filters' own indexes. */
async function matchIds(db: Database, where: SQL | undefined): Promise<number[]> {
  const rows = await db
    .select({ id: demands.id })
    .from(demands)
    .where(where)
    .limit(FEW_MATCHES + 1);
  return rows.map((row) => row.id);
}

/**
 * A common term's matches among the first SEARCH_EXAMINED_LIMIT rows the list's other conditions
 * find in the list's order (up to FEW_MATCHES + 1 of them), and whether those were all its rows.
 * Checking the term on every one of a lawyer's or a client's demands would grow with the firm.
 * The order lets the planner walk the index of the filter and the sort (a client's deadlines)
 * rather than scan the table for the client's rows.
 */
async function matchesAmongFirst(
  db: Database,
  narrowing: SQL | undefined,
  search: SQL,
  orderBy: SQL[],
): Promise<{ ids: number[]; complete: boolean }> {
  const examined = db
    .select({ id: demands.id, hit: sql<boolean>`${search}`.as('hit') })
    .from(demands)
    .where(narrowing)
    .orderBy(...orderBy)
    .limit(SEARCH_EXAMINED_LIMIT + 1)
    .as('examined');
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      ids: sql<
        number[]
      >`coalesce((array_agg(${examined.id}) filter (where ${examined.hit}))[1:${sql.raw(String(FEW_MATCHES + 1))}], '{}')`,
    })
    .from(examined);
  return { ids: row?.ids ?? [], complete: (row?.rows ?? 0) <= SEARCH_EXAMINED_LIMIT };
}

/**
 * One page of demands and the bounded total (spring-page.ts), sorted with the id as tie-breaker
 * (stable pages). A narrowed list with few matches is sorted from its matches. Otherwise, near
 * the start the page is one joined query (an index walk of a few rows); deeper, the page's ids
 * come first from the demands table alone (an index walk that stops after offset + size entries
 * without joining the rows it skips), then their rows with the names.
 */
export async function listDemands(
  db: Database,
  filter: StaffListFilter,
  sort: { field: DemandSortField; direction: 'asc' | 'desc' },
  page: { offset: number; size: number },
): Promise<{ rows: DemandRecord[]; total: number; countLimit: number }> {
  const planned = await plannedMatches(db, filter);
  const commonTerm = planned > COMMON_TERM_ROWS;
  const { where, narrowing, narrowingBeyondScope, checkedSearch, searches } = await conditions(
    db,
    filter,
  );
  const limit = countLimit(filter.filtro, filter.demanda);
  const order = sort.direction === 'asc' ? asc : desc;
  // Within a status the list follows the deadline (the status index holds status, prazo, id).
  const orderBy =
    sort.field === 'status'
      ? [order(demands.status), order(demands.prazo), order(demands.id)]
      : [order(SORT_COLUMNS[sort.field]), order(demands.id)];

  // In title order, the matches of a term with many may all sort after thousands of titles (of
  // the firm or of one client): the page walks the demands of the term's title words from the
  // first title (title-words.ts).
  const titleTerms = searches.flatMap((each) => (each.titleTerm ? [each.titleTerm] : []));
  const found =
    planned > TITLE_WALK_FROM_ROWS && sort.field === 'demanda'
      ? await firstTitleWords(db, titleTerms)
      : null;
  if (found) {
    const walk: TitleWalk = {
      words: found.words,
      onWords: and(
        filter.clientId != null ? sql`${walkedWord.clientId} = ${filter.clientId}` : undefined,
        filter.archived !== undefined
          ? sql`${walkedWord.archived} = ${filter.archived}`
          : undefined,
      ),
      onDemands: and(
        narrowingBeyondScope,
        ...searches
          .filter((each) => !(found.whole && each.titleTerm === found.term))
          .map((each) => each.checked),
      ),
    };
    return titleWalkPage(
      db,
      walk,
      sort.direction,
      page,
      limit,
      async (ids) =>
        (await selectRecords(db)
          .where(anyOf(demands.id as never, ids))
          .orderBy(...orderBy)) as DemandRecord[],
    );
  }

  /** The page as the sort's index gives it, beside the list's count. */
  const readPage = async (
    counting: Promise<number>,
  ): Promise<{ rows: DemandRecord[]; total: number; countLimit: number }> => {
    if (page.offset < IDS_FIRST_FROM_OFFSET) {
      const [rows, total] = await Promise.all([
        selectRecords(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(page.size)
          .offset(page.offset),
        counting,
      ]);
      return { rows: rows as DemandRecord[], total, countLimit: limit };
    }
    const [ids, total] = await Promise.all([
      db
        .select({ id: demands.id })
        .from(demands)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.size)
        .offset(page.offset),
      counting,
    ]);
    if (!ids.length) return { rows: [], total, countLimit: limit };
    const found = await selectRecords(db).where(
      inArray(
        demands.id,
        ids.map((row) => row.id),
      ),
    );
    const byId = new Map(found.map((row) => [row.id, row as DemandRecord]));
    const rows = ids.map((row) => byId.get(row.id)).filter((row) => row !== undefined);
    return { rows, total, countLimit: limit };
  };

  // A narrowed list may match few rows spread far apart in the sort order (a creator's demands,
  // a lawyer's in one status): walking the sort's index for ten of them could read a client's
  // whole history. So its matches are gathered first, through the filter's own index, stopping
  // at FEW_MATCHES + 1; when they are that few, the page is sorted from them and they are the
  // exact total.
  if (narrows(filter)) {
    const gathered =
      commonTerm && checkedSearch
        ? await matchesAmongFirst(db, narrowing, checkedSearch, orderBy)
        : { ids: await matchIds(db, where), complete: true };
    if (gathered.complete && gathered.ids.length <= FEW_MATCHES) {
      const rows = gathered.ids.length
        ? await selectRecords(db)
            .where(anyOf(demands.id as never, gathered.ids))
            .orderBy(...orderBy)
            .limit(page.size)
            .offset(page.offset)
        : [];
      return { rows: rows as DemandRecord[], total: gathered.ids.length, countLimit: limit };
    }
    if (gathered.ids.length <= FEW_MATCHES) {
      // A common term among more rows than SEARCH_EXAMINED_LIMIT, with fewer matches among them
      // than FEW_MATCHES: the page walks the sort's index; a page that is not full is the list's
      // end, otherwise the list says "mais de N resultados" for the matches known.
      const read = await readPage(Promise.resolve(0));
      const atEnd = totalAtEnd(read.rows.length, page);
      if (atEnd !== null) return { ...read, total: atEnd };
      const seen = read.rows.length ? page.offset + read.rows.length : 0;
      const atLeast = Math.max(gathered.ids.length, seen);
      if (atLeast <= 1) return { ...read, total: atLeast };
      const known = roundBelow(atLeast);
      return { ...read, total: known + 1, countLimit: known };
    }
    // A search counts no further than FEW_MATCHES: more were found, which is its answer.
    if (limit <= FEW_MATCHES) return readPage(Promise.resolve(limit + 1));
  }
  return readPage(boundedCount(db, db.select(one).from(demands).where(where).$dynamic(), limit));
}

/**
 * Rows per read of the export: a keyset page on (created_at, id), served by its index. Each read
 * costs a round trip and a plan: 5000 rows a read doubled the rows per second of 1000, for a few
 * megabytes held at a time.
 */
export const EXPORT_BATCH_SIZE = 5000;

/**
 * The demands created in [from, until) that pass the list's filter, oldest first, a batch at a
 * time (keyset on created_at, id; the cursor keeps created_at as PostgreSQL text so
 * microseconds survive).
 */
export async function* demandBatchesCreatedBetween(
  db: Database,
  from: Date,
  until: Date,
  filter: StaffListFilter = {},
): AsyncGenerator<DemandRecord[]> {
  const { where } = await conditions(db, filter);
  let cursor: { at: string; id: number } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${demands.createdAt}, ${demands.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
      : undefined;
    const rows: (DemandRecord & { cursorAt: string })[] = (await db
      .select({ ...recordColumns, cursorAt: sql<string>`${demands.createdAt}::text` })
      .from(demands)
      .innerJoin(clients, eq(clients.id, demands.clientId))
      .innerJoin(serviceTypes, eq(serviceTypes.id, demands.serviceTypeId))
      .leftJoin(lawyers, eq(lawyers.id, demands.lawyerId))
      .leftJoin(users, eq(users.id, demands.createdByUserId))
      .where(
        and(
          sql`${demands.createdAt} >= ${from}`,
          sql`${demands.createdAt} < ${until}`,
          where,
          after,
        ),
      )
      .orderBy(asc(demands.createdAt), asc(demands.id))
      .limit(EXPORT_BATCH_SIZE)) as (DemandRecord & { cursorAt: string })[];
    if (!rows.length) return;
    yield rows;
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last: { cursorAt: string; id: number } = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

export async function findDemand(db: Database, id: number): Promise<DemandRecord | null> {
  const [row] = await selectRecords(db).where(eq(demands.id, id)).limit(1);
  return (row as DemandRecord | undefined) ?? null;
}

export async function isParticipantOf(
  db: Database,
  demandId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: demandParticipants.id })
    .from(demandParticipants)
    .where(and(eq(demandParticipants.demandId, demandId), eq(demandParticipants.userId, userId)))
    .limit(1);
  return !!row;
}

export interface HistoryEntry {
  id: number;
  status: DemandStatus;
  data: Date;
}

/** The status history, newest first (spec 2 section 2.8: Histórico). */
export async function listHistory(db: Database, demandId: number): Promise<HistoryEntry[]> {
  return db
    .select({
      id: demandStatusHistory.id,
      status: demandStatusHistory.status,
      data: demandStatusHistory.data,
    })
    .from(demandStatusHistory)
    .where(eq(demandStatusHistory.demandId, demandId))
    .orderBy(desc(demandStatusHistory.data), desc(demandStatusHistory.id));
}

export interface DocumentRecord {
  id: number;
  demandId: number;
  filename: string;
  storageKey: string;
  size: number;
  contentType: string;
}

const documentColumns = {
  id: demandDocuments.id,
  demandId: demandDocuments.demandId,
  filename: demandDocuments.filename,
  storageKey: demandDocuments.storageKey,
  size: demandDocuments.size,
  contentType: demandDocuments.contentType,
};

export async function listDocuments(db: Database, demandId: number): Promise<DocumentRecord[]> {
  return db
    .select(documentColumns)
    .from(demandDocuments)
    .where(eq(demandDocuments.demandId, demandId))
    .orderBy(asc(demandDocuments.id));
}

export async function findDocument(db: Database, id: number): Promise<DocumentRecord | null> {
  const [row] = await db
    .select(documentColumns)
    .from(demandDocuments)
    .where(eq(demandDocuments.id, id))
    .limit(1);
  return row ?? null;
}

export async function deleteDocument(db: Database, id: number): Promise<void> {
  await db.delete(demandDocuments).where(eq(demandDocuments.id, id));
}

export async function deleteDocuments(db: Database, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await db.delete(demandDocuments).where(inArray(demandDocuments.id, [...ids]));
}

export type NewDocument = Pick<DocumentRecord, 'filename' | 'storageKey' | 'size' | 'contentType'>;

export async function addDocuments(
  db: Database,
  demandId: number,
  documents: readonly NewDocument[],
  uploadedBy: number,
  now: Date,
): Promise<void> {
  if (!documents.length) return;
  await db
    .insert(demandDocuments)
    .values(documents.map((doc) => ({ ...doc, demandId, uploadedBy, createdAt: now })));
}

/** The columns a save writes (create and update). */
export type DemandValues = Omit<
  typeof demands.$inferInsert,
  'id' | 'status' | 'archived' | 'createdAt' | 'updatedAt' | 'createdByUserId'
>;

/** Inserts a demand with its first history entry; returns its id. */
export async function insertDemand(
  db: Database,
  values: DemandValues & { status: DemandStatus; createdByUserId: number },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(demands)
    .values({ ...values, archived: false, createdAt: now, updatedAt: now })
    .returning({ id: demands.id });
  await db
    .insert(demandStatusHistory)
    .values({ demandId: row!.id, status: values.status, data: now });
  return row!.id;
}

export async function updateDemand(
  db: Database,
  id: number,
  values: Partial<DemandValues>,
  now: Date,
): Promise<void> {
  await db
    .update(demands)
    .set({ ...values, updatedAt: now })
    .where(eq(demands.id, id));
}

/** Moves a demand to a status and records it in the history with its date. */
/**
 * Moves the demand from `from` to `status`, with its history line. Applies only while the demand
 * is still in `from` (the status the decision was made on): false when another call changed it
 * meanwhile, so two concurrent changes never both succeed.
 */
export async function changeStatus(
  db: Database,
  id: number,
  from: DemandStatus,
  status: DemandStatus,
  now: Date,
): Promise<boolean> {
  const changed = await db
    .update(demands)
    .set({ status, updatedAt: now })
    .where(and(eq(demands.id, id), eq(demands.status, from)))
    .returning({ id: demands.id });
  if (!changed.length) return false;
  await db.insert(demandStatusHistory).values({ demandId: id, status, data: now });
  return true;
}

export async function setArchived(
  db: Database,
  id: number,
  archived: boolean,
  now: Date,
): Promise<void> {
  await db.update(demands).set({ archived, updatedAt: now }).where(eq(demands.id, id));
}

/** Users of a client with their enabled flag, for the participants sent with a request. */
export async function clientUsers(
  db: Database,
  clientId: number,
  ids: readonly number[],
): Promise<{ id: number; enabled: boolean }[]> {
  if (!ids.length) return [];
  return db
    .select({ id: users.id, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.clientId, clientId), inArray(users.id, [...ids])));
}

/** Attaches the users; answers those who were not attached yet. */
export async function addParticipants(
  db: Database,
  demandId: number,
  userIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (!userIds.length) return [];
  const added = await db
    .insert(demandParticipants)
    .values(userIds.map((userId) => ({ demandId, userId, createdAt: now })))
    .onConflictDoNothing()
    .returning({ userId: demandParticipants.userId });
  return added.map((row) => row.userId);
}
