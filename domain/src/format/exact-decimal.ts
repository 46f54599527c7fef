import Big from 'big.js';

// Exact decimal arithmetic for money and fines (big.js, 3 KB): one constructor of our own, so no
// other module's settings ever change a figure. Sums, differences and products of decimals are
// exact; a quotient keeps 40 decimal places, rounded half up, far below any figure shown (cents,
// a fine's 10 decimal places). The figures of the portal (a service's value, budget totals, the
// fine dosimetry) all go through it.
export const Dec = Big();
Dec.DP = 40;
Dec.RM = Big.roundHalfUp;
export type Dec = Big;

/** Round half up to `places` decimals: 55.555 -> 55.56 at 2. */
export function roundHalfUp(value: Dec, places: number): Dec {
  return value.round(places, Big.roundHalfUp);
}

/** The larger of two values. */
export function decimalMax(a: Big.BigSource, b: Big.BigSource): Dec {
  const left = new Dec(a);
  return left.gte(b) ? left : new Dec(b);
}

/** The smaller of two values. */
export function decimalMin(a: Big.BigSource, b: Big.BigSource): Dec {
  const left = new Dec(a);
  return left.lte(b) ? left : new Dec(b);
}

/** Whether a value is a whole number: 3 and -2 are, 2.5 is not. */
export function isWholeDecimal(value: Dec): boolean {
  return value.round(0, Big.roundDown).eq(value);
}
