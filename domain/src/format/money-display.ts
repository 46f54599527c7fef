// Money as screens show it: the Brazilian real in pt-BR format, 'R$ 1.234,56' (spec 1 section 5).

const currencyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const decimalFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

// Intl separates the symbol with a non-breaking space; screens and tests expect a plain one.
export function plainSpaces(text: string): string {
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
