import type Holidays from 'date-holidays';
import { SLA_BUSINESS_DAYS } from '@dpohub/domain';
import { brazilianDate } from '../clock';

// Brazil's national holidays from date-holidays: only `public` ones, without the election days
// it also lists (STACK-NOTES), which are not days off by law.
let calendar: Holidays | null = null;
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * The library with its calendars and time zones is a quarter of what the API would load at start
 * (about 2 MB of sources), and only deadlines use it: it loads on the first one.
 */
function brazilianCalendar(): Holidays {
  if (!calendar) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const HolidaysLibrary = require('date-holidays') as typeof Holidays;
    calendar = new HolidaysLibrary('BR');
  }
  return calendar;
}

function nationalHolidays(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      brazilianCalendar()
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public' && !/elei[çc][ãa]o/i.test(holiday.name))
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Whether a calendar day (yyyy-MM-dd) is a Brazilian national holiday. */
export function isNationalHoliday(day: string): boolean {
  return nationalHolidays(Number(day.slice(0, 4))).has(day);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

function isWeekend(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** The day `count` business days after `day` (weekends and national holidays skipped). */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  let left = count;
  while (left > 0) {
    current = nextDay(current);
    if (!isWeekend(current) && !isNationalHoliday(current)) left -= 1;
  }
  return current;
}

/** Spec 2 section 9: the SLA deadline is 5 business days from today (Brazilian calendar). */
export function slaDeadline(now: Date): string {
  return addBusinessDays(brazilianDate(now), SLA_BUSINESS_DAYS);
}
