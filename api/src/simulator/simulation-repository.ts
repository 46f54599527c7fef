import { and, asc, desc, eq, exists, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SIMULATION_ORIGIN,
  type DosimetryInput,
  type DosimetryResult,
  type LeadFollowUpStatus,
  type SimulationDocument,
  type SimulationListScope,
  type SimulationOrigin,
} from '@dpohub/domain';
import type { Database } from '../db/database';
import { clients, fineSimulations, leads, simulationDocuments, users } from '../db/schema';
import { listPage, matches, matchesSearchColumn, type ListRead, type PageRequest } from '../lists';
import type { ComputedSimulation } from './simulation-input';

/** A simulation with the names the list and the answers show. */
export interface SimulationRecord {
  id: number;
  origin: SimulationOrigin;
  leadId: number | null;
  createdByUserId: number | null;
  creatorClientId: number | null;
  creatorClientName: string | null;
  answers: DosimetryInput | null;
  grauInfracao: string | null;
  valorSimulado: number | null;
  calculation: DosimetryResult | null;
  enabled: boolean;
  createdAt: Date;
  createdBy: string | null;
  email: string | null;
  empresa: string | null;
}

export interface NewSimulation {
  origin: SimulationOrigin;
  leadId?: number | null;
  createdByUserId?: number | null;
  creatorClientId?: number | null;
  computed: ComputedSimulation | null;
  now: Date;
}

export interface NewDocument {
  storageKey: string;
  filename: string;
  contentType: string;
  size: number;
}

// Who made it: the lead of the landing page, or the portal user and their client.
const createdBy = sql<string | null>`coalesce(${leads.name}, ${users.name})`;
const email = sql<string | null>`coalesce(${leads.email}, ${users.email})`;
const empresa = sql<string | null>`coalesce(${leads.company}, ${clients.name})`;
const hasDocument = exists(
  sql`(select 1 from ${simulationDocuments} where ${simulationDocuments.simulationId} = ${fineSimulations.id})`,
);

const recordColumns = {
  id: fineSimulations.id,
  origin: fineSimulations.origin,
  leadId: fineSimulations.leadId,
  createdByUserId: fineSimulations.createdByUserId,
  creatorClientId: fineSimulations.creatorClientId,
  creatorClientName: clients.name,
  answers: fineSimulations.answers,
  grauInfracao: fineSimulations.grauInfracao,
  valorSimulado: fineSimulations.valorSimulado,
  calculation: fineSimulations.calculation,
  enabled: fineSimulations.enabled,
  createdAt: fineSimulations.createdAt,
  createdBy,
  email,
  empresa,
};

function withNames(db: Database) {
  return db
    .select(recordColumns)
    .from(fineSimulations)
    .leftJoin(leads, eq(leads.id, fineSimulations.leadId))
    .leftJoin(users, eq(users.id, fineSimulations.createdByUserId))
    .leftJoin(clients, eq(clients.id, fineSimulations.creatorClientId));
}

const computedColumns = (computed: ComputedSimulation | null) =>
  computed
    ? {
        answers: computed.answers,
        grauInfracao: computed.result.grauInfracao,
        valorSimulado: computed.result.valorSimulado,
        calculation: computed.result,
      }
    : {};

export async function insertSimulation(db: Database, simulation: NewSimulation): Promise<number> {
  const [row] = await db
    .insert(fineSimulations)
    .values({
      origin: simulation.origin,
      leadId: simulation.leadId ?? null,
      createdByUserId: simulation.createdByUserId ?? null,
      creatorClientId: simulation.creatorClientId ?? null,
      ...computedColumns(simulation.computed),
      createdAt: simulation.now,
      updatedAt: simulation.now,
    })
    .returning({ id: fineSimulations.id });
  return row!.id;
}

export async function updateSimulation(
  db: Database,
  id: number,
  computed: ComputedSimulation,
  now: Date,
): Promise<void> {
  await db
    .update(fineSimulations)
    .set({ ...computedColumns(computed), updatedAt: now })
    .where(eq(fineSimulations.id, id));
}

export async function findSimulation(db: Database, id: number): Promise<SimulationRecord | null> {
  const [row] = await withNames(db).where(eq(fineSimulations.id, id)).limit(1);
  return row ?? null;
}

const documentColumns = {
  id: simulationDocuments.id,
  filename: simulationDocuments.filename,
  contentType: simulationDocuments.contentType,
  size: simulationDocuments.size,
  createdAt: simulationDocuments.createdAt,
  storageKey: simulationDocuments.storageKey,
};

export type StoredDocument = SimulationDocument & { storageKey: string };

export async function listDocuments(db: Database, simulationId: number): Promise<StoredDocument[]> {
  const rows = await db
    .select(documentColumns)
    .from(simulationDocuments)
    .where(eq(simulationDocuments.simulationId, simulationId))
    .orderBy(asc(simulationDocuments.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function addDocuments(
  db: Database,
  simulationId: number,
  documents: NewDocument[],
  now: Date,
): Promise<void> {
  if (!documents.length) return;
  await db
    .insert(simulationDocuments)
    .values(documents.map((document) => ({ ...document, simulationId, createdAt: now })));
}

/** The simulation's given document, or its first one when no id is given. */
export async function findDocument(
  db: Database,
  simulationId: number,
  documentId?: number,
): Promise<StoredDocument | null> {
  const documents = await listDocuments(db, simulationId);
  if (documentId === undefined) return documents[0] ?? null;
  return documents.find((document) => document.id === documentId) ?? null;
}

// ---- The simulated fines list and its export (spec 4 section 2.3) ----

export interface SimulationFilter {
  search?: string;
  origin?: SimulationOrigin;
  /** Inclusive start and exclusive end instants of the period. */
  from?: Date;
  until?: Date;
  clientId?: number;
  /** Only the leads the firm follows up with this status (issue 30): landing-page rows. */
  followUp?: LeadFollowUpStatus;
  /** Whose simulations the caller may list (domain simulationListScope); all when absent. */
  scope?: SimulationListScope;
}

export interface SimulationListRow {
  id: number;
  createdBy: string | null;
  email: string | null;
  empresa: string | null;
  origem: SimulationOrigin;
  createdAt: Date;
  grauInfracao: string | null;
  valorSimulado: number | null;
  temDocumento: boolean;
  /** A lead's "Quero receber as informações por e-mail"; null for a portal simulation. */
  infoEmail: boolean | null;
  /** The lead of a landing-page simulation, null for a portal one (or an erased lead). */
  leadId: number | null;
  consentText: string | null;
  consentVersion: string | null;
  consentedAt: Date | null;
  followUpStatus: LeadFollowUpStatus | null;
  followUpBy: string | null;
  followUpAt: Date | null;
}

/** `sort` fields of the list, by their wire names. */
export const SIMULATION_SORT_FIELDS = {
  createdAt: fineSimulations.createdAt,
  createdBy,
  email,
  empresa,
  origem: fineSimulations.origin,
  grauInfracao: fineSimulations.grauInfracao,
  valorSimulado: fineSimulations.valorSimulado,
} as const;

export type SimulationSortField = keyof typeof SIMULATION_SORT_FIELDS;

const ids = (rows: { id: number }[]) => sql.param(rows.map((row) => row.id));

/**
 * The search matches who made it, the e-mail or the company: the leads, users and clients that
 * match are resolved first (trigram indexes), then the simulations by those ids, keeping the
 * names' precedence (a lead's own data before the portal user's).
 */
async function searchCondition(db: Database, search: string): Promise<SQL> {
  const [leadRows, userRows, clientRows] = await Promise.all([
    db
      .select({ id: leads.id })
      .from(leads)
      .where(
        or(
          matches(leads.name, search),
          matches(leads.email, search),
          matches(leads.company, search),
        ),
      ),
    db
      .select({ id: users.id })
      .from(users)
      .where(
        or(
          matchesSearchColumn(users.nameSearch, search),
          matchesSearchColumn(users.emailSearch, search),
        ),
      ),
    db
      .select({ id: clients.id })
      .from(clients)
      .where(matchesSearchColumn(clients.nameSearch, search)),
  ]);
  return sql`(${fineSimulations.leadId} = any(${ids(leadRows)}::int[]) or (${fineSimulations.leadId} is null and (${fineSimulations.createdByUserId} = any(${ids(userRows)}::int[]) or ${fineSimulations.creatorClientId} = any(${ids(clientRows)}::int[]))))`;
}

/** The filter's conditions but the search (`searchCondition`). */
function filterCondition(filter: SimulationFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.origin) conditions.push(eq(fineSimulations.origin, filter.origin));
  if (filter.from) conditions.push(gte(fineSimulations.createdAt, filter.from));
  if (filter.until) conditions.push(lt(fineSimulations.createdAt, filter.until));
  if (filter.clientId !== undefined) {
    conditions.push(eq(fineSimulations.creatorClientId, filter.clientId));
  }
  if (filter.followUp) {
    conditions.push(
      sql`${fineSimulations.leadId} in (select ${leads.id} from ${leads} where ${leads.followUpStatus} = ${filter.followUp})`,
    );
  }
  const scope = filter.scope;
  if (scope?.kind === 'own') conditions.push(eq(fineSimulations.createdByUserId, scope.userId));
  if (scope?.kind === 'client') {
    conditions.push(
      eq(fineSimulations.origin, SIMULATION_ORIGIN.DPO),
      or(
        eq(fineSimulations.creatorClientId, scope.clientId),
        eq(fineSimulations.createdByUserId, scope.userId),
      )!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

// Who set a lead's follow-up status last (another join of users than the creator's).
const followUpUsers = alias(users, 'follow_up_users');

const listColumns = {
  id: fineSimulations.id,
  createdBy,
  email,
  empresa,
  origem: fineSimulations.origin,
  createdAt: fineSimulations.createdAt,
  grauInfracao: fineSimulations.grauInfracao,
  valorSimulado: fineSimulations.valorSimulado,
  temDocumento: sql<boolean>`${hasDocument}`,
  infoEmail: leads.infoEmail,
  leadId: leads.id,
  consentText: leads.consentText,
  consentVersion: leads.consentVersion,
  consentedAt: leads.consentedAt,
  followUpStatus: leads.followUpStatus,
  followUpBy: followUpUsers.name,
  followUpAt: leads.followUpAt,
};

function listQuery(db: Database, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(fineSimulations)
    .leftJoin(leads, eq(leads.id, fineSimulations.leadId))
    .leftJoin(users, eq(users.id, fineSimulations.createdByUserId))
    .leftJoin(clients, eq(clients.id, fineSimulations.creatorClientId))
    .leftJoin(followUpUsers, eq(followUpUsers.id, leads.followUpByUserId))
    .where(where);
}

/** The search's condition, its names resolved first (`searchCondition`), if any. */
async function searchOf(db: Database, filter: SimulationFilter): Promise<SQL | undefined> {
  const search = filter.search?.trim();
  return search ? searchCondition(db, search) : undefined;
}

/** A page of simulations in the order asked, and the bounded total (lists/list-page.ts). */
export async function listSimulations(
  db: Database,
  filter: SimulationFilter,
  page: PageRequest & { sort: SimulationSortField; direction: 'asc' | 'desc' },
): Promise<ListRead<SimulationListRow>> {
  const order = page.direction === 'asc' ? asc : desc;
  const read = await listPage(
    db,
    {
      table: fineSimulations,
      key: fineSimulations.id,
      where: filterCondition(filter),
      search: await searchOf(db, filter),
      rows: (tx, where) =>
        listQuery(tx, where)
          .orderBy(order(SIMULATION_SORT_FIELDS[page.sort]), order(fineSimulations.id))
          .$dynamic(),
    },
    page,
  );
  return { ...read, rows: read.rows.map(normaliseRow) };
}

const EXPORT_BATCH_SIZE = 5000;

/**
 * Every row of the filter, newest first (the export), a batch at a time: keyset on
 * (created_at, id) with created_at kept as PostgreSQL text so microseconds survive.
 */
export async function* simulationBatches(
  db: Database,
  filter: SimulationFilter,
): AsyncGenerator<SimulationListRow[]> {
  const where = and(filterCondition(filter), await searchOf(db, filter));
  let cursor: { at: string; id: number } | null = null;
  for (;;) {
    const before: SQL | undefined = cursor
      ? sql`(${fineSimulations.createdAt}, ${fineSimulations.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
      : undefined;
    const rows: (SimulationListRow & { cursorAt: string })[] = await db
      .select({ ...listColumns, cursorAt: sql<string>`${fineSimulations.createdAt}::text` })
      .from(fineSimulations)
      .leftJoin(leads, eq(leads.id, fineSimulations.leadId))
      .leftJoin(users, eq(users.id, fineSimulations.createdByUserId))
      .leftJoin(clients, eq(clients.id, fineSimulations.creatorClientId))
      .leftJoin(followUpUsers, eq(followUpUsers.id, leads.followUpByUserId))
      .where(and(where, before))
      .orderBy(desc(fineSimulations.createdAt), desc(fineSimulations.id))
      .limit(EXPORT_BATCH_SIZE);
    if (!rows.length) return;
    yield rows.map(normaliseRow);
    if (rows.length < EXPORT_BATCH_SIZE) return;
    const last: { cursorAt: string; id: number } = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

/** Every row of the filter, newest first. */
export async function allSimulations(
  db: Database,
  filter: SimulationFilter,
): Promise<SimulationListRow[]> {
  const rows: SimulationListRow[] = [];
  for await (const batch of simulationBatches(db, filter)) rows.push(...batch);
  return rows;
}

/**
 * The documents of a page's simulations, by simulation, in upload order (platform M3: the list
 * names each file). At most ten a simulation (spec 4 section 5), read through
 * simulation_documents_simulation_idx.
 */
export async function documentNames(
  db: Database,
  simulationIds: number[],
): Promise<Map<number, { id: number; filename: string }[]>> {
  const byId = new Map<number, { id: number; filename: string }[]>();
  if (!simulationIds.length) return byId;
  const rows = await db
    .select({
      id: simulationDocuments.id,
      simulationId: simulationDocuments.simulationId,
      filename: simulationDocuments.filename,
    })
    .from(simulationDocuments)
    .where(sql`${simulationDocuments.simulationId} = any(${sql.param(simulationIds)}::int[])`)
    .orderBy(asc(simulationDocuments.simulationId), asc(simulationDocuments.id));
  for (const { simulationId, id, filename } of rows) {
    const list = byId.get(simulationId) ?? [];
    list.push({ id, filename });
    byId.set(simulationId, list);
  }
  return byId;
}

// Drivers give `exists` back as a boolean or as 't'/'f' text; numeric as a number.
function normaliseRow(row: SimulationListRow): SimulationListRow {
  const flag = row.temDocumento as unknown;
  return { ...row, temDocumento: flag === true || flag === 't' || flag === 'true' };
}
