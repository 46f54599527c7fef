import Decimal from 'decimal.js';

// Own configuration so the global Decimal settings of other modules never change a fine. The
// products of the calculation are all terminating decimals well under 50 digits, so they are
// exact; the one division (by 3, for the damage degree) is done last and correctly rounded.
export const Dec = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP });
export type Dec = Decimal;

/** Decimal text for the result: at most 10 decimal places, no exponent, no trailing zeros. */
export function decimalText(value: Decimal): string {
  return value.toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toFixed();
}
