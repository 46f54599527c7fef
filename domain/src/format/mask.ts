import { onlyDigits } from './digits';

/**
 * Lays typed digits over a pattern where '9' takes one digit and any other character is
 * inserted as soon as a digit follows it: maskDigits('25122024', '99/99/9999') -> '25/12/2024'.
 */
export function maskDigits(typed: string, pattern: string): string {
  const digits = onlyDigits(typed);
  let result = '';
  let next = 0;
  for (const slot of pattern) {
    if (next >= digits.length) break;
    if (slot === '9') {
      result += digits[next];
      next += 1;
    } else {
      result += slot;
    }
  }
  return result;
}
