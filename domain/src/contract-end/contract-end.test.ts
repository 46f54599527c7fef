import { businessCalendar, businessCalendarOf } from '../calendar/business-calendar';
import type { ClosedDay } from '../calendar/brazilian-holidays';
import { daysFrom } from '../calendar/calendar-days';
import { CONTRACT_END_MESSAGES, contractWindow } from './contract-end';
import { clientContractLabel, contractAccess, contractEndBanner } from './contract-state';

// Every expected date below was counted by hand on a paper calendar; the comments show the count.

const national = businessCalendar();
// The firm closes for its year-end recess, kept in 'Calendário'.
const recess: ClosedDay[] = daysFrom('2026-12-21', '2026-12-31').map((date) => ({
  date,
  name: 'Recesso de fim de ano',
  kind: 'escritorio',
}));
const firm = businessCalendarOf(recess);

/** Noon in São Paulo (UTC-3) of a day. */
const noonIn = (day: string) => new Date(`${day}T15:00:00Z`);

describe('the read-only window after a contract ends: 5 business days, counted by hand', () => {
  it.each([
    // Fri 27/11/2026: Mon 30 (1), Tue 01/12 (2), Wed 02 (3), Thu 03 (4), Fri 04 (5).
    ['a Friday', '2026-11-27', '2026-12-04', national],
    // Thu 19/11/2026, the eve of Consciência Negra (Fri 20, national since 2024): Mon 23 (1),
    // Tue 24 (2), Wed 25 (3), Thu 26 (4), Fri 27 (5).
    ['the eve of a national holiday', '2026-11-19', '2026-11-27', national],
    // Sat 28/11/2026: Mon 30 (1), Tue 01/12 (2), Wed 02 (3), Thu 03 (4), Fri 04 (5).
    ['a Saturday', '2026-11-28', '2026-12-04', national],
    // Sun 29/11/2026: Mon 30 (1) ... Fri 04/12 (5), the same as Saturday's.
    ['a Sunday', '2026-11-29', '2026-12-04', national],
    // Thu 04/02/2027: Fri 05 (1), Mon 08 and Tue 09 Carnival, Ash Wednesday 10 (2, open from
    // 13h), Thu 11 (3), Fri 12 (4), Mon 15 (5).
    ['Carnival', '2027-02-04', '2027-02-15', national],
    // Thu 17/12/2026 with the recess 21-31/12: Fri 18 (1), recess, Fri 01/01/2027 a holiday,
    // Mon 04 (2), Tue 05 (3), Wed 06 (4), Thu 07 (5).
    ["the firm's recess", '2026-12-17', '2027-01-07', firm],
  ] as const)('ended on %s (%s): read-only until %s', (_what, endedOn, until, calendar) => {
    expect(contractWindow(noonIn(endedOn), calendar)).toEqual({ endedOn, readOnlyUntil: until });
  });

  it('counts from the day in São Paulo, not in UTC', () => {
    // 23:30 of Thu 19/11/2026 in São Paulo is already Friday 20 in UTC.
    expect(contractWindow(new Date('2026-11-20T02:30:00Z'), national)).toEqual({
      endedOn: '2026-11-19',
      readOnlyUntil: '2026-11-27',
    });
  });

  it('keeps read-only access through the 5th business day and refuses the 6th', () => {
    const window = contractWindow(noonIn('2026-11-27'), national);
    expect(contractAccess(null, '2026-12-04')).toBe('full');
    expect(contractAccess(window, '2026-11-27')).toBe('readOnly');
    expect(contractAccess(window, '2026-12-03')).toBe('readOnly');
    // Fri 04/12, the 5th business day, included.
    expect(contractAccess(window, '2026-12-04')).toBe('readOnly');
    // The weekend after it, and Mon 07/12, the 6th business day.
    expect(contractAccess(window, '2026-12-05')).toBe('ended');
    expect(contractAccess(window, '2026-12-07')).toBe('ended');
  });

  it('says the dates as dd/MM/yyyy', () => {
    expect(CONTRACT_END_MESSAGES.readOnly('2026-12-04')).toBe(
      'O contrato deste cliente foi encerrado: o acesso é somente para consulta e download até 04/12/2026.',
    );
    expect(CONTRACT_END_MESSAGES.accessEnded('2026-12-04')).toBe(
      'O contrato deste cliente foi encerrado e o acesso ao portal terminou em 04/12/2026.',
    );
    expect(
      clientContractLabel({
        endedOn: '2026-11-27',
        readOnlyUntil: '2026-12-04',
        dataErasedOn: null,
      }),
    ).toBe('Contrato encerrado em 27/11/2026');
    expect(
      clientContractLabel({
        endedOn: '2026-11-27',
        readOnlyUntil: '2026-12-04',
        dataErasedOn: '2026-12-05',
      }),
    ).toBe('Dados excluídos em 05/12/2026');
    expect(contractEndBanner({ endedOn: '2026-11-27', readOnlyUntil: '2026-12-04' })).toBe(
      'O contrato da sua empresa com o escritório foi encerrado em 27/11/2026. Até 04/12/2026 você pode consultar e baixar seus documentos, dossiês e registros; depois disso, o acesso termina e os dados são excluídos.',
    );
  });
});
