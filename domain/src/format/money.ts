import { onlyDigits } from './digits';
import { formatDecimalBR, plainSpaces } from './money-display';

// Money is the Brazilian real in pt-BR format: 'R$ 1.234,56' (spec 1 section 5). What a screen
// shows is in its own module, so a page that only shows money does not carry the money field's
// mask and reading (issue 34 bound 1).
export { formatBRL, formatDecimalBR } from './money-display';

/**
 * Reads Brazilian money text: 'R$ 1.234,56' -> 1234.56, '1.234' -> 1234, '12,5' -> 12.5, '12,' -> 12,
 * '-R$ 10,00' -> -10. Empty or unreadable text -> null.
 */
export function parseBRL(text: string | null | undefined): number | null {
  const compact = plainSpaces(text ?? '')
    .replace(/R\$/g, '')
    .replace(/\s/g, '');
  if (!/^-?\d{1,3}(\.?\d{3})*(,\d*)?$/.test(compact)) return null;
  return Number(compact.replace(/\./g, '').replace(',', '.'));
}

/**
 * The most digits before the comma a money field takes: 999.999.999.999,99, what the database's
 * numeric(14,2) columns and the API's `maximum` hold.
 */
export const MONEY_MAX_INTEGER_DIGITS = 12;

/** Groups the digits of a whole amount with dots: '1234567' -> '1.234.567'. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * The one money mask of every money field (what the typed text means): the comma is the decimal
 * mark and dots group thousands, so '875' is R$ 875,00 and '1.234,5' is R$ 1.234,50, never cents.
 * While typing, anything but digits, dots and the comma is dropped, thousands are grouped, at most
 * two decimals are kept and at most `maxIntegerDigits` before the comma. A dot groups thousands
 * (typed or not: '1.234,5' and '1234,5' are the same), unless it cannot: one after four digits or
 * more with one or two digits after it and no comma ('1234.5', pasted from elsewhere) is the
 * decimal mark. Erasing a digit of '1.234' gives '123', not '1,23'.
 */
export function maskMoney(typed: string, maxIntegerDigits = MONEY_MAX_INTEGER_DIGITS): string {
  let text = plainSpaces(typed ?? '').replace(/[^\d.,]/g, '');
  if (/^\d{4,}\.\d{1,2}$/.test(text)) {
    const lastDot = text.lastIndexOf('.');
    text = `${text.slice(0, lastDot)},${text.slice(lastDot + 1)}`;
  }
  const comma = text.indexOf(',');
  const whole = onlyDigits(comma >= 0 ? text.slice(0, comma) : text)
    .replace(/^0+(?=\d)/, '')
    .slice(0, maxIntegerDigits);
  if (comma < 0) return groupThousands(whole);
  const cents = onlyDigits(text.slice(comma + 1)).slice(0, 2);
  return `${groupThousands(whole || '0')},${cents}`;
}

/** On leaving a money field: two decimals with a comma, '12,5' -> '12,50'; unreadable -> ''. */
export function moneyInputOnBlur(text: string): string {
  return formatDecimalBR(parseBRL(text));
}
