import {
  formatBRL,
  formatDecimalBR,
  formatMoneyInput,
  moneyInputOnBlur,
  moneyToFixed,
  parseBRL,
  sanitizeMoneyTyping,
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

describe('formatMoneyInput', () => {
  it.each([
    ['12345', '123,45'],
    ['5', '0,05'],
    ['50', '0,50'],
    ['123456', '1.234,56'],
    ['00012345', '123,45'],
    ['R$ 1.234,56', '1.234,56'],
    ['0', '0,00'],
    ['', ''],
    ['abc', ''],
  ])('%p -> %p', (digits, text) => {
    expect(formatMoneyInput(digits)).toBe(text);
  });
});

describe('value field typing', () => {
  it('keeps only digits and the comma while typing', () => {
    expect(sanitizeMoneyTyping('R$ 1.234,5x')).toBe('1234,5');
  });

  it('completes two decimals on leaving the field', () => {
    expect(moneyInputOnBlur('12,5')).toBe('12,50');
    expect(moneyInputOnBlur('1234')).toBe('1.234,00');
    expect(moneyInputOnBlur('')).toBe('');
  });
});

describe('moneyToFixed', () => {
  it('rounds half up to cents', () => {
    expect(moneyToFixed(1234.5)).toBe('1234.50');
    expect(moneyToFixed(1.005)).toBe('1.01');
    expect(moneyToFixed('2.345')).toBe('2.35');
    expect(moneyToFixed(-3)).toBe('-3.00');
  });
});
