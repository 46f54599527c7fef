import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  OPEN_DEMAND_STATUSES,
  type DemandStatus,
  type PrazoAtendimento,
  type TipoAvaliacao,
} from '@dpohub/domain';
import type { Database } from '../db/database';
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
  listPage,
  matches,
  matchesSearchColumn,
  searchWords,
  type ListRead,
  type PageRequest,
} from '../lists';
import { WORKLOAD_COUNT_LIMIT } from '@dpohub/domain/wire';

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
  /** The demand's value: typed by the staff, or computed (demands.service_valor). */
  valor: number | null;
  /** Whether the staff typed the value (else it follows the hours and the price in force). */
  valorInformado: boolean;
  consumoHoras: boolean;
  status: DemandStatus;
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
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
  valor: demands.serviceValor,
  valorInformado: sql<boolean>`${demands.valor} is not null`,
  consumoHoras: demands.consumoHoras,
  status: demands.status,
  archived: demands.archived,
  createdAt: demands.createdAt,
  updatedAt: demands.updatedAt,
  finishedAt: demands.finishedAt,
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
  /** Only demands no lawyer was given yet (the queue's 'Sem advogado'). */
  withoutLawyer?: boolean;
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
  valor: demands.serviceValor,
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

/**
 * Ids of everyone who created a demand of the client (its users, the firm's staff, a user since
 * moved elsewhere), by a skip scan of `demands_client_created_by_idx`: one index probe per
 * creator, however many demands the client has. A name matching users of other clients then
 * leaves no creator at all, instead of a walk along the client's demands looking for them.
 */
async function creatorsOfClient(db: Database, clientId: number): Promise<Set<number>> {
  const result = await db.execute(sql`
    with recursive creators(id) as (
      (select ${demands.createdByUserId} from ${demands}
        where ${demands.clientId} = ${clientId} and ${demands.createdByUserId} is not null
        order by ${demands.createdByUserId} limit 1)
      union all
      select (select ${demands.createdByUserId} from ${demands}
        where ${demands.clientId} = ${clientId} and ${demands.createdByUserId} > creators.id
        order by ${demands.createdByUserId} limit 1)
      from creators where creators.id is not null
    )
    select id from creators where id is not null`);
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return new Set(rows.map((row) => Number(row.id)));
}

/** The creators a "Criado por" term names: within the client's own creators when scoped. */
async function creatorsNamed(
  db: Database,
  term: string,
  clientId: number | undefined,
): Promise<number[]> {
  const named = await usersNamed(db, term);
  if (clientId == null || named.length === 0) return named;
  const creators = await creatorsOfClient(db, clientId);
  return named.filter((id) => creators.has(id));
}

/**
 * Ids of the lawyers whose name matches (the staff search, demands m6). The firm's lawyers are a
 * short list: read whole, not through an index.
 */
async function lawyersMatching(db: Database, term: string): Promise<number[]> {
  const rows = await db.select({ id: lawyers.id }).from(lawyers).where(matches(lawyers.name, term));
  return rows.map((row) => row.id);
}

const anyOf = (
  column: typeof demands.clientId | typeof demands.createdByUserId | typeof demands.lawyerId,
  ids: number[],
) => sql`${column} = any(${sql.param(ids)}::int[])`;

/**
 * One word of the staff search: in the title, the client's name or folder number (Pasta), or the
 * lawyer's name. Clients and lawyers are resolved first: an OR with a sub-select would defeat
 * the trigram index.
 */
async function staffSearchWord(db: Database, word: string): Promise<SQL> {
  const clientIds = await clientsMatching(db, word);
  if (/^\d{1,9}$/.test(word)) clientIds.push(Number(word));
  const lawyerIds = await lawyersMatching(db, word);
  return or(
    matchesSearchColumn(demands.demandaSearch, word),
    clientIds.length ? anyOf(demands.clientId, clientIds) : undefined,
    lawyerIds.length ? anyOf(demands.lawyerId, lawyerIds) : undefined,
  )!;
}

/**
 * A demands list's condition on the demands table: its scope and filters (`where`), and its
 * searches (`search`): the staff list's free search (the title, the client's name or its folder
 * number, Pasta, the lawyer's name) and the title search (Demanda), each word on its own.
 */
async function conditions(
  db: Database,
  filter: StaffListFilter,
): Promise<{ where: SQL | undefined; search: SQL | undefined }> {
  const parts: (SQL | undefined)[] = [
    filter.clientId != null ? eq(demands.clientId, filter.clientId) : undefined,
    filter.archived !== undefined ? eq(demands.archived, filter.archived) : undefined,
  ];
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
  if (filter.withoutLawyer) parts.push(isNull(demands.lawyerId));
  if (filter.serviceTypeId) parts.push(eq(demands.serviceTypeId, filter.serviceTypeId));
  if (filter.overdueBefore) {
    parts.push(
      inArray(demands.status, [...OPEN_DEMAND_STATUSES]),
      eq(demands.archived, false),
      lt(demands.prazo, filter.overdueBefore),
    );
  }
  const criadoPor = filter.criadoPor?.trim();
  if (criadoPor) {
    const creators = await creatorsNamed(db, criadoPor, filter.clientId ?? undefined);
    parts.push(creators.length ? anyOf(demands.createdByUserId, creators) : sql`false`);
  }
  // Every word of a search must match, in any order (demands m6).
  const searches: SQL[] = [];
  const filtro = filter.filtro?.trim();
  for (const word of filtro ? searchWords(filtro) : []) {
    searches.push(await staffSearchWord(db, word));
  }
  const demanda = filter.demanda?.trim();
  for (const word of demanda ? searchWords(demanda) : []) {
    searches.push(matchesSearchColumn(demands.demandaSearch, word));
  }
  return { where: and(...parts), search: and(...searches) };
}

/**
 * One page of demands in the order asked (the id breaks ties, so pages are stable) and the
 * bounded total (lists/list-page.ts). The indexes of the staff lists lead with `archived`, then
 * the filter or the sort (`archived, status|lawyer|service type, prazo, id`, `archived, <sort
 * column>, id`); the client view's with `client_id`.
 */
export async function listDemands(
  db: Database,
  filter: StaffListFilter,
  sort: { field: DemandSortField; direction: 'asc' | 'desc' },
  page: PageRequest,
): Promise<ListRead<DemandRecord>> {
  const { direction } = sort;
  // Within a status the list follows the deadline (the status index holds status, prazo, id).
  const columns =
    sort.field === 'status'
      ? [demands.status, demands.prazo, demands.id]
      : [SORT_COLUMNS[sort.field], demands.id];
  const read = await listPage(
    db,
    {
      table: demands,
      key: demands.id,
      ...(await conditions(db, filter)),
      order: columns.map((column) => ({ column, direction })),
      rows: (tx, where) => selectRecords(tx).where(where).$dynamic(),
    },
    page,
  );
  return { ...read, rows: read.rows as DemandRecord[] };
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
  const { where, search } = await conditions(db, filter);
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
          search,
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

/**
 * Who asked, as the staff form reads it: the author's name and department (demands m8), so a
 * request made in the client form carries its 'Autor da Demanda' and 'Área demandante'.
 */
export async function requesterOf(
  db: Database,
  userId: number,
): Promise<{ autorDemanda: string | null; areaDemandante: string | null }> {
  const [row] = await db
    .select({ name: users.name, department: users.department })
    .from(users)
    .where(eq(users.id, userId));
  const text = (value: string | null | undefined) => value?.trim() || null;
  return { autorDemanda: text(row?.name), areaDemandante: text(row?.department) };
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

/** The lawyer record linked to a staff account ('Atribuídas a mim'), if any. */
export async function lawyerOfUser(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: lawyers.id })
    .from(lawyers)
    .where(eq(lawyers.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export interface LawyerWorkload {
  lawyerId: number | null;
  lawyerName: string | null;
  /** Open demands (OPEN_DEMAND_STATUSES, not archived): past WORKLOAD_COUNT_LIMIT, "mais de". */
  abertas: number;
  /** Of those, the ones whose deadline passed (prazo before `today`), counted likewise. */
  atrasadas: number;
}

/**
 * The staff queue, firm-wide: per active lawyer, and for the demands without one, how many are open
 * and how many of them overdue on `today` (the deadline clock's rule: open and prazo before the
 * firm's day). Each count reads at most WORKLOAD_COUNT_LIMIT + 1 entries of the index on
 * (archived, lawyer, status, prazo, id) per open status, so the queue costs the same at any
 * number of demands.
 */
export async function lawyerWorkloads(db: Database, today: string): Promise<LawyerWorkload[]> {
  const cap = WORKLOAD_COUNT_LIMIT + 1;
  // One capped count per open status: each is an equality on (archived, lawyer, status) and a
  // range on prazo, read in the index's order, so no plan reads more than `cap` entries.
  const counted = (lawyer: SQL, overdue: boolean) =>
    sql.join(
      OPEN_DEMAND_STATUSES.map(
        (status) =>
          sql`(select count(*)::int from (select 1 from ${demands} d where d.archived = false and ${lawyer} and d.status = ${status}${overdue ? sql` and d.prazo < ${today}` : sql``} order by d.prazo limit ${cap}) capped)`,
      ),
      sql` + `,
    );
  const result = await db.execute(sql`
    select l.id as "lawyerId", l.name as "lawyerName",
      ${counted(sql`d.lawyer_id = l.id`, false)} as "abertas",
      ${counted(sql`d.lawyer_id = l.id`, true)} as "atrasadas"
    from ${lawyers} l where l.status = true
    union all
    select null, null,
      ${counted(sql`d.lawyer_id is null`, false)},
      ${counted(sql`d.lawyer_id is null`, true)}
  `);
  const rows = (result as unknown as { rows: LawyerWorkload[] }).rows;
  const lawyersFirst = rows.filter((row) => row.lawyerId !== null);
  lawyersFirst.sort((a, b) => (a.lawyerName ?? '').localeCompare(b.lawyerName ?? '', 'pt-BR'));
  return [...lawyersFirst, ...rows.filter((row) => row.lawyerId === null)];
}
