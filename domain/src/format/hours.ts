import { MESSAGES } from '../messages';
import { onlyDigits } from './digits';

// How the lists and forms show stored hours is in its own module, so a list does not carry the
// hours fields' masks and rules (issue 34 bound 1).
export { demandHoursHHMM, demandHoursMinutes, listHours } from './hours-display';

// Three hours formats (spec 2 section 9): HH:MM in the staff demand form, HHH:mm in budget
// control (sent as HHH:mm:00), 000:00:00 in the internal data form. Balances come back as
// HH:MM:SS-style strings that may be negative.

/** Hour digits an hours field shows at least: 2 for a demand ('02:30'), 3 for budget ('010:30'). */
export type HourDigits = 2 | 3;

/** Minutes as typed: a tens digit above 5 is dropped, at most two digits. */
function typedMinutes(digits: string): string {
  let kept = '';
  for (const digit of digits) {
    if (kept === '' && Number(digit) > 5) continue;
    kept += digit;
    if (kept.length === 2) break;
  }
  return kept;
}

function joinHours(hours: string, minutes: string, colonTyped: boolean): string {
  return minutes === '' && !colonTyped ? hours : `${hours}:${minutes}`;
}

/**
 * The one hours mask of every hours field (demand forms, internal data, hours bank). Digits only,
 * at most three hour digits (up to 999:59, DEMAND_HOURS_MAX_MINUTES) and two minute digits, a
 * tens-of-minutes digit above 5 dropped. The colon is inserted after the hours, or typed: '2:30'
 * is two and a half hours. Without a typed colon, a field of two hour digits reads '0230' as
 * 02:30 and takes a third hour digit when a fifth digit comes ('12030' -> 120:30) or when the
 * third cannot start the minutes ('127' -> 127); a field of three ('HHH:mm', the hours bank)
 * fills 000:00 from the left ('01030' -> 010:30).
 */
export function maskHours(typed: string, hourDigits: HourDigits = 2): string {
  const text = typed ?? '';
  const colon = text.indexOf(':');
  const digits = onlyDigits(text).slice(0, 5);
  const hoursTyped = colon >= 0 ? onlyDigits(text.slice(0, colon)) : '';
  const minutesTyped = colon >= 0 ? onlyDigits(text.slice(colon + 1)) : '';
  // A colon the mask put after the field's hour width, with a digit too many after it, is the
  // mask's own: the digits flow again as if typed without it ('12:345' -> 123:45).
  const maskColon =
    colon >= 0 && hoursTyped.length === hourDigits && minutesTyped.length > 2 && hourDigits === 2;
  if (colon >= 0 && !maskColon) {
    return joinHours((hoursTyped || '0').slice(0, 3), typedMinutes(minutesTyped), true);
  }
  if (digits.length <= 2) return digits;
  const threeHourDigits = hourDigits === 3 || digits.length === 5 || Number(digits[2]) > 5;
  const width = threeHourDigits ? 3 : 2;
  return joinHours(digits.slice(0, width), typedMinutes(digits.slice(width)), false);
}

/**
 * On leaving an hours field: the hours padded to the field's width and the minutes completed,
 * '2:30' -> '02:30' (or '002:30'), '12' -> '12:00'; a half-typed minute ('2:3') stays for the
 * validation to refuse.
 */
export function padHours(text: string, hourDigits: HourDigits = 2): string {
  const match = /^(\d{1,3})(?::(\d{0,2}))?$/.exec((text ?? '').trim());
  if (!match) return text ?? '';
  const minutes = match[2] ?? '';
  if (minutes.length === 1) return text;
  return `${match[1]!.padStart(hourDigits, '0')}:${minutes.padEnd(2, '0')}`;
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
 * A demand's hours on submit, in the staff form and the internal data form alike: one rule, the
 * one the API applies (not zero, minutes at most 59, at most 999:59).
 */
export function validateDemandHours(text: string | null | undefined): string | null {
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

// One rule for a demand's hours, in every form and list: the staff form and the internal data
// form write HH:MM with the one hours mask (HHH:MM from 100 hours), the API stores whole minutes
// and answers HH:MM:SS, the lists show HH:MM. A demand takes from 00:01 to 999:59 hours, minutes
// at most 59, so a demand saved in one form always opens and saves again in the other.

/** The most hours one demand may take: 999:59, three hour digits (the mask's width). */
export const DEMAND_HOURS_MAX_MINUTES = 999 * 60 + 59;

/** The cap as the message and the screens write it. */
export const DEMAND_HOURS_MAX_TEXT = '999:59';

/** The first problem of a demand's hours in any form, or null. */
export function validateDemandHoursValue(text: string | null | undefined): string | null {
  const match = /^(\d{1,4}):(\d{2})(?::(\d{2}))?$/.exec((text ?? '').trim());
  if (!match || isZeroHours(text)) return MESSAGES.invalidHours;
  if (Number(match[2]) > 59 || Number(match[3] ?? 0) > 59) return MESSAGES.invalidMinutes;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes > DEMAND_HOURS_MAX_MINUTES ? MESSAGES.demandHoursTooMany : null;
}
