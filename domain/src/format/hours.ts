import { MESSAGES } from '../messages';
import { onlyDigits } from './digits';
import { maskDigits } from './mask';

// Three hours formats (spec 2 section 9): HH:MM in the staff demand form, HHH:mm in budget
// control (sent as HHH:mm:00), 000:00:00 in the internal data form. Balances come back as
// HH:MM:SS-style strings that may be negative.

// Drops a typed digit that would put a tens-of-minutes (or seconds) digit above 5.
function maskWithTens(typed: string, pattern: string, tensSlots: readonly number[]): string {
  let kept = '';
  for (const digit of onlyDigits(typed)) {
    if (tensSlots.includes(kept.length) && Number(digit) > 5) continue;
    kept += digit;
  }
  return maskDigits(kept, pattern);
}

/**
 * Demand form hours: digits only, colon inserted automatically, at most 5 characters; a
 * tens-of-minutes digit above 5 is dropped (no '10:75').
 */
export function maskHoursHHMM(typed: string): string {
  return maskWithTens(typed, '99:99', [2]);
}

/** Budget hours: HHH:mm, 6 characters; a tens-of-minutes digit above 5 is blocked. */
export function maskHoursHHHmm(typed: string): string {
  return maskWithTens(typed, '999:99', [3]);
}

/**
 * Internal data form hours: 000:00:00, 9 characters, colons after the 3rd and 6th characters,
 * minute and second tens digits above 5 trimmed (spec 2 section 5).
 */
export function maskHoursHHHmmss(typed: string): string {
  return maskWithTens(typed, '999:99:99', [3, 5]);
}

/** True when the text has digits and all of them are zero ('00:00', '000:00', '000:00:00'). */
export function isZeroHours(text: string | null | undefined): boolean {
  return /^0+$/.test(onlyDigits(text));
}

/** '01:30' -> 1.5 (also '010:30' and '01:30:00'); unreadable or minutes over 59 -> null. */
export function hhmmToDecimal(text: string | null | undefined): number | null {
  const match = /^(\d+):(\d{2})(?::\d{2})?$/.exec((text ?? '').trim());
  if (!match) return null;
  const minutes = Number(match[2]);
  if (minutes > 59) return null;
  return Number(match[1]) + minutes / 60;
}

/**
 * The demand lists show the hours as HH:MM (spec 2 section 2.1: the first 5 characters of the
 * stored HH:MM:SS), read as hours rather than cut, so nothing shows '125:3'.
 */
export function listHours(value: string | null | undefined): string {
  return demandHoursHHMM(value) || (value ?? '').slice(0, 5);
}

/**
 * Staff demand form, on submit: HH:MM must make 8 characters once ':00' is appended and must
 * not be 00:00 (spec 2 section 5).
 */
export function validateDemandHours(hhmm: string | null | undefined): string | null {
  const text = hhmm ?? '';
  if (`${text}:00`.length !== 8 || isZeroHours(text)) return MESSAGES.invalidHours;
  return validateDemandHoursValue(text);
}

/** Add/remove hours quantity in HHH:mm (spec 2 section 5); the first message that applies, or null. */
export function validateHoursQuantity(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (value === '') return MESSAGES.required;
  if (isZeroHours(value) || value.length !== 6) return MESSAGES.invalidHours;
  const match = /^\d{3}:(\d{2})$/.exec(value);
  if (!match) return MESSAGES.invalidHoursFormat;
  if (Number(match[1]) > 59) return MESSAGES.invalidMinutes;
  return null;
}

/** Budget add-hours quantity: '010:30' -> '010:30:00'. */
export function toHoursPayload(hhhmm: string): string {
  return `${hhhmm}:00`;
}

/** Budget remove-hours quantity is negative: '010:30' -> '-010:30:00'. */
export function toHoursRemovalPayload(hhhmm: string): string {
  return `-${toHoursPayload(hhhmm)}`;
}

/** '-012:30:00' -> -750, '10:05:00' -> 605, '01:30' -> 90 (seconds dropped); unreadable -> null. */
export function parseSignedDuration(text: string | null | undefined): number | null {
  const match = /^(-)?(\d+):(\d{2})(?::(\d{2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  const minutes = Number(match[3]);
  if (minutes > 59 || Number(match[4] ?? 0) > 59) return null;
  const total = Number(match[2]) * 60 + minutes;
  return match[1] && total > 0 ? -total : total;
}

/** -750 -> '-012:30:00', 605 -> '010:05:00' (minutes rounded to whole). */
export function formatDuration(minutes: number): string {
  const total = Math.round(Math.abs(minutes));
  const sign = minutes < 0 && total > 0 ? '-' : '';
  const hours = String(Math.floor(total / 60)).padStart(3, '0');
  const rest = String(total % 60).padStart(2, '0');
  return `${sign}${hours}:${rest}:00`;
}

export interface HoursMinutes {
  readonly negative: boolean;
  readonly hours: number;
  readonly minutes: number;
}

/** '-012:30:00' -> { negative: true, hours: 12, minutes: 30 }; unreadable -> null. */
export function durationToHoursMinutes(text: string | null | undefined): HoursMinutes | null {
  const total = parseSignedDuration(text);
  if (total === null) return null;
  const absolute = Math.abs(total);
  return { negative: total < 0, hours: Math.floor(absolute / 60), minutes: absolute % 60 };
}

/** A balance is a debt when its text carries a minus sign (spec 2 section 2.8). */
export function isNegativeDuration(text: string | null | undefined): boolean {
  return (text ?? '').includes('-');
}

// One rule for a demand's hours, in every form and list (spec 2 sections 2.4 and 5): the staff
// form writes HH:MM, the internal data form 000:00:00, the API stores HH:MM:SS and the lists show
// HH:MM. Whatever the form, a demand takes from 00:01 to 99:59 hours, minutes at most 59, so a
// demand saved in one form always opens and saves again in the other.

/** The most hours one demand may take: 99:59, what the staff form's HH:MM can hold. */
export const DEMAND_HOURS_MAX_MINUTES = 99 * 60 + 59;

/** 'HH:MM', 'HH:MM:SS' or 'HHH:MM:SS' as whole minutes; unreadable or minutes/seconds > 59: null. */
export function demandHoursMinutes(text: string | null | undefined): number | null {
  const match = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec((text ?? '').trim());
  if (!match) return null;
  if (Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The first problem of a demand's hours in any form, or null. */
export function validateDemandHoursValue(text: string | null | undefined): string | null {
  const match = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec((text ?? '').trim());
  if (!match || isZeroHours(text)) return MESSAGES.invalidHours;
  if (Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) return MESSAGES.invalidMinutes;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > DEMAND_HOURS_MAX_MINUTES ? MESSAGES.demandHoursTooMany : null;
}

const pad = (value: number, size: number) => String(value).padStart(size, '0');

/** Stored hours as the staff form and the lists show them: '02:30:00' -> '02:30'. */
export function demandHoursHHMM(stored: string | null | undefined): string {
  const minutes = demandHoursMinutes(stored);
  if (minutes === null) return '';
  return `${pad(Math.floor(minutes / 60), 2)}:${pad(minutes % 60, 2)}`;
}

/** Stored hours as the internal data form's 000:00:00: '02:30:00' -> '002:30:00'. */
export function demandHoursHHHMMSS(stored: string | null | undefined): string {
  const minutes = demandHoursMinutes(stored);
  if (minutes === null) return '';
  return `${pad(Math.floor(minutes / 60), 3)}:${pad(minutes % 60, 2)}:00`;
}
