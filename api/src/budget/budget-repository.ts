import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { DEMAND_STATUS, INVESTED_STATUSES, sumMoney, type DemandStatus } from '@dpohub/domain';
import type { Database } from '../db/database';
import { budgetMonthTotals, clients, demands, lawyers, serviceTypes } from '../db/schema';
import { listPage, matchesSearchColumn, type ListRead, type PageRequest } from '../lists';

// Budget control reads the demands (their hours, values, statuses) by the service's date
// (demands.service_at: the completion of a finished demand, the request of any other; domain
// serviceInstant). Every query is limited to one client or, for firm admins, the whole firm, and
// to the period.

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

const BRAZIL_OFFSET_MS = 3 * 60 * 60 * 1000;

/** The Brazilian month an instant falls in, as budget_month_totals keys it ('2026-11-01'). */
const monthKey = (at: Date) =>
  `${new Date(at.getTime() - BRAZIL_OFFSET_MS).toISOString().slice(0, 7)}-01`;

/** The start of the Brazilian month after the one `at` falls in. */
function nextMonthStart(at: Date): Date {
  const [year, month] = monthKey(at).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 1) + BRAZIL_OFFSET_MS);
}

function isMonthStart(at: Date): boolean {
  return new Date(at.getTime() - BRAZIL_OFFSET_MS).toISOString().slice(8) === '01T00:00:00.000Z';
}

function scopeConditions(scope: BudgetScope): SQL[] {
  const parts: SQL[] = [];
  if (scope.clientId !== null) parts.push(eq(demands.clientId, scope.clientId));
  if (scope.range.from) parts.push(sql`${demands.serviceAt} >= ${scope.range.from}`);
  if (scope.range.until) parts.push(sql`${demands.serviceAt} < ${scope.range.until}`);
  return parts;
}

/** A group of the period's work: services, value (numeric text) and minutes. */
interface WorkGroup<K> {
  key: K;
  servicos: number;
  valor: string;
  minutes: number;
}

const toGroup = <K>(row: {
  key: unknown;
  servicos: string;
  valor: string;
  minutes: string;
}): WorkGroup<K> => ({
  key: row.key as K,
  servicos: Number(row.servicos),
  valor: row.valor,
  minutes: Number(row.minutes),
});

/**
 * The period's work grouped by one column of budget_month_totals (status, lawyer or service
 * type): its whole months from the monthly totals (a few rows per month, whatever the number of
 * demands), and a first month that starts mid-month (the default period, from the same day one
 * year ago) from that month's demands themselves. The two parts are added in decimal.
 */
async function periodWork<K extends string | number>(
  db: Database,
  scope: BudgetScope,
  by: 'status' | 'lawyer' | 'serviceType',
  statuses?: readonly DemandStatus[],
): Promise<WorkGroup<K>[]> {
  const { from, until } = scope.range;
  const partialUntil = from && !isMonthStart(from) ? nextMonthStart(from) : null;
  const monthsFrom = partialUntil ?? from;
  const groups: WorkGroup<K>[] = [];

  if (!(monthsFrom && until && monthsFrom >= until)) {
    const column = {
      status: budgetMonthTotals.status,
      lawyer: budgetMonthTotals.lawyerId,
      serviceType: budgetMonthTotals.serviceTypeId,
    }[by];
    const rows = await db
      .select({
        key: column,
        servicos: sql<string>`sum(${budgetMonthTotals.servicos})`,
        valor: sql<string>`coalesce(sum(${budgetMonthTotals.valor}), 0)`,
        minutes: sql<string>`coalesce(sum(${budgetMonthTotals.minutes}), 0)`,
      })
      .from(budgetMonthTotals)
      .where(
        and(
          eq(budgetMonthTotals.clientId, scope.clientId ?? 0),
          monthsFrom ? gte(budgetMonthTotals.month, monthKey(monthsFrom)) : undefined,
          until ? lt(budgetMonthTotals.month, monthKey(until)) : undefined,
          statuses ? inArray(budgetMonthTotals.status, [...statuses]) : undefined,
        ),
      )
      .groupBy(column);
    groups.push(...rows.map((row) => toGroup<K>(row)));
  }

  if (partialUntil) {
    const column = {
      status: demands.status,
      lawyer: sql<number>`coalesce(${demands.lawyerId}, 0)`,
      serviceType: demands.serviceTypeId,
    }[by];
    const end = until && until < partialUntil ? until : partialUntil;
    const rows = await db
      .select({
        key: column,
        servicos: sql<string>`count(*)`,
        valor: sql<string>`coalesce(sum(${demands.serviceValor}), 0)`,
        minutes: sql<string>`coalesce(sum(${demands.horasMinutes}), 0)`,
      })
      .from(demands)
      .where(
        and(
          ...scopeConditions({ ...scope, range: { from, until: end } }),
          statuses ? inArray(demands.status, [...statuses]) : undefined,
        ),
      )
      .groupBy(column);
    groups.push(...rows.map((row) => toGroup<K>(row)));
  }

  const merged = new Map<K, WorkGroup<K>>();
  for (const group of groups) {
    const seen = merged.get(group.key);
    merged.set(
      group.key,
      seen
        ? {
            key: group.key,
            servicos: seen.servicos + group.servicos,
            valor: String(sumMoney([seen.valor, group.valor])),
            minutes: seen.minutes + group.minutes,
          }
        : group,
    );
  }
  return [...merged.values()].filter((group) => group.servicos !== 0);
}

/** Controle por status: services and total value (sum of the rounded values) per status. */
export async function statusTotals(
  db: Database,
  scope: BudgetScope,
): Promise<{ status: DemandStatus; servicos: number; total: number }[]> {
  const groups = await periodWork<DemandStatus>(db, scope, 'status');
  return groups.map((group) => ({
    status: group.key,
    servicos: group.servicos,
    total: sumMoney([group.valor]),
  }));
}

export interface WorkShareGroup {
  id: number | null;
  nome: string;
  servicos: number;
  minutes: number;
  valor: number;
}

/**
 * The work in progress and finished in the period (what 'Valor investido' sums), by lawyer and
 * by service type, largest value first.
 */
export async function workShare(
  db: Database,
  scope: BudgetScope,
): Promise<{ byLawyer: WorkShareGroup[]; byServiceType: WorkShareGroup[] }> {
  const [lawyerGroups, typeGroups] = [
    await periodWork<number>(db, scope, 'lawyer', INVESTED_STATUSES),
    await periodWork<number>(db, scope, 'serviceType', INVESTED_STATUSES),
  ];
  const lawyerIds = lawyerGroups.map((group) => group.key).filter((id) => id !== 0);
  const lawyerNames = new Map(
    lawyerIds.length
      ? (
          await db
            .select({ id: lawyers.id, name: lawyers.name })
            .from(lawyers)
            .where(inArray(lawyers.id, lawyerIds))
        ).map((row) => [row.id, row.name])
      : [],
  );
  const typeNames = new Map(
    (await db.select({ id: serviceTypes.id, name: serviceTypes.name }).from(serviceTypes)).map(
      (row) => [row.id, row.name],
    ),
  );
  const shape = (groups: WorkGroup<number>[], name: (id: number) => string, none: string) =>
    groups
      .map((group) => ({
        id: group.key === 0 ? null : group.key,
        nome: group.key === 0 ? none : name(group.key),
        servicos: group.servicos,
        minutes: group.minutes,
        valor: sumMoney([group.valor]),
      }))
      .sort((a, b) => b.valor - a.valor || a.nome.localeCompare(b.nome));
  return {
    byLawyer: shape(lawyerGroups, (id) => lawyerNames.get(id) ?? String(id), 'Sem advogado(a)'),
    byServiceType: shape(typeGroups, (id) => typeNames.get(id) ?? String(id), ''),
  };
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
  /** The demand's value (demands.service_valor). */
  valor: number | null;
  status: DemandStatus;
  createdAt: Date;
  finishedAt: Date | null;
  horasMinutes: number | null;
  consumoHoras: boolean;
}

const serviceColumns = {
  id: demands.id,
  demanda: demands.demanda,
  clientId: demands.clientId,
  clientName: clients.name,
  valor: demands.serviceValor,
  status: demands.status,
  createdAt: demands.createdAt,
  finishedAt: demands.finishedAt,
  horasMinutes: demands.horasMinutes,
  consumoHoras: demands.consumoHoras,
};

/** A page of services sorted by demanda (then id) and the bounded total (lists/list-page.ts). */
export async function listServices(
  db: Database,
  scope: BudgetScope,
  filter: ServiceFilter,
  page: PageRequest,
): Promise<ListRead<ServiceRow>> {
  return listPage(
    db,
    {
      table: demands,
      key: demands.id,
      ...serviceConditions(scope, filter),
      order: [
        { column: demands.demanda, direction: 'asc' },
        { column: demands.id, direction: 'asc' },
      ],
      rows: (tx, where) =>
        tx
          .select(serviceColumns)
          .from(demands)
          .innerJoin(clients, eq(clients.id, demands.clientId))
          .where(where)
          .$dynamic(),
    },
    page,
  );
}

/** A service as the spreadsheet and the statement show it. */
export interface ServiceSheetRow extends ServiceRow {
  lawyerName: string | null;
  serviceTypeName: string;
  /** The price per hour its value came from; null when typed or without a price. */
  valorHora: number | null;
}

const sheetColumns = {
  ...serviceColumns,
  lawyerName: lawyers.name,
  serviceTypeName: serviceTypes.name,
  valorHora: sql<
    string | null
  >`case when ${demands.valor} is null and ${demands.horasMinutes} is not null
    then dpohub_price_in_force(${demands.clientId}, budget_day_of(${demands.createdAt})) end`,
};

function sheetRows(db: Database) {
  return db
    .select(sheetColumns)
    .from(demands)
    .innerJoin(clients, eq(clients.id, demands.clientId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, demands.serviceTypeId))
    .leftJoin(lawyers, eq(lawyers.id, demands.lawyerId));
}

const toSheetRow = (row: Omit<ServiceSheetRow, 'valorHora'> & { valorHora: string | null }) => ({
  ...row,
  valorHora: row.valorHora === null ? null : sumMoney([row.valorHora]),
});

/**
 * Every service of the scope in demanda order, read in batches by key (no OFFSET), for the
 * spreadsheet.
 */
export async function* serviceBatches(
  db: Database,
  scope: BudgetScope,
  batchSize = 5000,
): AsyncGenerator<ServiceSheetRow[]> {
  let after: { demanda: string; id: number } | null = null;
  for (;;) {
    // A row comparison, so the (client_id, demanda, id) or (demanda, id) index starts each batch
    // where the last one stopped (an OR of the two columns made every batch rescan from the top).
    const keyset: SQL | undefined = after
      ? sql`(${demands.demanda}, ${demands.id}) > (${after.demanda}, ${after.id})`
      : undefined;
    const rows: ServiceSheetRow[] = (
      await sheetRows(db)
        .where(and(...scopeConditions(scope), keyset))
        .orderBy(asc(demands.demanda), asc(demands.id))
        .limit(batchSize)
    ).map(toSheetRow);
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    const last: ServiceSheetRow = rows[rows.length - 1]!;
    after = { demanda: last.demanda, id: last.id };
  }
}

/** The client's services finished in the period, by completion, for the statement. */
export async function finishedServices(
  db: Database,
  scope: BudgetScope & { clientId: number },
): Promise<ServiceSheetRow[]> {
  const rows = await sheetRows(db)
    .where(and(...scopeConditions(scope), eq(demands.status, DEMAND_STATUS.FINALIZADO)))
    .orderBy(asc(demands.serviceAt), asc(demands.id));
  return rows.map(toSheetRow);
}

/** The client's price per hour in force on a day (the database's dpohub_price_in_force). */
export async function priceInForceOn(
  db: Database,
  clientId: number,
  day: string,
): Promise<number | null> {
  const [row] = await db
    .select({ price: sql<string | null>`dpohub_price_in_force(${clientId}, ${day}::date)` })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row?.price == null ? null : sumMoney([row.price]);
}
