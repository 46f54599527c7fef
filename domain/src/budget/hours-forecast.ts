import { apiToDisplayDate } from '../format/dates';
import { parsePeriod } from '../format/period';
import {
  addDaysToDay,
  daysFromTo,
  monthOfDay,
  monthsBetween,
  periodLastDay,
  type IsoDay,
} from './budget-days';
import { hoursAndMinutesText } from './hours-alerts';
import { hoursBankState, type HoursBankState, type HoursLedger } from './hours-ledger';

// The burn-down of the hours bank: hours used per month against the balance of the packs in
// force over the last 12 months, and the day the balance runs out at the current pace.

export const BURN_DOWN_MONTHS = 12;
/** The current pace is the hours used over the last 90 days (today included), per day. */
export const PACE_WINDOW_DAYS = 90;

export interface BurnDownMonth {
  /** MM/yyyy */
  month: string;
  /** Minutes used in the month (every finished service marked for the hours bank). */
  used: number;
  /** Contratada of the packs in force at the month's end (today for the current month). */
  contracted: number;
  /** Saldo of the packs in force at the month's end (today for the current month). */
  balance: number;
}

/** The last `months` months to today's, each with its use and its closing balance. */
export function burnDown(
  ledger: HoursLedger,
  today: IsoDay,
  months = BURN_DOWN_MONTHS,
): BurnDownMonth[] {
  const current = parsePeriod(monthOfDay(today))!;
  const first = { month: current.month, year: current.year };
  for (let step = 1; step < months; step += 1) {
    first.month -= 1;
    if (first.month === 0) {
      first.month = 12;
      first.year -= 1;
    }
  }
  const used = new Map<string, number>();
  for (const use of ledger.uses) {
    if (use.day > today) continue;
    const month = monthOfDay(use.day);
    used.set(month, (used.get(month) ?? 0) + use.minutes);
  }
  return monthsBetween(first, current).map((month) => {
    const end = periodLastDay(parsePeriod(month)!);
    const state = hoursBankState(ledger, end < today ? end : today);
    return {
      month,
      used: used.get(month) ?? 0,
      contracted: state.contratada,
      balance: state.saldo,
    };
  });
}

export type RunOut =
  /** The balance of the packs in force is used up already. */
  | { kind: 'exhausted' }
  /** Nothing used in the last 90 days: no pace to project. */
  | { kind: 'noUse' }
  /** At this pace the balance ends on `day`. */
  | { kind: 'runsOut'; day: IsoDay }
  /** At this pace some hours are still left when the last pack expires, on `day`. */
  | { kind: 'outlasts'; day: IsoDay };

export interface HoursPace {
  /** Minutes used over the pace window. */
  windowMinutes: number;
  /** The pace as minutes per 30 days, rounded to the minute. */
  monthlyMinutes: number;
  runOut: RunOut;
}

/**
 * The pace of the last 90 days and where it leads: the packs in force are used one after the
 * other, the one that expires first first, at that pace from tomorrow on; hours a pack still has
 * when it expires expire with it. Exact integer arithmetic: a day is `window` units of pace.
 */
export function hoursPace(ledger: HoursLedger, state: HoursBankState): HoursPace {
  const today = state.asOf;
  const since = addDaysToDay(today, -(PACE_WINDOW_DAYS - 1));
  const windowMinutes = ledger.uses
    .filter((use) => use.day >= since && use.day <= today)
    .reduce((sum, use) => sum + use.minutes, 0);
  const monthlyMinutes = Math.round((windowMinutes * 30) / PACE_WINDOW_DAYS);
  const pace = (runOut: RunOut): HoursPace => ({ windowMinutes, monthlyMinutes, runOut });
  if (!state.inForce.length || state.saldo <= 0) return pace({ kind: 'exhausted' });
  if (windowMinutes === 0) return pace({ kind: 'noUse' });
  // Time in units of 1/windowMinutes of a day: using m minutes takes m * PACE_WINDOW_DAYS units.
  let elapsed = 0;
  let runsOut: number | null = null;
  for (const pack of state.inForce) {
    if (pack.balance <= 0) continue;
    const until = daysFromTo(today, pack.expiresOn) * windowMinutes;
    if (elapsed >= until) continue;
    const end = elapsed + pack.balance * PACE_WINDOW_DAYS;
    if (end <= until) {
      elapsed = end;
      runsOut = end;
    } else {
      elapsed = until;
      runsOut = null;
    }
  }
  if (runsOut === null) return pace({ kind: 'outlasts', day: state.expiresOn! });
  return pace({ kind: 'runsOut', day: addDaysToDay(today, Math.ceil(runsOut / windowMinutes)) });
}

export const FORECAST_MESSAGES = {
  runsOut: (day: IsoDay) => `No ritmo atual, o saldo acaba em ${apiToDisplayDate(day)}.`,
  outlasts: (day: IsoDay) =>
    `No ritmo atual, o saldo não acaba antes do vencimento dos pacotes vigentes, em ${apiToDisplayDate(day)}.`,
  noUse:
    'Não houve consumo de horas nos últimos 90 dias: não há ritmo para projetar o fim do saldo.',
  exhausted: 'O saldo dos pacotes vigentes acabou.',
  pace: (monthlyMinutes: number) =>
    `Ritmo atual: ${hoursAndMinutesText(monthlyMinutes)} por mês (média dos últimos 90 dias).`,
} as const;

export function runOutMessage(runOut: RunOut): string {
  switch (runOut.kind) {
    case 'runsOut':
      return FORECAST_MESSAGES.runsOut(runOut.day);
    case 'outlasts':
      return FORECAST_MESSAGES.outlasts(runOut.day);
    case 'noUse':
      return FORECAST_MESSAGES.noUse;
    default:
      return FORECAST_MESSAGES.exhausted;
  }
}

const MONTH_NAMES = [
  'jan',
  'fev',
  'mar',
  'abr',
  'mai',
  'jun',
  'jul',
  'ago',
  'set',
  'out',
  'nov',
  'dez',
];

/** A month (MM/yyyy) as the chart's axis names it: '11/2026' -> 'nov'. */
export function monthAbbreviation(month: string): string {
  return MONTH_NAMES[parsePeriod(month)!.month - 1]!;
}
