import Big from 'big.js';
import { Dec, decimalMax, decimalMin, isWholeDecimal, roundHalfUp } from './exact-decimal';

describe('exact decimals', () => {
  it('adds and multiplies exactly: 0.1 + 0.2 = 0.3; 10 min at R$ 333,33 = 55.555', () => {
    expect(new Dec(0.1).plus(0.2).toNumber()).toBe(0.3);
    expect(new Dec(10).times(333.33).div(60).toFixed()).toBe('55.555');
  });

  it('keeps 40 decimal places in a quotient, rounded half up, whatever the global settings', () => {
    const before = Big.DP;
    Big.DP = 2;
    try {
      expect(new Dec(2).div(3).toFixed()).toBe(`0.${'6'.repeat(39)}7`);
    } finally {
      Big.DP = before;
    }
  });

  it('rounds half up: 55.555 -> 55.56, 55.554 -> 55.55, -0.005 -> -0.01', () => {
    expect(roundHalfUp(new Dec('55.555'), 2).toFixed(2)).toBe('55.56');
    expect(roundHalfUp(new Dec('55.554'), 2).toFixed(2)).toBe('55.55');
    expect(roundHalfUp(new Dec('-0.005'), 2).toFixed(2)).toBe('-0.01');
  });

  it('takes the larger and the smaller of two values', () => {
    expect(decimalMax(0, new Dec(-5)).toFixed()).toBe('0');
    expect(decimalMax(new Dec('1.5'), 1).toFixed()).toBe('1.5');
    expect(decimalMin(new Dec('1.5'), 1).toFixed()).toBe('1');
    expect(decimalMin(2, new Dec(2)).toFixed()).toBe('2');
  });

  it('knows a whole number: 3 and -2 are, 2.5 and -0.1 are not', () => {
    expect(isWholeDecimal(new Dec(3))).toBe(true);
    expect(isWholeDecimal(new Dec(-2))).toBe(true);
    expect(isWholeDecimal(new Dec('2.5'))).toBe(false);
    expect(isWholeDecimal(new Dec('-0.1'))).toBe(false);
  });
});
