import {
  durationToHoursMinutes,
  formatDuration,
  hhmmToDecimal,
  isNegativeDuration,
  isZeroHours,
  demandHoursHHHMMSS,
  demandHoursHHMM,
  listHours,
  maskHoursHHHmm,
  maskHoursHHHmmss,
  maskHoursHHMM,
  parseSignedDuration,
  toHoursPayload,
  toHoursRemovalPayload,
  validateDemandHours,
  validateDemandHoursValue,
  validateHoursQuantity,
} from './hours';

describe('maskHoursHHMM', () => {
  it('keeps digits and inserts the colon', () => {
    expect(maskHoursHHMM('0')).toBe('0');
    expect(maskHoursHHMM('01')).toBe('01');
    expect(maskHoursHHMM('013')).toBe('01:3');
    expect(maskHoursHHMM('0130')).toBe('01:30');
    expect(maskHoursHHMM('01a3:05')).toBe('01:30');
    expect(maskHoursHHMM('013099')).toBe('01:30');
  });
});

describe('maskHoursHHHmm', () => {
  it('masks HHH:mm in 6 characters', () => {
    expect(maskHoursHHHmm('01030')).toBe('010:30');
    expect(maskHoursHHHmm('0103')).toBe('010:3');
    expect(maskHoursHHHmm('010305')).toBe('010:30');
  });

  it('blocks a tens-of-minutes digit above 5', () => {
    expect(maskHoursHHHmm('0106')).toBe('010');
    expect(maskHoursHHHmm('01065')).toBe('010:5');
    expect(maskHoursHHHmm('999')).toBe('999');
  });
});

describe('maskHoursHHHmmss', () => {
  it('masks 000:00:00 with colons after the 3rd and 6th characters', () => {
    expect(maskHoursHHHmmss('0123')).toBe('012:3');
    expect(maskHoursHHHmmss('01234')).toBe('012:34');
    expect(maskHoursHHHmmss('012345')).toBe('012:34:5');
    expect(maskHoursHHHmmss('0123456')).toBe('012:34:56');
    expect(maskHoursHHHmmss('01234567')).toBe('012:34:56');
  });

  it('trims minute and second tens digits above 5', () => {
    expect(maskHoursHHHmmss('012734')).toBe('012:34');
    expect(maskHoursHHHmmss('0123498')).toBe('012:34');
    expect(maskHoursHHHmmss('01234935')).toBe('012:34:35');
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
  it('accepts HH:MM', () => {
    expect(validateDemandHours('01:30')).toBeNull();
  });

  it.each(['00:00', '1:30', '01:3', '', null, '001:30'])('rejects %p', (text) => {
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
  it('drops a tens-of-minutes digit above 5 in the staff form', () => {
    expect(maskHoursHHMM('1075')).toBe('10:5');
  });
  it('refuses minutes above 59 and more than 99:59 in any form', () => {
    expect(validateDemandHours('10:75')).toBe('Minutos inválidos');
    expect(validateDemandHoursValue('125:30:00')).toBe('Uma solicitação leva no máximo 99:59 horas');
    expect(validateDemandHoursValue('002:30:00')).toBeNull();
    expect(validateDemandHoursValue('000:00:00')).toBe('Valor de horas inválido');
  });
  it('opens stored hours in the internal data form as 000:00:00 and in the staff form as HH:MM', () => {
    expect(demandHoursHHHMMSS('02:30:00')).toBe('002:30:00');
    expect(demandHoursHHMM('02:30:00')).toBe('02:30');
  });
  it('lists hours read as hours, never cut', () => {
    expect(listHours('125:30:00')).toBe('125:30');
    expect(listHours('02:30:00')).toBe('02:30');
  });
});
