import {
  durationToHoursMinutes,
  formatDuration,
  hhmmToDecimal,
  isNegativeDuration,
  isZeroHours,
  demandHoursHHMM,
  listHours,
  DEMAND_HOURS_MAX_MINUTES,
  DEMAND_HOURS_MAX_TEXT,
  maskHours,
  padHours,
  parseSignedDuration,
  toHoursPayload,
  toHoursRemovalPayload,
  validateDemandHours,
  validateDemandHoursValue,
  validateHoursQuantity,
} from './hours';
import { MESSAGES } from '../messages';

describe('maskHours: one hours mask for every hours field', () => {
  it.each([
    // typed (as the input holds it after each key) -> shown
    ['0', '0'],
    ['01', '01'],
    ['013', '01:3'],
    ['0130', '01:30'],
    ['01:305', '013:05'],
    ['12:345', '123:45'],
    ['12030', '120:30'],
    ['1075', '107:5'],
    ['127', '127'],
    ['1273', '127:3'],
    ['12730', '127:30'],
    ['10:75', '10:5'],
    ['2:30', '2:30'],
    ['2:', '2:'],
    ['2:305', '2:30'],
    ['1:7', '1:'],
    ['a1b2345', '123:45'],
    ['99999', '999'],
    ['99959', '999:59'],
  ])('a demand field shows %p as %p', (typed, shown) => {
    expect(maskHours(typed)).toBe(shown);
  });

  it('fills 000:00 from the left in a field of three hour digits (hours bank)', () => {
    expect(maskHours('01030', 3)).toBe('010:30');
    expect(maskHours('0103', 3)).toBe('010:3');
    expect(maskHours('010305', 3)).toBe('010:30');
    expect(maskHours('0106', 3)).toBe('010');
    expect(maskHours('01065', 3)).toBe('010:5');
    expect(maskHours('999', 3)).toBe('999');
    expect(maskHours('10:30', 3)).toBe('10:30');
  });

  it('pads the hours and completes the minutes on leaving the field', () => {
    expect(padHours('2:30')).toBe('02:30');
    expect(padHours('2:30', 3)).toBe('002:30');
    expect(padHours('12')).toBe('12:00');
    expect(padHours('2:')).toBe('02:00');
    expect(padHours('120:30')).toBe('120:30');
    expect(padHours('2:3')).toBe('2:3');
    expect(padHours('')).toBe('');
  });

  it('takes a matter of 100 hours or more, up to the one cap (m16)', () => {
    expect(DEMAND_HOURS_MAX_TEXT).toBe('999:59');
    expect(DEMAND_HOURS_MAX_MINUTES).toBe(999 * 60 + 59);
    expect(validateDemandHours(padHours(maskHours('12030')))).toBeNull();
    expect(validateDemandHoursValue('999:59')).toBeNull();
    expect(validateDemandHoursValue('1000:00')).toBe('Uma solicitação leva no máximo 999:59 horas');
    expect(MESSAGES.demandHoursTooMany).toBe(
      `Uma solicitação leva no máximo ${DEMAND_HOURS_MAX_TEXT} horas`,
    );
  });
});

describe('hours values', () => {
  it('reads HH:MM as decimal hours', () => {
    expect(hhmmToDecimal('01:30')).toBe(1.5);
    expect(hhmmToDecimal('10:15')).toBe(10.25);
    expect(hhmmToDecimal('010:45:00')).toBe(10.75);
    expect(hhmmToDecimal('00:00')).toBe(0);
    expect(hhmmToDecimal('01:60')).toBeNull();
    expect(hhmmToDecimal('01:3')).toBeNull();
    expect(hhmmToDecimal('')).toBeNull();
  });

  it('recognises zero hours', () => {
    expect(isZeroHours('00:00')).toBe(true);
    expect(isZeroHours('000:00:00')).toBe(true);
    expect(isZeroHours('00:01')).toBe(false);
    expect(isZeroHours('')).toBe(false);
  });

  it('shows HH:MM in lists', () => {
    expect(listHours('01:30:00')).toBe('01:30');
    expect(listHours('012:34:00')).toBe('12:34');
    expect(listHours(null)).toBe('');
  });
});

describe('validateDemandHours', () => {
  it.each(['01:30', '1:30', '001:30', '120:00'])('accepts %p', (text) => {
    expect(validateDemandHours(text)).toBeNull();
  });

  it.each(['00:00', '01:3', '', null, '1:30:1'])('rejects %p', (text) => {
    expect(validateDemandHours(text)).toBe('Valor de horas inválido');
  });
});

describe('validateHoursQuantity', () => {
  it('accepts HHH:mm', () => {
    expect(validateHoursQuantity('010:30')).toBeNull();
    expect(validateHoursQuantity('000:01')).toBeNull();
    expect(validateHoursQuantity('999:59')).toBeNull();
  });

  it('requires a value', () => {
    expect(validateHoursQuantity('')).toBe('Campo obrigatório');
  });

  it.each(['000:00', '010:3', '10:30', '0103'])('rejects zero or short %p', (text) => {
    expect(validateHoursQuantity(text)).toBe('Valor de horas inválido');
  });

  it('rejects another format', () => {
    expect(validateHoursQuantity('0103:0')).toBe('Formato inválido. Use HHH:mm');
    expect(validateHoursQuantity('01:030')).toBe('Formato inválido. Use HHH:mm');
  });

  it('rejects minutes over 59', () => {
    expect(validateHoursQuantity('010:60')).toBe('Minutos inválidos');
  });
});

describe('payloads', () => {
  it('appends seconds and signs removals', () => {
    expect(toHoursPayload('010:30')).toBe('010:30:00');
    expect(toHoursRemovalPayload('010:30')).toBe('-010:30:00');
  });
});

describe('signed durations', () => {
  it('reads durations in minutes', () => {
    expect(parseSignedDuration('-012:30:00')).toBe(-750);
    expect(parseSignedDuration('10:05:00')).toBe(605);
    expect(parseSignedDuration('01:30')).toBe(90);
    expect(parseSignedDuration('-00:00:00')).toBe(0);
    expect(parseSignedDuration('10:60:00')).toBeNull();
    expect(parseSignedDuration('abc')).toBeNull();
    expect(parseSignedDuration('')).toBeNull();
  });

  it('formats minutes as a signed duration', () => {
    expect(formatDuration(-750)).toBe('-012:30:00');
    expect(formatDuration(605)).toBe('010:05:00');
    expect(formatDuration(0)).toBe('000:00:00');
    expect(formatDuration(-0.2)).toBe('000:00:00');
    expect(formatDuration(60 * 1234)).toBe('1234:00:00');
  });

  it('splits a duration into hours and minutes', () => {
    expect(durationToHoursMinutes('-012:30:00')).toEqual({
      negative: true,
      hours: 12,
      minutes: 30,
    });
    expect(durationToHoursMinutes('40:00:00')).toEqual({ negative: false, hours: 40, minutes: 0 });
    expect(durationToHoursMinutes('x')).toBeNull();
  });

  it('tells a debt by its minus sign', () => {
    expect(isNegativeDuration('-001:00:00')).toBe(true);
    expect(isNegativeDuration('001:00:00')).toBe(false);
    expect(isNegativeDuration(undefined)).toBe(false);
  });
});

describe('one hours rule for every demand form and list', () => {
  it('refuses minutes above 59 in any form', () => {
    expect(validateDemandHours('10:75')).toBe('Minutos inválidos');
    expect(validateDemandHoursValue('125:30:00')).toBeNull();
    expect(validateDemandHoursValue('002:30:00')).toBeNull();
    expect(validateDemandHoursValue('000:00:00')).toBe('Valor de horas inválido');
  });
  it('opens stored hours in both demand forms as HH:MM, three hour digits from 100 hours', () => {
    expect(demandHoursHHMM('02:30:00')).toBe('02:30');
    expect(demandHoursHHMM('120:30:00')).toBe('120:30');
  });
  it('lists hours read as hours, never cut', () => {
    expect(listHours('125:30:00')).toBe('125:30');
    expect(listHours('02:30:00')).toBe('02:30');
  });
});
