import Decimal from 'decimal.js';
import { onlyDigits } from './digits';

// Money is the Brazilian real in pt-BR format: 'R$ 1.234,56' (spec 1 section 5).

const currencyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimalFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Intl separates the symbol with a non-breaking space; screens and tests expect a plain one.
function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** 1234.56 -> 'R$ 1.234,56'; nothing (or not a number) -> ''. */
export function formatBRL(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return plainSpaces(currencyFormat.format(value));
}

/** 1234.5 -> '1.234,50': the amount without the currency symbol. */
export function formatDecimalBR(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return decimalFormat.format(value);
}

/**
 * Reads Brazilian money text: 'R$ 1.234,56' -> 1234.56, '1.234' -> 1234, '12,5' -> 12.5,
 * '-R$ 10,00' -> -10. Empty or unreadable text -> null.
 */
export function parseBRL(text: string | null | undefined): number | null {
  const compact = plainSpaces(text ?? '')
    .replace(/R\$/g, '')
    .replace(/\s/g, '');
  if (!/^-?\d{1,3}(\.?\d{3})*(,\d+)?$/.test(compact)) return null;
  return Number(compact.replace(/\./g, '').replace(',', '.'));
}

/** Typed digits read as cents (price inputs): '12345' -> '123,45', '123456' -> '1.234,56'. */
export function formatMoneyInput(digits: string): string {
  const cents = onlyDigits(digits);
  if (cents === '') return '';
  return decimalFormat.format(new Decimal(cents).dividedBy(100).toNumber());
}

/** While typing a value: drops every character but digits and the comma (spec 2 section 2.4). */
export function sanitizeMoneyTyping(text: string): string {
  return text.replace(/[^\d,]/g, '');
}

/** On leaving a value field: two decimals with a comma, '12,5' -> '12,50'; unreadable -> ''. */
export function moneyInputOnBlur(text: string): string {
  return formatDecimalBR(parseBRL(text));
}

/** The amount rounded half-up to cents, as payload text: 1234.5 -> '1234.50'. */
export function moneyToFixed(value: number | string): string {
  return new Decimal(value).toFixed(2, Decimal.ROUND_HALF_UP);
}
