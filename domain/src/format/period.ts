import { subYears } from 'date-fns';
import { MESSAGES } from '../messages';
import { parseDisplayDate, isAfterToday } from './dates';
import { maskDigits } from './mask';

// Periods are month/year pairs written MM/yyyy (spec 2 section 9).

export interface Period {
  readonly month: number;
  readonly year: number;
}

const PERIOD_PATTERN = /^(\d{2})\/(\d{4})$/;

// The raw numbers, before any range check, so validation can name what is wrong.
function splitPeriod(text: string | null | undefined): Period | null {
  const match = PERIOD_PATTERN.exec((text ?? '').trim());
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}

/** '03/2024' -> { month: 3, year: 2024 }; anything else (month 00 or 13, year 0000) -> null. */
export function parsePeriod(text: string | null | undefined): Period | null {
  const period = splitPeriod(text);
  if (!period || period.month < 1 || period.month > 12 || period.year < 1) return null;
  return period;
}

export function isValidPeriod(text: string | null | undefined): boolean {
  return parsePeriod(text) !== null;
}

/** Negative when a comes first, zero when equal, positive when a comes later. */
export function comparePeriods(a: Period, b: Period): number {
  return a.year - b.year || a.month - b.month;
}

/** { month: 3, year: 2024 } -> '03/2024', the form the budget queries carry. */
export function periodToApi(period: Period): string {
  return `${String(period.month).padStart(2, '0')}/${String(period.year).padStart(4, '0')}`;
}

export function periodOf(date: Date): Period {
  return { month: date.getMonth() + 1, year: date.getFullYear() };
}

/** First and last calendar day of the period (local time). */
export function periodBounds(period: Period): { from: Date; to: Date } {
  return {
    from: new Date(period.year, period.month - 1, 1),
    to: new Date(period.year, period.month, 0),
  };
}

/** Typed digits as MM/yyyy. */
export function maskPeriod(typed: string): string {
  return maskDigits(typed, '99/9999');
}

/** Budget control default: the same day one year ago to now, as MM/yyyy (spec 2 section 2.8). */
export function defaultBudgetPeriod(now: Date = new Date()): { start: string; end: string } {
  return { start: periodToApi(periodOf(subYears(now, 1))), end: periodToApi(periodOf(now)) };
}

/**
 * Budget export and detailed-report periods (spec 2 section 5). Gives the first message that
 * applies, or null when the pair is acceptable.
 */
export function validateBudgetPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  now: Date = new Date(),
): string | null {
  const from = splitPeriod(start);
  const to = splitPeriod(end);
  if (!from || !to || from.month === 0 || from.year === 0 || to.month === 0 || to.year === 0) {
    return MESSAGES.budgetPeriodInvalid;
  }
  if (from.month > 12) return MESSAGES.budgetStartMonthInvalid;
  if (to.month > 12) return MESSAGES.budgetEndMonthInvalid;
  if (comparePeriods(to, from) < 0) return MESSAGES.budgetPeriodEndBeforeStart;
  if (comparePeriods(from, periodOf(now)) > 0) return MESSAGES.budgetPeriodStartAfterToday;
  return null;
}

/**
 * Demand (and simulation) export period, two dd/MM/yyyy dates (spec 2 section 5, spec 4
 * section 5). Gives the first message that applies, or null.
 */
export function validateExportPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  now: Date = new Date(),
): string | null {
  if (!start?.trim() || !end?.trim()) return MESSAGES.required;
  const from = parseDisplayDate(start);
  const to = parseDisplayDate(end);
  if (!from || !to) return MESSAGES.invalidPeriod;
  if (from.getTime() > to.getTime()) return MESSAGES.periodStartAfterEnd;
  if (isAfterToday(from, now) || isAfterToday(to, now)) return MESSAGES.periodInFuture;
  return null;
}
