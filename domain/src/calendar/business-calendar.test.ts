import {
  addBusinessDays,
  businessCalendar,
  businessCalendarOf,
  businessDayOnOrAfter,
  businessDaysUntil,
  isBusinessDay,
  nextBusinessDay,
  nonBusinessReason,
  slaDeadline,
  validateDeadline,
} from './business-calendar';
import type { ClosedDay } from './brazilian-holidays';
import { daysFrom } from './calendar-days';

// Every expected date below was counted by hand on a paper calendar; the comments show the count.

const national = businessCalendar();

// The firm's seat, São Paulo: the state's 9 July and the city's 25 January.
const seat: ClosedDay[] = [
  { date: '2027-01-25', name: 'Aniversário da Cidade de São Paulo', kind: 'municipal' },
  { date: '2027-07-09', name: 'Revolução Constitucionalista', kind: 'estadual' },
];
// The firm's year-end recess of 2027, kept in its 'Calendário' screen.
const recess: ClosedDay[] = daysFrom('2027-12-20', '2027-12-31').map((date) => ({
  date,
  name: 'Recesso de fim de ano',
  kind: 'escritorio',
}));
const firm = businessCalendarOf([...seat, ...recess]);

describe('the firm calendar: SLA of 5 business days, counted by hand', () => {
  it.each([
    // Thu 04/02/2027: Fri 05 (1), Mon 08 and Tue 09 Carnival, Ash Wed 10 (2, open from 13h),
    // Thu 11 (3), Fri 12 (4), Mon 15 (5).
    ['Carnival 2027 (08-09/02)', '2027-02-04', '2027-02-15', national],
    // Tue 25/05/2027: Wed 26 (1), Thu 27 Corpus Christi, Fri 28 (2), Mon 31 (3), Tue 01/06 (4),
    // Wed 02/06 (5).
    ['Corpus Christi 2027 (27/05)', '2027-05-25', '2027-06-02', national],
    // Wed 07/07/2027: Thu 08 (1), Fri 09 state holiday of São Paulo, Mon 12 (2), Tue 13 (3),
    // Wed 14 (4), Thu 15 (5).
    ['the state holiday of the seat (09/07)', '2027-07-07', '2027-07-15', firm],
    // The same request without the seat's holiday: Thu 08 (1), Fri 09 (2) ... Wed 14 (5).
    ['no seat holiday on the national calendar', '2027-07-07', '2027-07-14', national],
    // Thu 16/12/2027: Fri 17 (1), recess 20-31/12, Sat 01/01/2028, Mon 03 (2), Tue 04 (3),
    // Wed 05 (4), Thu 06 (5).
    ['the firm recess (20-31/12)', '2027-12-16', '2028-01-06', firm],
    // Without the recess: Fri 17 (1), Mon 20 (2), Tue 21 (3), Wed 22 (4), Thu 23 (5).
    ['no recess on the national calendar', '2027-12-16', '2027-12-23', national],
    // Fri 22/01/2027 with the seat: Mon 25 city holiday, Tue 26 (1) ... Mon 01/02 (5).
    ["the city's holiday (25/01)", '2027-01-22', '2027-02-01', firm],
    // Wed 25/11/2026 (the findings' day): Thu 26 (1), Fri 27 (2), Mon 30 (3), Tue 01/12 (4),
    // Wed 02/12 (5).
    ['an ordinary week', '2026-11-25', '2026-12-02', national],
  ] as const)('across %s: requested %s, due %s', (_what, requested, due, calendar) => {
    expect(slaDeadline(requested, calendar)).toBe(due);
  });

  it('counts the business days left up to a deadline across Carnival (M4)', () => {
    // From Wed 25/11/2026: November 26, 27, 30 (3); December 22 weekdays but Christmas (25);
    // January 2027: 20 weekdays, 01/01 is a holiday (45); February: 01-05 (50), Carnival
    // 08-09, Ash Wednesday 10 (51), 11 (52), 12 (53).
    expect(businessDaysUntil('2026-11-25', '2026-12-31', national)).toBe(25);
    expect(businessDaysUntil('2026-11-25', '2027-02-10', national)).toBe(51);
    expect(businessDaysUntil('2026-11-25', '2027-02-12', national)).toBe(53);
    // With the seat of São Paulo, Monday 25/01/2027 is closed too.
    expect(businessDaysUntil('2026-11-25', '2027-02-10', firm)).toBe(50);
    expect(businessDaysUntil('2027-02-10', '2027-02-10', firm)).toBe(0);
  });

  it('knows each kind of closed day and leaves Ash Wednesday open', () => {
    expect(nonBusinessReason('2027-02-08', national)).toBe('Carnaval (segunda-feira)');
    expect(nonBusinessReason('2027-02-09', national)).toBe('Carnaval (terça-feira)');
    expect(isBusinessDay('2027-02-10', national)).toBe(true);
    expect(nonBusinessReason('2027-05-27', national)).toBe('Corpus Christi');
    expect(nonBusinessReason('2027-03-26', national)).toBe('Sexta-feira Santa');
    expect(nonBusinessReason('2027-07-09', firm)).toBe('Revolução Constitucionalista');
    expect(nonBusinessReason('2027-12-22', firm)).toBe('Recesso de fim de ano');
    expect(nonBusinessReason('2026-11-28', national)).toBe('sábado');
    expect(nonBusinessReason('2026-11-29', national)).toBe('domingo');
    expect(nonBusinessReason('2026-11-20', national)).toBe(
      'Dia Nacional de Zumbi e da Consciência Negra',
    );
    expect(nonBusinessReason('2026-11-26', national)).toBeNull();
  });

  it('finds the next business day over a long closure', () => {
    expect(nextBusinessDay('2027-02-05', national)).toBe('2027-02-10');
    expect(nextBusinessDay('2027-12-17', firm)).toBe('2028-01-03');
    expect(businessDayOnOrAfter('2027-02-10', national)).toBe('2027-02-10');
    expect(businessDayOnOrAfter('2027-02-06', national)).toBe('2027-02-10');
    expect(addBusinessDays('2027-02-05', 1, national)).toBe('2027-02-10');
  });
});

describe('validateDeadline: one rule for the forms and the API (M4, m4)', () => {
  const today = '2026-11-25';

  it('refuses a deadline before today', () => {
    expect(validateDeadline('2020-01-01', today, firm)).toBe(
      'O prazo não pode ser anterior à data atual',
    );
  });

  it('refuses a deadline on a closed day, naming why and the next business day', () => {
    expect(validateDeadline('2027-02-08', today, firm)).toBe(
      'O prazo deve cair em um dia útil: 08/02/2027 é Carnaval (segunda-feira). O próximo dia útil é 10/02/2027.',
    );
    expect(validateDeadline('2026-11-28', today, firm)).toBe(
      'O prazo deve cair em um dia útil: 28/11/2026 é sábado. O próximo dia útil é 30/11/2026.',
    );
    expect(validateDeadline('2027-12-24', today, firm)).toBe(
      'O prazo deve cair em um dia útil: 24/12/2027 é Recesso de fim de ano. O próximo dia útil é 03/01/2028.',
    );
  });

  it('accepts today, a business day, and the deadline the demand already had', () => {
    expect(validateDeadline('2026-11-25', today, firm)).toBeNull();
    expect(validateDeadline('2027-02-10', today, firm)).toBeNull();
    expect(validateDeadline('2026-11-21', today, firm, '2026-11-21')).toBeNull();
  });

  it('refuses what is not a date', () => {
    expect(validateDeadline('2027-02-30', today, firm)).toBe('Data do prazo inválida');
    expect(validateDeadline('', today, firm)).toBe('Data do prazo inválida');
  });
});
