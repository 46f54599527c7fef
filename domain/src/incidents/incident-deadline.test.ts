import { businessCalendar, businessCalendarOf } from '../calendar';
import {
  communicationDeadline,
  communicationStatus,
  mayCauseRelevantRisk,
  recordKeptUntil,
} from './incident-deadline';

// Res. CD/ANPD 15/2024 art. 6: the ANPD (and, art. 9, the data subjects) are told within 3
// business days of the controller learning that the incident affected personal data; a small
// agent has double the time (Res. CD/ANPD 2/2022 art. 14). Counted from the day after the day the
// controller learned it, on the firm's business-day calendar. Every date was counted by hand.

const national = businessCalendar();
// The firm closed Wednesday 25/11/2026 (a closure kept in its 'Calendário' screen).
const firm = businessCalendarOf([
  { date: '2026-11-25', name: 'Mudança de sede', kind: 'escritorio' },
]);

describe('the deadline to communicate: 3 business days, 6 for a small agent', () => {
  it.each([
    // Mon 23/11/2026: Tue 24 (1), Wed 25 (2), Thu 26 (3).
    ['an ordinary week', '2026-11-23', false, national, '2026-11-26'],
    // Wed 18/11/2026: Thu 19 (1), Fri 20 Consciência Negra, Mon 23 (2), Tue 24 (3).
    ['over 20 November', '2026-11-18', false, national, '2026-11-24'],
    // Sat 31/10/2026: Sun 01, Mon 02 Finados, Tue 03 (1), Wed 04 (2), Thu 05 (3).
    ['learned on a Saturday before Finados', '2026-10-31', false, national, '2026-11-05'],
    // Fri 13/02/2026: Mon 16 and Tue 17 Carnival, Ash Wed 18 (1, open from 13h), Thu 19 (2),
    // Fri 20 (3).
    ['over Carnival', '2026-02-13', false, national, '2026-02-20'],
    // Wed 23/12/2026: Thu 24 (1), Fri 25 Natal, Mon 28 (2), Tue 29 (3).
    ['over Christmas', '2026-12-23', false, national, '2026-12-29'],
    // Mon 23/11/2026, the firm closed on 25: Tue 24 (1), Thu 26 (2), Fri 27 (3).
    ["over the firm's own closure", '2026-11-23', false, firm, '2026-11-27'],
    // Mon 23/11/2026, small agent: Tue 24 (1), Wed 25 (2), Thu 26 (3), Fri 27 (4), Mon 30 (5),
    // Tue 01/12 (6).
    ['a small agent: double', '2026-11-23', true, national, '2026-12-01'],
  ] as const)('%s', (_case, knownOn, smallAgent, calendar, deadline) => {
    expect(communicationDeadline(knownOn, smallAgent, calendar)).toBe(deadline);
  });
});

describe('the clock: on time, late, open or overdue', () => {
  const known = { knownOn: '2026-11-23', smallAgent: false };

  it('communicated on the last day is on time', () => {
    expect(
      communicationStatus(
        { ...known, communicatedOn: '2026-11-26', today: '2026-12-10' },
        national,
      ),
    ).toEqual({ deadline: '2026-11-26', state: 'onTime' });
  });

  it('communicated after the deadline is late by the business days past it', () => {
    // Deadline Thu 26; communicated Tue 01/12: Fri 27 (1), Mon 30 (2), Tue 01 (3).
    expect(
      communicationStatus(
        { ...known, communicatedOn: '2026-12-01', today: '2026-12-10' },
        national,
      ),
    ).toEqual({ deadline: '2026-11-26', state: 'late', businessDaysLate: 3 });
  });

  it('not communicated yet, before the deadline: the business days left', () => {
    // Today Tue 24: Wed 25 (1), Thu 26 (2).
    expect(
      communicationStatus({ ...known, communicatedOn: null, today: '2026-11-24' }, national),
    ).toEqual({ deadline: '2026-11-26', state: 'open', businessDaysLeft: 2 });
    // On the last day itself: 0 left, still open.
    expect(
      communicationStatus({ ...known, communicatedOn: null, today: '2026-11-26' }, national),
    ).toEqual({ deadline: '2026-11-26', state: 'open', businessDaysLeft: 0 });
  });

  it('not communicated and past the deadline: overdue by the business days past it', () => {
    // Deadline Thu 26; today Mon 30: Fri 27 (1), Mon 30 (2).
    expect(
      communicationStatus({ ...known, communicatedOn: null, today: '2026-11-30' }, national),
    ).toEqual({ deadline: '2026-11-26', state: 'overdue', businessDaysLate: 2 });
  });
});

describe('the register is kept at least 5 years from its record (Res. CD/ANPD 15/2024 art. 10)', () => {
  it.each([
    ['2026-11-23', '2031-11-23'],
    // 29/02/2028 has no match five years on: the last day of February.
    ['2028-02-29', '2033-02-28'],
    // Any other day is the same day five years on, a leap year or not.
    ['2031-02-28', '2036-02-28'],
    ['2031-12-31', '2036-12-31'],
  ])('recorded %s: kept until %s', (recordedOn, until) => {
    expect(recordKeptUntil(recordedOn)).toBe(until);
  });
});

describe('relevant risk or damage (Res. CD/ANPD 15/2024 art. 5)', () => {
  it.each([
    ['significant effect and sensitive data', true, ['sensitive'], true],
    ['significant effect and financial data', true, ['financial'], true],
    ['significant effect and large scale', true, ['largeScale'], true],
    ['significant effect alone', true, [], false],
    [
      'sensitive and authentication data without a significant effect',
      false,
      ['sensitive', 'authentication'],
      false,
    ],
  ] as const)('%s: %s', (_case, significantEffect, criteria, expected) => {
    expect(mayCauseRelevantRisk(significantEffect, criteria)).toBe(expected);
  });
});
