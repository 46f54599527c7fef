import { addBusinessDays, isNationalHoliday, slaDeadline } from './business-days';

describe('business days (spec 2 section 9: SLA of 5 business days)', () => {
  it('skips weekends', () => {
    // Friday 6 Mar 2026 -> Mon 9 ... Fri 13.
    expect(addBusinessDays('2026-03-06', 5)).toBe('2026-03-13');
  });

  it('skips national holidays but not election days nor optional ones', () => {
    expect(isNationalHoliday('2025-11-20')).toBe(true);
    expect(isNationalHoliday('2026-04-03')).toBe(true);
    expect(isNationalHoliday('2026-10-04')).toBe(false);
    expect(isNationalHoliday('2026-02-16')).toBe(false);
    // Wednesday 1 Apr 2026: Good Friday (3 Apr) is skipped.
    expect(addBusinessDays('2026-04-01', 5)).toBe('2026-04-09');
  });

  it('counts from the Brazilian calendar day', () => {
    // 23:30 in São Paulo on Friday is already Saturday in UTC.
    expect(slaDeadline(new Date('2026-03-07T02:30:00Z'))).toBe('2026-03-13');
  });
});
