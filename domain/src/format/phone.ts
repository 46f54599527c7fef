import { onlyDigits } from './digits';
import { maskDigits } from './mask';

/**
 * Brazilian phone with area code: '11912345678' -> '(11) 91234-5678' (mobile, 11 digits),
 * '1112345678' -> '(11) 1234-5678' (landline, 10 digits); partial input masked as typed.
 */
export function formatPhone(text: string): string {
  const digits = onlyDigits(text).slice(0, 11);
  return maskDigits(digits, digits.length > 10 ? '(99) 99999-9999' : '(99) 9999-9999');
}

/** 10 digits (landline) or 11 starting with 9 after the area code (mobile); area codes have no 0. */
export function isValidPhone(text: string | null | undefined): boolean {
  const digits = onlyDigits(text);
  if (!/^[1-9]{2}/.test(digits)) return false;
  if (digits.length === 10) return /^[2-8]$/.test(digits[2] ?? '');
  return digits.length === 11 && digits[2] === '9';
}
