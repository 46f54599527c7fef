import {
  ashWednesday,
  brazilianClosedDays,
  customaryClosures,
  easterSunday,
  nationalHolidays,
} from './brazilian-holidays';

describe('Brazilian holidays', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
  ])('Easter %s is %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it('lists the national holidays of 2027, Good Friday included', () => {
    expect(nationalHolidays(2027).map((holiday) => holiday.date)).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-04-21',
      '2027-05-01',
      '2027-09-07',
      '2027-10-12',
      '2027-11-02',
      '2027-11-15',
      '2027-11-20',
      '2027-12-25',
    ]);
  });

  it('keeps 20 November national only from 2024 (Lei 14.759/2023)', () => {
    expect(nationalHolidays(2023).some((holiday) => holiday.date === '2023-11-20')).toBe(false);
    expect(nationalHolidays(2024).some((holiday) => holiday.date === '2024-11-20')).toBe(true);
  });

  it('closes Carnival Monday and Tuesday and Corpus Christi; Ash Wednesday opens at 13h', () => {
    expect(customaryClosures(2027)).toEqual([
      { date: '2027-02-08', name: 'Carnaval (segunda-feira)', kind: 'carnaval' },
      { date: '2027-02-09', name: 'Carnaval (terça-feira)', kind: 'carnaval' },
      { date: '2027-05-27', name: 'Corpus Christi', kind: 'corpusChristi' },
    ]);
    expect(customaryClosures(2026).map((closed) => closed.date)).toEqual([
      '2026-02-16',
      '2026-02-17',
      '2026-06-04',
    ]);
    expect(ashWednesday(2027)).toBe('2027-02-10');
    expect(brazilianClosedDays(2027)).toHaveLength(13);
  });
});
