import { maskDigits } from './mask';

// Dates are shown dd/MM/yyyy and sent yyyy-MM-dd (spec 1 section 5).
export const DISPLAY_DATE_FORMAT = 'dd/MM/yyyy';
export const API_DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'HH:mm';
/** "{date at time}" of the status history (spec 2 section 2.8). */
export const DATE_TIME_FORMAT = "dd/MM/yyyy 'às' HH:mm";

const DISPLAY_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const API_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;

// The fixed patterns above are read and written here directly: date-fns' format and parse carry
// every token and locale (about 9 KB gzip), and the screens that only show a date would pay it.
// Date-times and day arithmetic, which need date-fns, are in date-times.ts: a page that only shows
// a day does not load it.
const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** That calendar day at local midnight, or null when it does not exist (31/02/2024). */
function calendarDay(year: number, month: number, day: number): Date | null {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  const exists =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists ? date : null;
}

/** '25/12/2024' -> that day at local midnight; impossible days (31/02/2024) or 2-digit years -> null. */
export function parseDisplayDate(text: string | null | undefined): Date | null {
  const match = DISPLAY_DATE_PATTERN.exec((text ?? '').trim());
  return match ? calendarDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** Typed digits as dd/MM/yyyy (date inputs). */
export function maskDisplayDate(typed: string): string {
  return maskDigits(typed, '99/99/9999');
}

export function isValidDisplayDate(text: string | null | undefined): boolean {
  return parseDisplayDate(text) !== null;
}

/** Reads 'yyyy-MM-dd', or the date part of an ISO date-time, as a local calendar day. */
export function parseApiDate(text: string | null | undefined): Date | null {
  const match = API_DATE_PATTERN.exec((text ?? '').trim());
  return match ? calendarDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** DISPLAY_DATE_FORMAT: '25/12/2024'. */
export function formatDisplayDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}

/** API_DATE_FORMAT: '2024-12-25'. */
export function formatApiDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** TIME_FORMAT: '14:05'. */
export function formatClock(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** '25/12/2024' -> '2024-12-25'; invalid -> null. */
export function displayToApiDate(text: string | null | undefined): string | null {
  const date = parseDisplayDate(text);
  return date ? formatApiDate(date) : null;
}

/** '2024-12-25' or '2024-12-25T13:00:00Z' -> '25/12/2024'; unreadable -> ''. */
export function apiToDisplayDate(text: string | null | undefined): string {
  const date = parseApiDate(text);
  return date ? formatDisplayDate(date) : '';
}
