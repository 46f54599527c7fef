import { type Dec, roundHalfUp } from '../format/exact-decimal';

const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const PERCENT_NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });

/** Money in the pt-BR style of the result screen ("R$ 1.234,56"), rounded half up to centavos. */
export function formatDosimetryMoney(value: Dec): string {
  // A decimal string keeps the exact value (Intl formats numeric strings without going through
  // a float), so large fines are not altered.
  return BRL.format(roundHalfUp(value, 2).toFixed(2) as `${number}`);
}

/** A percentage figure ("0.3766...") as pt-BR text ("0,3767%"). */
export function formatDosimetryPercent(percent: Dec): string {
  return `${PERCENT_NUMBER.format(roundHalfUp(percent, 4).toFixed() as `${number}`)}%`;
}

/** A fraction ("0.3") as a pt-BR percentage ("30%"). */
export function formatDosimetryFraction(fraction: Dec): string {
  return formatDosimetryPercent(fraction.times(100));
}
