import { formatDuration, parseSignedDuration } from '../format/hours';
import { parsePeriod, type Period } from '../format/period';

// The hours bank is a ledger (spec 2 sections 2.8, 3 and 7): packs add hours with a value and an
// expiry, removals take hours away from a month on. Movements are never edited; every figure of
// budget control is computed from them and from the demands that count for hours.

/** A day as the wire and the database carry it, 'yyyy-MM-dd' (compares as text). */
export type IsoDay = string;

/** The days a budget query covers: from the first day of periodoInicial to the last of periodoFinal. */
export interface DayRange {
  readonly from: IsoDay;
  readonly to: IsoDay;
}

export interface HoursPack {
  readonly kind: 'pack';
  /** Whole minutes, positive. */
  readonly minutes: number;
  /** Value paid for the pack (BRL). */
  readonly valor: number;
  /** The day the pack was added: it is in force from then on. */
  readonly startsOn: IsoDay;
  /** Last day the pack is in force. */
  readonly expiresOn: IsoDay;
}

export interface HoursRemoval {
  readonly kind: 'removal';
  /** Whole minutes, negative. */
  readonly minutes: number;
  /** First day of the month (dataInicial, MM/yyyy) the removal applies from. */
  readonly startsOn: IsoDay;
}

export type HoursMovement = HoursPack | HoursRemoval;

const pad = (value: number, size: number) => String(value).padStart(size, '0');

function periodFirstDay(period: Period): IsoDay {
  return `${pad(period.year, 4)}-${pad(period.month, 2)}-01`;
}

function periodLastDay(period: Period): IsoDay {
  const last = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  return `${pad(period.year, 4)}-${pad(period.month, 2)}-${pad(last, 2)}`;
}

/** '03/2024' -> '2024-03-01' (a removal's dataInicial); invalid -> null. */
export function periodStartDay(text: string | null | undefined): IsoDay | null {
  const period = parsePeriod(text);
  return period ? periodFirstDay(period) : null;
}

/** periodoInicial and periodoFinal (MM/yyyy) as the days they cover; invalid -> null. */
export function budgetDayRange(
  periodoInicial: string | null | undefined,
  periodoFinal: string | null | undefined,
): DayRange | null {
  const from = parsePeriod(periodoInicial);
  const to = parsePeriod(periodoFinal);
  if (!from || !to) return null;
  return { from: periodFirstDay(from), to: periodLastDay(to) };
}

/**
 * Whether a movement counts in the range: a pack while in force during any day of it, a removal
 * when its month falls inside it.
 */
export function movementCounts(movement: HoursMovement, range: DayRange): boolean {
  if (movement.kind === 'pack') {
    return movement.startsOn <= range.to && movement.expiresOn >= range.from;
  }
  return movement.startsOn >= range.from && movement.startsOn <= range.to;
}

/** A pack is expired once its last day has passed. */
export function isPackExpired(pack: Pick<HoursPack, 'expiresOn'>, today: IsoDay): boolean {
  return pack.expiresOn < today;
}

/** Minutes of hours contracted in the range: packs in force plus (negative) removals. */
export function contractedMinutes(movements: readonly HoursMovement[], range: DayRange): number {
  return movements
    .filter((movement) => movementCounts(movement, range))
    .reduce((sum, movement) => sum + movement.minutes, 0);
}

/** GET /controle-orcamentario/barra-progresso: saldo, consumida, contratada as HHH:MM:SS. */
export interface HoursProgressFigures {
  saldo: string;
  consumida: string;
  contratada: string;
}

/** Balance = contracted - consumed; it is negative (a debt) when more was used than contracted. */
export function hoursProgress(contracted: number, consumed: number): HoursProgressFigures {
  return {
    saldo: formatDuration(contracted - consumed),
    consumida: formatDuration(consumed),
    contratada: formatDuration(contracted),
  };
}

/**
 * GET /controle-orcamentario/contratacao: value of the packs in force in the range and the
 * latest expiry among them (yyyy-MM-dd; the API answers it dd/MM/yyyy).
 */
export function contracting(
  movements: readonly HoursMovement[],
  range: DayRange,
): { contratado: number | null; expiresOn: IsoDay | null } {
  const packs = movements.filter(
    (movement): movement is HoursPack =>
      movement.kind === 'pack' && movementCounts(movement, range),
  );
  if (packs.length === 0) return { contratado: null, expiresOn: null };
  const cents = packs.reduce((sum, pack) => sum + Math.round(pack.valor * 100), 0);
  const expiresOn = packs.map((pack) => pack.expiresOn).reduce((a, b) => (a > b ? a : b));
  return { contratado: cents / 100, expiresOn };
}

/** Sum of HHH:MM:SS durations (signed); an unreadable one throws, so a bad figure never hides. */
export function sumDurations(texts: readonly string[]): string {
  let total = 0;
  for (const text of texts) {
    const minutes = parseSignedDuration(text);
    if (minutes === null) throw new Error(`Duração ilegível: ${text}`);
    total += minutes;
  }
  return formatDuration(total);
}
