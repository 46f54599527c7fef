import { addDays, daysBetween, formatDateTime, formatTime, isAfterToday } from './date-times';
import {
  apiToDisplayDate,
  displayToApiDate,
  formatDisplayDate,
  isValidDisplayDate,
  maskDisplayDate,
  parseApiDate,
  parseDisplayDate,
} from './dates';

describe('parseDisplayDate', () => {
  it('reads dd/MM/yyyy as a local day', () => {
    expect(parseDisplayDate('25/12/2024')).toEqual(new Date(2024, 11, 25));
    expect(parseDisplayDate('29/02/2024')).toEqual(new Date(2024, 1, 29));
  });

  it.each([
    '31/02/2024',
    '29/02/2023',
    '00/01/2024',
    '01/00/2024',
    '01/13/2024',
    '32/01/2024',
    '1/2/2024',
    '25/12/24',
    '2024-12-25',
    '25-12-2024',
    '',
    '  /  /    ',
    'abc',
  ])('rejects %p', (text) => {
    expect(parseDisplayDate(text)).toBeNull();
    expect(isValidDisplayDate(text)).toBe(false);
  });

  it('rejects nothing at all', () => {
    expect(parseDisplayDate(null)).toBeNull();
    expect(isValidDisplayDate(undefined)).toBe(false);
  });
});

describe('displayToApiDate', () => {
  it('converts for the API', () => {
    expect(displayToApiDate('25/12/2024')).toBe('2024-12-25');
    expect(displayToApiDate('01/01/2025')).toBe('2025-01-01');
  });

  it('gives null for invalid dates', () => {
    expect(displayToApiDate('31/02/2024')).toBeNull();
    expect(displayToApiDate('')).toBeNull();
  });
});

describe('apiToDisplayDate', () => {
  it('converts API dates and date-times without a time-zone shift', () => {
    expect(apiToDisplayDate('2024-12-25')).toBe('25/12/2024');
    expect(apiToDisplayDate('2024-12-25T23:59:59Z')).toBe('25/12/2024');
    expect(apiToDisplayDate('2024-12-25 10:00:00')).toBe('25/12/2024');
  });

  it('gives an empty string for bad input', () => {
    expect(apiToDisplayDate('2024-13-01')).toBe('');
    expect(apiToDisplayDate('2024-02-30')).toBe('');
    expect(apiToDisplayDate('25/12/2024')).toBe('');
    expect(apiToDisplayDate(null)).toBe('');
    expect(parseApiDate('')).toBeNull();
  });
});

describe('formatting', () => {
  it('formats a display date', () => {
    expect(formatDisplayDate(new Date(2024, 0, 5))).toBe('05/01/2024');
  });

  it('formats the history date at time', () => {
    expect(formatDateTime('2024-12-25 14:05:00')).toBe('25/12/2024 às 14:05');
    expect(formatDateTime(new Date(2024, 0, 2, 9, 3))).toBe('02/01/2024 às 09:03');
    expect(formatDateTime('garbage')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('formats a time of day', () => {
    expect(formatTime(new Date(2024, 0, 2, 18, 7))).toBe('18:07');
    expect(formatTime('2024-01-02T08:30:00')).toBe('08:30');
    expect(formatTime('nope')).toBe('');
  });
});

describe('day arithmetic', () => {
  const now = new Date(2024, 5, 10, 15, 0);

  it('adds days across months', () => {
    expect(addDays(new Date(2024, 0, 31), 1)).toEqual(new Date(2024, 1, 1));
    expect(addDays(new Date(2024, 0, 31), 15)).toEqual(new Date(2024, 1, 15));
  });

  it('counts calendar days', () => {
    expect(daysBetween(new Date(2024, 0, 1, 23), new Date(2024, 0, 16, 1))).toBe(15);
    expect(daysBetween(new Date(2024, 0, 16), new Date(2024, 0, 1))).toBe(-15);
  });

  it('tells whether a day is after today', () => {
    expect(isAfterToday(new Date(2024, 5, 11), now)).toBe(true);
    expect(isAfterToday(new Date(2024, 5, 10, 23, 59), now)).toBe(false);
    expect(isAfterToday(new Date(2024, 5, 9), now)).toBe(false);
  });
});

describe('maskDisplayDate', () => {
  it('masks typed digits as dd/MM/yyyy', () => {
    expect(maskDisplayDate('251')).toBe('25/1');
    expect(maskDisplayDate('25122024')).toBe('25/12/2024');
    expect(maskDisplayDate('2a5b12/2024')).toBe('25/12/2024');
  });
});
