import { subYears } from 'date-fns';
import { MESSAGES } from '../messages';
import { isAfterToday } from './date-times';
import { formatApiDate, parseApiDate, parseDisplayDate } from './dates';
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
 * One day of an export period as the calls carry it: yyyy-MM-dd, as every screen sends dates
 * (spec 1 section 5), or dd/MM/yyyy, as the export dialogs show them (spec 2 section 2.3) and
 * older links send them. Only the whole day: '2024-06-15T10:00' or '15/6/2024' -> null.
 */
export function parseExportDay(text: string | null | undefined): Date | null {
  const value = (text ?? '').trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return parseApiDate(value);
  return parseDisplayDate(value);
}

/** The period's days as yyyy-MM-dd, when both are readable. */
export interface ExportPeriodDays {
  readonly from: string;
  readonly to: string;
}

/**
 * Demand and simulation export period (spec 2 section 5, spec 4 section 5): both days required,
 * each yyyy-MM-dd or dd/MM/yyyy, the start not after the end, neither after today. The one rule
 * both exports and both dialogs use: the first message that applies, or the days.
 */
export function readExportPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  now: Date = new Date(),
): { problem: string } | { days: ExportPeriodDays } {
  if (!start?.trim() || !end?.trim()) return { problem: MESSAGES.required };
  const from = parseExportDay(start);
  const to = parseExportDay(end);
  if (!from || !to) return { problem: MESSAGES.invalidPeriod };
  if (from.getTime() > to.getTime()) return { problem: MESSAGES.periodStartAfterEnd };
  if (isAfterToday(from, now) || isAfterToday(to, now)) return { problem: MESSAGES.periodInFuture };
  return { days: { from: formatApiDate(from), to: formatApiDate(to) } };
}

/** readExportPeriod's message, or null when the period is acceptable. */
export function validateExportPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  now: Date = new Date(),
): string | null {
  const read = readExportPeriod(start, end, now);
  return 'problem' in read ? read.problem : null;
}

export interface ExportPeriodFields {
  periodoInicial: string;
  periodoFinal: string;
}

/**
 * The export period's messages field by field: each day required; an unreadable start is
 * 'Período inválido!' under the start alone, once (demands m14); the other rules of the period
 * under the end. The one reading of the rule for every form that asks for a period (the demands
 * export dialog, the SLA report); `now` defaults to the moment of the check, so a dialog left
 * open stays right.
 */
export function exportPeriodFieldErrors(
  { periodoInicial, periodoFinal }: ExportPeriodFields,
  now: Date = new Date(),
): Partial<Record<keyof ExportPeriodFields, string>> {
  const errors: Partial<Record<keyof ExportPeriodFields, string>> = {};
  const startReadable = periodoInicial.trim() !== '' && parseExportDay(periodoInicial) !== null;
  if (!periodoInicial.trim()) errors.periodoInicial = MESSAGES.required;
  else if (!startReadable) errors.periodoInicial = MESSAGES.invalidPeriod;
  if (!periodoFinal.trim()) errors.periodoFinal = MESSAGES.required;
  else if (startReadable) {
    const problem = validateExportPeriod(periodoInicial, periodoFinal, now);
    if (problem !== null) errors.periodoFinal = problem;
  }
  return errors;
}
