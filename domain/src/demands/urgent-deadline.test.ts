import { businessCalendar } from '../calendar/business-calendar';
import { PRAZO_ATENDIMENTO } from '../constants';
import { isUrgentDeadline } from './urgent-deadline';

// Counted by hand. A request made on Wednesday 25/11/2026 (14:40 in Brasília): SLA date
// Thu 26 (1), Fri 27 (2), Mon 30 (3), Tue 01/12 (4), Wed 02/12 (5).
// A request made on Thursday 04/02/2027: Fri 05 (1), Carnival Mon 08 and Tue 09 closed, Ash
// Wednesday 10 (2), Thu 11 (3), Fri 12 (4), Mon 15/02 (5).
const calendar = businessCalendar();
const NOV_25 = new Date('2026-11-25T17:40:00Z');
const FEB_04 = new Date('2027-02-04T12:00:00Z');
// 23:30 of 25/11 in Brasília is already 26/11 in UTC: the request's day is the Brazilian one.
const NOV_25_LATE = new Date('2026-11-26T02:30:00Z');

const custom = (prazo: string, createdAt: Date) => ({
  prazoAtendimento: PRAZO_ATENDIMENTO.CUSTOMIZADO,
  prazo,
  createdAt,
});

describe('isUrgentDeadline (demands m3)', () => {
  it.each([
    ['2026-11-26', NOV_25, true],
    ['2026-12-01', NOV_25, true],
    ['2026-12-02', NOV_25, false], // the SLA date itself
    ['2026-12-30', NOV_25, false], // moved later by the firm: not urgent
    ['2026-12-01', NOV_25_LATE, true],
    ['2026-12-02', NOV_25_LATE, false],
    ['2027-02-12', FEB_04, true],
    ['2027-02-15', FEB_04, false],
  ])('a chosen deadline %s for a request of %s: urgent %s', (prazo, createdAt, urgent) => {
    expect(isUrgentDeadline(custom(prazo, createdAt), calendar)).toBe(urgent);
  });

  it('an SLA deadline is never urgent, nor a chosen one without a date', () => {
    expect(
      isUrgentDeadline(
        { prazoAtendimento: PRAZO_ATENDIMENTO.SLA, prazo: '2026-11-26', createdAt: NOV_25 },
        calendar,
      ),
    ).toBe(false);
    expect(
      isUrgentDeadline(
        { prazoAtendimento: PRAZO_ATENDIMENTO.CUSTOMIZADO, prazo: null, createdAt: NOV_25 },
        calendar,
      ),
    ).toBe(false);
  });
});
