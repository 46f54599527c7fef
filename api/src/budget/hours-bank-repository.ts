import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  DEMAND_STATUS,
  addDaysToDay,
  brazilianDay,
  brazilianDayStart,
  monthOfDay,
  type DayRange,
  type HoursLedger,
  type HoursPack,
  type HoursRemoval,
  type HoursUse,
  type IsoDay,
} from '@dpohub/domain';
import type { Database } from '../db/database';
import { demands, hoursBankMovements, hoursUseDays, users } from '../db/schema';

// The hours bank of one client as the domain ledger (domain hoursBankState): its packs and
// removals (a handful a year) and the hours its finished services marked for the hours bank used,
// by day (hours_use_days, kept in step with the demands by the database).

export interface ClientMovements {
  packs: HoursPack[];
  removals: HoursRemoval[];
  /** Who registered each pack and removal (by movement id). */
  packBy: Map<number, string>;
  removalBy: Map<number, string>;
}

/** The client's packs and removals, oldest first. */
export async function clientMovements(db: Database, clientId: number): Promise<ClientMovements> {
  const rows = await db
    .select({
      id: hoursBankMovements.id,
      kind: hoursBankMovements.kind,
      minutes: hoursBankMovements.minutes,
      valor: hoursBankMovements.valor,
      startsOn: hoursBankMovements.startsOn,
      expiresOn: hoursBankMovements.expiresOn,
      descricao: hoursBankMovements.descricao,
      createdAt: hoursBankMovements.createdAt,
      createdByName: users.name,
    })
    .from(hoursBankMovements)
    .innerJoin(users, eq(users.id, hoursBankMovements.createdByUserId))
    .where(eq(hoursBankMovements.clientId, clientId))
    .orderBy(asc(hoursBankMovements.startsOn), asc(hoursBankMovements.id));
  const result: ClientMovements = {
    packs: [],
    removals: [],
    packBy: new Map(),
    removalBy: new Map(),
  };
  for (const row of rows) {
    if (row.kind === 'pack') {
      result.packs.push({
        id: row.id,
        minutes: row.minutes,
        valor: row.valor!,
        startsOn: row.startsOn,
        expiresOn: row.expiresOn!,
        descricao: row.descricao,
      });
      result.packBy.set(row.id, row.createdByName);
    } else {
      result.removals.push({
        id: row.id,
        minutes: -row.minutes,
        day: brazilianDay(row.createdAt),
        month: monthOfDay(row.startsOn),
      });
      result.removalBy.set(row.id, row.createdByName);
    }
  }
  return result;
}

const consuming = (clientId: number) =>
  and(
    eq(demands.clientId, clientId),
    eq(demands.status, DEMAND_STATUS.FINALIZADO),
    eq(demands.consumoHoras, true),
    sql`${demands.horasMinutes} is not null`,
  );

/**
 * The hours used per day by the client's finished services, in [since, before): the days kept
 * in step with the demands (hours_use_days, at most one row a day, whatever the number of
 * services).
 */
export async function dailyUses(
  db: Database,
  clientId: number,
  since: IsoDay,
  before: IsoDay | null = null,
): Promise<HoursUse[]> {
  const rows = await db
    .select({ day: hoursUseDays.day, minutes: hoursUseDays.minutes })
    .from(hoursUseDays)
    .where(
      and(
        eq(hoursUseDays.clientId, clientId),
        gte(hoursUseDays.day, since),
        before ? lt(hoursUseDays.day, before) : undefined,
      ),
    )
    .orderBy(asc(hoursUseDays.day));
  return rows.map((row) => ({ day: row.day, minutes: Number(row.minutes) }));
}

/** The hours each finished service used in the range, one use per demand. */
export async function serviceUses(
  db: Database,
  clientId: number,
  range: DayRange,
): Promise<(HoursUse & { demandId: number; demanda: string; valor: number | null })[]> {
  const rows = await db
    .select({
      demandId: demands.id,
      demanda: demands.demanda,
      valor: demands.serviceValor,
      serviceAt: demands.serviceAt,
      minutes: demands.horasMinutes,
    })
    .from(demands)
    .where(
      and(
        consuming(clientId),
        gte(demands.serviceAt, brazilianDayStart(range.from)),
        lt(demands.serviceAt, brazilianDayStart(addDaysToDay(range.to, 1))),
      ),
    )
    .orderBy(asc(demands.serviceAt), asc(demands.id));
  return rows.map((row) => ({
    demandId: row.demandId,
    demanda: row.demanda,
    valor: row.valor,
    day: brazilianDay(row.serviceAt!),
    minutes: row.minutes!,
  }));
}

/** The first day whose use can matter: the first pack's, or `floor` when earlier. */
function ledgerStart(packs: readonly HoursPack[], floor: IsoDay): IsoDay {
  return packs.reduce((first, pack) => (pack.startsOn < first ? pack.startsOn : first), floor);
}

/**
 * The client's ledger with its uses by day from the first pack (or `floor`, e.g. the first
 * month of the burn-down) on: what the card, the alerts and the forecast read.
 */
export async function clientLedger(
  db: Database,
  clientId: number,
  floor: IsoDay,
): Promise<{ ledger: HoursLedger; movements: ClientMovements }> {
  const movements = await clientMovements(db, clientId);
  const uses = await dailyUses(db, clientId, ledgerStart(movements.packs, floor));
  return { ledger: { packs: movements.packs, removals: movements.removals, uses }, movements };
}

/**
 * The ledger for a period's report: uses by day before the period, one use per service inside
 * it (so each line names its service and the pack it used).
 */
export async function periodLedger(
  db: Database,
  clientId: number,
  range: DayRange,
): Promise<{
  ledger: HoursLedger;
  movements: ClientMovements;
  services: Map<number, { demanda: string; valor: number | null }>;
}> {
  const movements = await clientMovements(db, clientId);
  const before = await dailyUses(
    db,
    clientId,
    ledgerStart(movements.packs, range.from),
    range.from,
  );
  const inside = await serviceUses(db, clientId, range);
  return {
    ledger: {
      packs: movements.packs,
      removals: movements.removals,
      uses: [
        ...before,
        ...inside.map(({ day, minutes, demandId }) => ({ day, minutes, demandId })),
      ],
    },
    movements,
    services: new Map(
      inside.map((use) => [use.demandId, { demanda: use.demanda, valor: use.valor }]),
    ),
  };
}

export interface NewMovement {
  clientId: number;
  kind: 'pack' | 'removal';
  /** Positive for a pack, negative for a removal. */
  minutes: number;
  valor: number | null;
  startsOn: IsoDay;
  expiresOn: IsoDay | null;
  descricao: string | null;
  createdByUserId: number;
  createdAt: Date;
}

export async function insertMovement(db: Database, movement: NewMovement): Promise<number> {
  const [row] = await db
    .insert(hoursBankMovements)
    .values(movement)
    .returning({ id: hoursBankMovements.id });
  return row!.id;
}
