import { Dec } from './dosimetry-decimal';

export type ParsedNumber = { kind: 'missing' } | { kind: 'invalid' } | { kind: 'ok'; value: Dec };

// Plain decimal text as JSON or a form sends it ("1234.56", "-3"); Brazilian formatting is
// turned into numbers by the form before it gets here (spec 4 section 5).
const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/** Reads a money or degree value that may come as a number or as its text. */
export function parseNumericInput(value: unknown): ParsedNumber {
  if (value === undefined || value === null) return { kind: 'missing' };
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { kind: 'ok', value: new Dec(value) } : { kind: 'invalid' };
  }
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return { kind: 'missing' };
    return DECIMAL_TEXT.test(text) ? { kind: 'ok', value: new Dec(text) } : { kind: 'invalid' };
  }
  return { kind: 'invalid' };
}
