import {
  comparePeriods,
  defaultBudgetPeriod,
  isValidPeriod,
  maskPeriod,
  parsePeriod,
  periodBounds,
  periodToApi,
  validateBudgetPeriod,
  parseExportDay,
  readExportPeriod,
  validateExportPeriod,
} from './period';

const now = new Date(2024, 5, 15, 10, 0);

describe('parsePeriod', () => {
  it('reads MM/yyyy', () => {
    expect(parsePeriod('03/2024')).toEqual({ month: 3, year: 2024 });
    expect(parsePeriod('12/1999')).toEqual({ month: 12, year: 1999 });
    expect(isValidPeriod('01/2025')).toBe(true);
  });

  it.each(['00/2024', '13/2024', '03/0000', '3/2024', '03/24', '2024-03', '', 'ab/cdef'])(
    'rejects %p',
    (text) => {
      expect(parsePeriod(text)).toBeNull();
      expect(isValidPeriod(text)).toBe(false);
    },
  );
});

describe('period helpers', () => {
  it('orders periods', () => {
    expect(comparePeriods({ month: 12, year: 2023 }, { month: 1, year: 2024 })).toBeLessThan(0);
    expect(comparePeriods({ month: 5, year: 2024 }, { month: 3, year: 2024 })).toBeGreaterThan(0);
    expect(comparePeriods({ month: 5, year: 2024 }, { month: 5, year: 2024 })).toBe(0);
  });

  it('writes periods for the API', () => {
    expect(periodToApi({ month: 3, year: 2024 })).toBe('03/2024');
  });

  it('gives the first and last days of a period', () => {
    expect(periodBounds({ month: 2, year: 2024 })).toEqual({
      from: new Date(2024, 1, 1),
      to: new Date(2024, 1, 29),
    });
  });

  it('masks typed digits', () => {
    expect(maskPeriod('032024')).toBe('03/2024');
    expect(maskPeriod('03')).toBe('03');
    expect(maskPeriod('0320')).toBe('03/20');
  });

  it('defaults the budget period to one year back until now', () => {
    expect(defaultBudgetPeriod(now)).toEqual({ start: '06/2023', end: '06/2024' });
  });
});

describe('validateBudgetPeriod', () => {
  it('accepts a valid range', () => {
    expect(validateBudgetPeriod('01/2024', '06/2024', now)).toBeNull();
    expect(validateBudgetPeriod('06/2024', '06/2024', now)).toBeNull();
    expect(validateBudgetPeriod('06/2023', '12/2024', now)).toBeNull();
  });

  it.each([
    ['00/2024', '06/2024'],
    ['01/2024', '01/0000'],
    ['', '06/2024'],
    ['01/2024', '1/2024'],
  ])('zero or missing parts in %p - %p', (start, end) => {
    expect(validateBudgetPeriod(start, end, now)).toBe('Período inicial ou final inválido.');
  });

  it('names the month that is over 12', () => {
    expect(validateBudgetPeriod('13/2023', '06/2024', now)).toBe(
      'Mês do período inicial está inválido!',
    );
    expect(validateBudgetPeriod('01/2024', '14/2024', now)).toBe(
      'Mês do período final está inválido!',
    );
  });

  it('rejects an end before the start', () => {
    expect(validateBudgetPeriod('05/2024', '04/2024', now)).toBe(
      'O período final não pode ser inferior ao período inicial.',
    );
  });

  it('rejects a start after the current month', () => {
    expect(validateBudgetPeriod('07/2024', '08/2024', now)).toBe(
      'O período inicial não deve ser maior que a data atual.',
    );
  });
});

describe('validateExportPeriod', () => {
  it('accepts a past range and today', () => {
    expect(validateExportPeriod('01/01/2024', '15/06/2024', now)).toBeNull();
    expect(validateExportPeriod('15/06/2024', '15/06/2024', now)).toBeNull();
  });

  it('requires both dates', () => {
    expect(validateExportPeriod('', '15/06/2024', now)).toBe('Campo obrigatório');
    expect(validateExportPeriod('01/01/2024', undefined, now)).toBe('Campo obrigatório');
  });

  it.each([
    ['31/02/2024', '15/06/2024'],
    ['01/01/2024', '00/01/2024'],
    ['01/01/24', '15/06/2024'],
  ])('rejects invalid dates %p - %p', (start, end) => {
    expect(validateExportPeriod(start, end, now)).toBe('Período inválido!');
  });

  it('rejects a start after the end', () => {
    expect(validateExportPeriod('10/06/2024', '01/06/2024', now)).toBe(
      'O período inicial não pode ser maior que o período final.',
    );
  });

  it('rejects dates in the future', () => {
    expect(validateExportPeriod('01/06/2024', '16/06/2024', now)).toBe(
      'O período final ou o período inicial não podem ser maiores que a data atual.',
    );
  });
});

describe('the one export period rule (demands and simulations)', () => {
  it('reads a day sent yyyy-MM-dd as well as dd/MM/yyyy', () => {
    expect(parseExportDay('2024-06-15')).toEqual(new Date(2024, 5, 15));
    expect(parseExportDay('15/06/2024')).toEqual(new Date(2024, 5, 15));
    expect(validateExportPeriod('2024-01-01', '2024-06-15', now)).toBeNull();
    expect(readExportPeriod('2024-01-01', '15/06/2024', now)).toEqual({
      days: { from: '2024-01-01', to: '2024-06-15' },
    });
  });

  it.each(['2024-02-31', '2024-6-15', '2024-06-15T10:00', '15/6/2024', '20240615', 'hoje'])(
    'refuses %p as a day',
    (text) => {
      expect(parseExportDay(text)).toBeNull();
      expect(validateExportPeriod(text, '2024-06-15', now)).toBe('Período inválido!');
    },
  );

  it('applies the order and future rules to yyyy-MM-dd days too', () => {
    expect(readExportPeriod('2024-06-10', '2024-06-01', now)).toEqual({
      problem: 'O período inicial não pode ser maior que o período final.',
    });
    expect(readExportPeriod('2024-06-01', '2024-06-16', now)).toEqual({
      problem: 'O período final ou o período inicial não podem ser maiores que a data atual.',
    });
  });
});
