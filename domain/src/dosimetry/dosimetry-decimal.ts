import { Dec, roundHalfUp } from '../format/exact-decimal';

// The products of the calculation are all terminating decimals, so they are exact; the one
// division (by 3, for the damage degree) is done last and keeps 40 decimal places, rounded half up.
export { Dec };

/** Decimal text for the result: at most 10 decimal places, no exponent, no trailing zeros. */
export function decimalText(value: Dec): string {
  return roundHalfUp(value, 10).toFixed();
}
