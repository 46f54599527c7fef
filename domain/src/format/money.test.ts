import {
  formatBRL,
  formatDecimalBR,
  MONEY_MAX_INTEGER_DIGITS,
  maskMoney,
  moneyInputOnBlur,
  parseBRL,
} from './money';

describe('formatBRL', () => {
  it('formats pt-BR currency with a plain space', () => {
    expect(formatBRL(1234.56)).toBe('R$ 1.234,56');
    expect(formatBRL(1234567.8)).toBe('R$ 1.234.567,80');
    expect(formatBRL(0)).toBe('R$ 0,00');
    expect(formatBRL(150)).toBe('R$ 150,00');
  });

  it('formats negative money', () => {
    expect(formatBRL(-1234.5)).toBe('-R$ 1.234,50');
  });

  it('gives an empty string for no value', () => {
    expect(formatBRL(null)).toBe('');
    expect(formatBRL(undefined)).toBe('');
    expect(formatBRL(Number.NaN)).toBe('');
  });
});

describe('formatDecimalBR', () => {
  it('formats without the currency symbol', () => {
    expect(formatDecimalBR(1234.5)).toBe('1.234,50');
    expect(formatDecimalBR(null)).toBe('');
  });
});

describe('parseBRL', () => {
  it.each([
    ['R$ 1.234,56', 1234.56],
    ['R$\u00a01.234,56', 1234.56],
    ['1.234', 1234],
    ['12,5', 12.5],
    ['1234,56', 1234.56],
    ['0,99', 0.99],
    ['150', 150],
    ['-R$ 10,00', -10],
    ['R$ 1.234.567,89', 1234567.89],
  ])('%s -> %p', (text, value) => {
    expect(parseBRL(text)).toBe(value);
  });

  it.each(['', '   ', 'R$', 'abc', '12,3,4', '1.23', '12a', null, undefined])(
    'rejects %p',
    (text) => {
      expect(parseBRL(text)).toBeNull();
    },
  );
});

describe('maskMoney: one money mask, the comma is the decimal mark', () => {
  it.each([
    // What the firm types -> what the field shows while typing -> the amount (M5).
    ['875', '875', 875],
    ['1.234,5', '1.234,5', 1234.5],
    ['1234,5', '1.234,5', 1234.5],
    ['R$ 1.234,56', '1.234,56', 1234.56],
    ['1234567', '1.234.567', 1234567],
    ['0,5', '0,5', 0.5],
    [',5', '0,5', 0.5],
    ['0875', '875', 875],
    ['12,345', '12,34', 12.34],
    ['12,', '12,', 12],
    ['1.', '1', 1],
    ['1234.5', '1.234,5', 1234.5],
    ['1.23', '123', 123],
    ['1.2345', '12.345', 12345],
    ['abc', '', null],
    ['', '', null],
  ])('%p shows %p, which is %p', (typed, shown, amount) => {
    expect(maskMoney(typed)).toBe(shown);
    expect(parseBRL(maskMoney(typed))).toBe(amount);
  });

  it('takes at most twelve digits before the comma, what the server stores', () => {
    expect(maskMoney('1234567890123,45')).toBe('123.456.789.012,45');
    expect(MONEY_MAX_INTEGER_DIGITS).toBe(12);
    expect(maskMoney('123456', 4)).toBe('1.234');
  });

  it('completes two decimals on leaving the field', () => {
    expect(moneyInputOnBlur('875')).toBe('875,00');
    expect(moneyInputOnBlur('1.234,5')).toBe('1.234,50');
    expect(moneyInputOnBlur('12,')).toBe('12,00');
    expect(moneyInputOnBlur('')).toBe('');
  });
});
