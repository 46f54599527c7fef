import { Dec, isWholeDecimal } from '../format/exact-decimal';

// Money of budget control: decimal arithmetic only. Each service's value is rounded to the cent
// once (service-value.ts); every total is the sum of those rounded values, so a statement adds up
// line by line. Amounts travel as JSON numbers with at most two decimals.

/** The largest value a pack may have: what `numeric(14, 2)` and the add-hours field hold. */
export const HOURS_PACK_MAX_VALUE = 9_999_999_999.99;
/** ...so the add-hours money field takes ten digits before the comma. */
export const HOURS_PACK_MAX_INTEGER_DIGITS = 10;

/** Whether a number is a whole number of cents (1.5 and 10.01 are; 10.005 is not). */
export function isWholeCents(value: number): boolean {
  return Number.isFinite(value) && isWholeDecimal(new Dec(value).times(100));
}

/** Sum of amounts in decimal (nulls add nothing): [0.1, 0.2] -> 0.3, never 0.30000000000000004. */
export function sumMoney(values: Iterable<number | string | null | undefined>): number {
  let total = new Dec(0);
  for (const value of values) {
    if (value !== null && value !== undefined) total = total.plus(value);
  }
  return total.toNumber();
}

/** a - b in decimal. */
export function subtractMoney(a: number, b: number): number {
  return new Dec(a).minus(b).toNumber();
}
