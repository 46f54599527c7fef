import { MESSAGES } from '../messages';
import { parsePeriod, periodToApi, type Period } from '../format/period';
import { apiToDisplayDate } from '../format/dates';

// Days of budget control. The firm and its clients are in Brazil, which keeps UTC-3 all year since
// 2019: a day starts at 03:00 UTC. The database reads an instant's day with the same offset
// (budget_day_of / budget_month_of), so the screen, the API and the SQL totals agree on it.

/** A calendar day as the wire and the database carry it, 'yyyy-MM-dd' (compares as text). */
export type IsoDay = string;

const BRAZIL_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** The instant a Brazilian day starts: '2026-11-25' -> 2026-11-25T03:00:00Z. */
export function brazilianDayStart(day: IsoDay): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + BRAZIL_OFFSET_MS);
}

/** '2026-11-25' + 6 -> '2026-12-01' (calendar arithmetic, no time of day). */
export function addDaysToDay(day: IsoDay, days: number): IsoDay {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one day to another: ('2026-11-25', '2026-12-10') -> 15. */
export function daysFromTo(from: IsoDay, to: IsoDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export function periodFirstDay(period: Period): IsoDay {
  return `${pad(period.year, 4)}-${pad(period.month)}-01`;
}

export function periodLastDay(period: Period): IsoDay {
  const last = new Date(Date.UTC(period.year, period.month, 0)).getUTCDate();
  return `${pad(period.year, 4)}-${pad(period.month)}-${pad(last)}`;
}

/** The month (MM/yyyy) a day falls in: '2026-11-25' -> '11/2026'. */
export function monthOfDay(day: IsoDay): string {
  return `${day.slice(5, 7)}/${day.slice(0, 4)}`;
}

/** '03/2024' -> '2024-03-01'; invalid -> null. */
export function periodStartDay(text: string | null | undefined): IsoDay | null {
  const period = parsePeriod(text);
  return period ? periodFirstDay(period) : null;
}

/** The months from one MM/yyyy to another, both included: ('11/2026', '01/2027') -> 3 months. */
export function monthsBetween(from: Period, to: Period): string[] {
  const months: string[] = [];
  let { month, year } = from;
  while (year < to.year || (year === to.year && month <= to.month)) {
    months.push(periodToApi({ month, year }));
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The days a budget query covers. */
export interface DayRange {
  readonly from: IsoDay;
  readonly to: IsoDay;
}

/**
 * periodoInicial and periodoFinal (MM/yyyy) as the days they cover: from the first day of the
 * first month (or its `diaInicial`-th day, the screen's default "the same day one year ago"; a
 * day past the month's end is its last day) to the last day of the second month. Null when a
 * period is unreadable or the day is not 1 to 31.
 */
export function budgetDayRange(
  periodoInicial: string | null | undefined,
  periodoFinal: string | null | undefined,
  diaInicial?: number | null,
): DayRange | null {
  const from = parsePeriod(periodoInicial);
  const to = parsePeriod(periodoFinal);
  if (!from || !to) return null;
  if (
    diaInicial != null &&
    !(Number.isInteger(diaInicial) && diaInicial >= 1 && diaInicial <= 31)
  ) {
    return null;
  }
  const lastOfStart = periodLastDay(from);
  const day = diaInicial ? `${lastOfStart.slice(0, 8)}${pad(diaInicial)}` : periodFirstDay(from);
  return { from: day < lastOfStart ? day : lastOfStart, to: periodLastDay(to) };
}

/**
 * The screen's default period (spec 2 section 2.8, "the same day one year ago to now"): the
 * month one year ago from its same day, to the current month. On 25/11/2026: 11/2025 from day
 * 25, to 11/2026, i.e. 25/11/2025 to 25/11/2026 (nothing is dated after today).
 */
export function defaultBudgetRange(today: IsoDay): {
  periodoInicial: string;
  periodoFinal: string;
  diaInicial: number;
} {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return {
    periodoInicial: periodToApi({ month, year: year - 1 }),
    periodoFinal: periodToApi({ month, year }),
    diaInicial: Number(today.slice(8, 10)),
  };
}

/**
 * What the screen says under a period field once it holds MM/yyyy (budget m5): a month above 12
 * names the field ('Mês do período inicial está inválido!'), a zero month or year is 'Período
 * inicial ou final inválido.'; null while incomplete or valid.
 */
export function periodFieldMessage(text: string, which: 'start' | 'end'): string | null {
  const match = /^(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month > 12) {
    return which === 'start' ? MESSAGES.budgetStartMonthInvalid : MESSAGES.budgetEndMonthInvalid;
  }
  if (month === 0 || Number(match[2]) === 0) return MESSAGES.budgetPeriodInvalid;
  return null;
}

/** The days a period filter covers as the screen states them, its end capped at today. */
export function periodShown(
  range: DayRange | null,
  today: IsoDay,
): { from: string; to: string } | null {
  if (!range) return null;
  return {
    from: apiToDisplayDate(range.from),
    to: apiToDisplayDate(range.to < today ? range.to : today),
  };
}
