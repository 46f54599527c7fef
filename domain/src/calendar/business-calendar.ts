import { SLA_BUSINESS_DAYS } from '../constants';
import { apiToDisplayDate } from '../format/dates';
import { MESSAGES } from '../messages';
import { brazilianClosedDays, type ClosedDay } from './brazilian-holidays';
import { isCalendarDay, isWeekend, shiftDay, weekday } from './calendar-days';

// The firm's business days: the one rule every deadline, clock, digest and report uses (the API
// and the screens alike). A business day is a weekday that is not a national holiday, Carnival
// Monday or Tuesday, Corpus Christi, a holiday of the firm's seat (state or city) or a day the
// firm closed in its 'Calendário' screen. Ash Wednesday counts (the firm opens in the afternoon).

export interface BusinessCalendar {
  /** Why a day is closed (a holiday or closure, weekends aside), or null. */
  closedDay(day: string): ClosedDay | null;
}

/**
 * The calendar of the firm: the Brazilian closed days of every year plus `otherDays(year)`, the
 * seat's holidays and the firm's closures of that year (each year is asked for once).
 */
export function businessCalendar(
  otherDays: (year: number) => readonly ClosedDay[] = () => [],
): BusinessCalendar {
  const years = new Map<number, ReadonlyMap<string, ClosedDay>>();
  const yearDays = (year: number) => {
    let days = years.get(year);
    if (!days) {
      const map = new Map<string, ClosedDay>();
      // The firm's own name of a day wins over the holiday's: it is what the firm chose to say.
      for (const closed of [...brazilianClosedDays(year), ...otherDays(year)]) {
        if (closed.date.startsWith(`${year}-`)) map.set(closed.date, closed);
      }
      days = map;
      years.set(year, days);
    }
    return days;
  };
  return { closedDay: (day) => yearDays(Number(day.slice(0, 4))).get(day) ?? null };
}

/** A calendar from a list of closed days (what GET /calendario answers the screens). */
export function businessCalendarOf(days: readonly ClosedDay[]): BusinessCalendar {
  return businessCalendar((year) => days.filter((closed) => closed.date.startsWith(`${year}-`)));
}

export function isBusinessDay(day: string, calendar: BusinessCalendar): boolean {
  return !isWeekend(day) && calendar.closedDay(day) === null;
}

/** Why a day is not a business day ('sábado', 'domingo', 'Carnaval (segunda-feira)'), or null. */
export function nonBusinessReason(day: string, calendar: BusinessCalendar): string | null {
  const week = weekday(day);
  if (week === 6) return 'sábado';
  if (week === 0) return 'domingo';
  return calendar.closedDay(day)?.name ?? null;
}

/** The first business day after `day`. */
export function nextBusinessDay(day: string, calendar: BusinessCalendar): string {
  let current = shiftDay(day, 1);
  while (!isBusinessDay(current, calendar)) current = shiftDay(current, 1);
  return current;
}

/** `day` itself when it is a business day, else the next one. */
export function businessDayOnOrAfter(day: string, calendar: BusinessCalendar): string {
  return isBusinessDay(day, calendar) ? day : nextBusinessDay(day, calendar);
}

/** The day `count` business days after `day`. */
export function addBusinessDays(day: string, count: number, calendar: BusinessCalendar): string {
  let current = day;
  for (let left = count; left > 0; left -= 1) current = nextBusinessDay(current, calendar);
  return current;
}

/** Spec 2 section 9: the SLA deadline is 5 business days after the day of the request. */
export function slaDeadline(requestDay: string, calendar: BusinessCalendar): string {
  return addBusinessDays(requestDay, SLA_BUSINESS_DAYS, calendar);
}

// A deadline years away still answers quickly: past this many days the count stops growing.
const MAX_COUNTED_DAYS = 3660;

/** Business days after `today` up to and including `prazo`; 0 when `prazo` is today or past. */
export function businessDaysUntil(
  today: string,
  prazo: string,
  calendar: BusinessCalendar,
): number {
  let count = 0;
  let current = today;
  for (let steps = 0; current < prazo && steps < MAX_COUNTED_DAYS; steps += 1) {
    current = shiftDay(current, 1);
    if (isBusinessDay(current, calendar)) count += 1;
  }
  return count;
}

/** Business days from `start` to `end`: 0 the same day, 1 the next business day (SLA reports). */
export function businessDaysBetween(
  start: string,
  end: string,
  calendar: BusinessCalendar,
): number {
  return end <= start ? 0 : businessDaysUntil(start, end, calendar);
}

export const CALENDAR_MESSAGES = {
  nonBusinessDeadline: (day: string, reason: string, next: string) =>
    `O prazo deve cair em um dia útil: ${apiToDisplayDate(day)} é ${reason}. O próximo dia útil é ${apiToDisplayDate(next)}.`,
} as const;

/**
 * A new deadline (yyyy-MM-dd) on `today`, in both demand forms and on the server: a real date,
 * not before today ('O prazo não pode ser anterior à data atual') and on a business day (the
 * message names the reason and the next business day; the deadline is refused, never moved
 * behind the user's back). The deadline the demand already had (`stored`) may stay as it is.
 */
export function validateDeadline(
  prazo: string | null | undefined,
  today: string,
  calendar: BusinessCalendar,
  stored?: string | null,
): string | null {
  const text = (prazo ?? '').trim();
  if (!isCalendarDay(text)) return MESSAGES.invalidDeadline;
  if (stored && text === stored) return null;
  if (text < today) return MESSAGES.pastDeadline;
  const reason = nonBusinessReason(text, calendar);
  if (reason === null) return null;
  return CALENDAR_MESSAGES.nonBusinessDeadline(text, reason, nextBusinessDay(text, calendar));
}
