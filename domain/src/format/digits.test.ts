import { onlyDigits } from './digits';

describe('onlyDigits', () => {
  it('keeps only the digits', () => {
    expect(onlyDigits('123.456.789-09')).toBe('12345678909');
    expect(onlyDigits('(11) 9 1234-5678')).toBe('11912345678');
  });

  it('gives an empty string for nothing', () => {
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits('abc')).toBe('');
    expect(onlyDigits(null)).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});
