import { addDays as addCalendarDays, differenceInCalendarDays, isValid, parseISO } from 'date-fns';
import { formatClock, formatDisplayDate } from './dates';

// Date-times and calendar-day arithmetic, through date-fns (ISO parsing with its offsets, days
// across daylight-saving changes). Apart from dates.ts, so the pages that only show a day, such as
// the users list, do not load date-fns.

function toDate(value: string | Date): Date | null {
  const date = typeof value === 'string' ? parseISO(value.trim()) : value;
  return isValid(date) ? date : null;
}

/** '2024-12-25 14:05:00' (or ISO, or a Date) -> '25/12/2024 às 14:05'; unreadable -> ''. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value ? toDate(value) : null;
  return date ? `${formatDisplayDate(date)} às ${formatClock(date)}` : '';
}

/** The session expiry time of the login toast: 'HH:mm'. */
export function formatTime(value: string | Date): string {
  const date = toDate(value);
  return date ? formatClock(date) : '';
}

export function addDays(date: Date, days: number): Date {
  return addCalendarDays(date, days);
}

/** Calendar days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: Date, to: Date): number {
  return differenceInCalendarDays(to, from);
}

/** True when the date falls on a later calendar day than today. */
export function isAfterToday(date: Date, now: Date = new Date()): boolean {
  return differenceInCalendarDays(date, now) > 0;
}
