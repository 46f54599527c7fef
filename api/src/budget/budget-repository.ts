import { and, asc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import { DEMAND_STATUS, type DemandStatus, type HoursMovement } from '@dpohub/domain';
import type { Database } from '../db/database';
import { budgetMonthTotals, clients, demands, hoursBankMovements, users } from '../db/schema';
import { listPage, matchesSearchColumn, type ListRead, type PageRequest } from '../lists';

// Budget control reads the demands (their hours, values, statuses) and the hours bank ledger.
// Every query is limited to one client or, for firm admins, the whole firm, and to the period.

/** Instants a budget period covers (Brazilian days); either end may be open. */
export interface InstantRange {
  from: Date | null;
  until: Date | null;
}

export interface BudgetScope {
  /** null: every client (firm admins only). */
  clientId: number | null;
  range: InstantRange;
}

/**
 * A service's value: the demand's own value, or its hours at the client's price in force on the
 * day it was made (domain `serviceValue`), kept in `service_valor` by the triggers of migration
 * 0013_scale_lists (a price added or changed re-values the client's demands).
 */
const serviceValue = sql<string | null>`${demands.serviceValor}`;

/** The month key of budget_month_totals for a period bound (a Brazilian month start). */
const monthKey = (at: Date) =>
  new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The rows of budget_month_totals a scope covers: its client (0: the firm) and its months. */
function monthConditions(scope: BudgetScope): SQL | undefined {
  return and(
    eq(budgetMonthTotals.clientId, scope.clientId ?? 0),
    scope.range.from ? gte(budgetMonthTotals.month, monthKey(scope.range.from)) : undefined,
    scope.range.until ? lt(budgetMonthTotals.month, monthKey(scope.range.until)) : undefined,
  );
}

function scopeConditions(scope: BudgetScope): SQL[] {
  const parts: SQL[] = [];
  if (scope.clientId !== null) parts.push(eq(demands.clientId, scope.clientId));
  if (scope.range.from) parts.push(sql`${demands.createdAt} >= ${scope.range.from}`);
  if (scope.range.until) parts.push(sql`${demands.createdAt} < ${scope.range.until}`);
  return parts;
}

const money = (value: string | number | null | undefined) =>
  value === null || value === undefined ? 0 : Number(value);

/**
 * Controle por status: services and total value per status, summed from the monthly totals (at
 * most months x statuses rows, whatever the number of demands).
 */
export async function statusTotals(
  db: Database,
  scope: BudgetScope,
): Promise<{ status: DemandStatus; servicos: number; total: number }[]> {
  const rows = await db
    .select({
      status: budgetMonthTotals.status,
      servicos: sql<string>`sum(${budgetMonthTotals.servicos})`,
      total: sql<string | null>`sum(${budgetMonthTotals.valor})`,
    })
    .from(budgetMonthTotals)
    .where(monthConditions(scope))
    .groupBy(budgetMonthTotals.status);
  return rows.map((row) => ({
    status: row.status as DemandStatus,
    servicos: Number(row.servicos),
    total: money(row.total),
  }));
}

export interface ServiceFilter {
  name?: string;
  status?: DemandStatus;
}

/**
 * The services of a scope that pass the filter: the scope's and the status's conditions, and the
 * name's search (accent- and case-insensitive, on the title's searchable copy and its trigram
 * index), if any.
 */
function serviceConditions(
  scope: BudgetScope,
  filter: ServiceFilter,
): { where: SQL | undefined; search: SQL | undefined } {
  const parts = scopeConditions(scope);
  if (filter.status) parts.push(eq(demands.status, filter.status));
  const name = filter.name?.trim();
  return {
    where: and(...parts),
    search: name ? matchesSearchColumn(demands.demandaSearch, name) : undefined,
  };
}

export interface ServiceRow {
  id: number;
  demanda: string;
  clientId: number;
  clientName: string;
  valor: number | null;
  status: DemandStatus;
  createdAt: Date;
  horasMinutes: number | null;
  consumoHoras: boolean;
}

const serviceColumns = {
  id: demands.id,
  demanda: demands.demanda,
  clientId: demands.clientId,
  clientName: clients.name,
  valor: sql<string | null>`${serviceValue}`,
  status: demands.status,
  createdAt: demands.createdAt,
  horasMinutes: demands.horasMinutes,
  consumoHoras: demands.consumoHoras,
};

function toServiceRow(row: Omit<ServiceRow, 'valor'> & { valor: string | null }): ServiceRow {
  return { ...row, valor: row.valor === null ? null : Number(row.valor) };
}

/** A page of services sorted by demanda (then id) and the bounded total (lists/list-page.ts). */
export async function listServices(
  db: Database,
  scope: BudgetScope,
  filter: ServiceFilter,
  page: PageRequest,
): Promise<ListRead<ServiceRow>> {
  const read = await listPage(
    db,
    {
      table: demands,
      key: demands.id,
      ...serviceConditions(scope, filter),
      rows: (tx, where) =>
        tx
          .select(serviceColumns)
          .from(demands)
          .innerJoin(clients, eq(clients.id, demands.clientId))
          .where(where)
          .orderBy(asc(demands.demanda), asc(demands.id))
          .$dynamic(),
    },
    page,
  );
  return { ...read, rows: read.rows.map(toServiceRow) };
}

/**
 * Every service of the scope in demanda order, read in batches by key (no OFFSET), for the
 * spreadsheet.
 */
export async function* serviceBatches(
  db: Database,
  scope: BudgetScope,
  batchSize = 5000,
): AsyncGenerator<ServiceRow[]> {
  let after: { demanda: string; id: number } | null = null;
  for (;;) {
    // A row comparison, so the (client_id, demanda, id) or (demanda, id) index starts each batch
    // where the last one stopped (an OR of the two columns made every batch rescan from the top).
    const keyset: SQL | undefined = after
      ? sql`(${demands.demanda}, ${demands.id}) > (${after.demanda}, ${after.id})`
      : undefined;
    const rows: ServiceRow[] = (
      await db
        .select(serviceColumns)
        .from(demands)
        .innerJoin(clients, eq(clients.id, demands.clientId))
        .where(and(...scopeConditions(scope), keyset))
        .orderBy(asc(demands.demanda), asc(demands.id))
        .limit(batchSize)
    ).map(toServiceRow);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last: ServiceRow = rows[rows.length - 1]!;
    after = { demanda: last.demanda, id: last.id };
  }
}

/** Demands that spent hours of the bank in the scope: finished and marked for consumption. */
function consumingConditions(scope: BudgetScope): SQL | undefined {
  return and(
    ...scopeConditions(scope),
    eq(demands.consumoHoras, true),
    eq(demands.status, DEMAND_STATUS.FINALIZADO),
  );
}

/** Hours spent in the scope: finished demands marked for consumption (monthly totals). */
export async function consumedMinutes(db: Database, scope: BudgetScope): Promise<number> {
  const [row] = await db
    .select({ minutes: sum(budgetMonthTotals.consumoMinutes) })
    .from(budgetMonthTotals)
    .where(and(monthConditions(scope), eq(budgetMonthTotals.status, DEMAND_STATUS.FINALIZADO)));
  return Number(row?.minutes ?? 0);
}

/** The demands that spent hours, oldest first, for the detailed hours report. */
export async function consumingServices(db: Database, scope: BudgetScope): Promise<ServiceRow[]> {
  const rows = await db
    .select(serviceColumns)
    .from(demands)
    .innerJoin(clients, eq(clients.id, demands.clientId))
    .where(consumingConditions(scope))
    .orderBy(asc(demands.createdAt), asc(demands.id));
  return rows.map(toServiceRow);
}

export interface MovementRecord {
  id: number;
  movement: HoursMovement;
  createdAt: Date;
  createdByName: string;
}

/** The client's whole ledger, oldest first (a client has a handful of packs a year). */
export async function clientMovements(db: Database, clientId: number): Promise<MovementRecord[]> {
  const rows = await db
    .select({
      id: hoursBankMovements.id,
      kind: hoursBankMovements.kind,
      minutes: hoursBankMovements.minutes,
      valor: hoursBankMovements.valor,
      startsOn: hoursBankMovements.startsOn,
      expiresOn: hoursBankMovements.expiresOn,
      createdAt: hoursBankMovements.createdAt,
      createdByName: users.name,
    })
    .from(hoursBankMovements)
    .innerJoin(users, eq(users.id, hoursBankMovements.createdByUserId))
    .where(eq(hoursBankMovements.clientId, clientId))
    .orderBy(asc(hoursBankMovements.startsOn), asc(hoursBankMovements.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    createdByName: row.createdByName,
    movement:
      row.kind === 'pack'
        ? {
            kind: 'pack',
            minutes: row.minutes,
            valor: Number(row.valor),
            startsOn: row.startsOn,
            expiresOn: row.expiresOn!,
          }
        : { kind: 'removal', minutes: row.minutes, startsOn: row.startsOn },
  }));
}

export async function insertMovement(
  db: Database,
  movement: HoursMovement & { clientId: number; createdByUserId: number; createdAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(hoursBankMovements)
    .values({
      clientId: movement.clientId,
      kind: movement.kind,
      minutes: movement.minutes,
      valor: movement.kind === 'pack' ? movement.valor : null,
      startsOn: movement.startsOn,
      expiresOn: movement.kind === 'pack' ? movement.expiresOn : null,
      createdByUserId: movement.createdByUserId,
      createdAt: movement.createdAt,
    })
    .returning({ id: hoursBankMovements.id });
  return row!.id;
}
