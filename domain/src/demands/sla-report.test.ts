import { businessCalendarOf, type ClosedDay } from '../calendar';
import {
  finishedOnTime,
  formatSlaDays,
  formatSlaPercent,
  median,
  slaReport,
  type SlaDemand,
} from './sla-report';

// Every figure below was counted by hand on a paper calendar of 2027; the comments show the
// count. The firm's seat is São Paulo (city 25/01, state 09/07); Carnival (08-09/02) and Corpus
// Christi (27/05) are closed; Ash Wednesday (10/02) opens at 13h and counts as a business day.
const seat: ClosedDay[] = [
  { date: '2027-01-25', name: 'Aniversário da Cidade de São Paulo', kind: 'municipal' },
  { date: '2027-07-09', name: 'Revolução Constitucionalista', kind: 'estadual' },
];
const firm = businessCalendarOf(seat);

const acme = { clientId: 1001, clientName: 'Acme Indústria Ltda' };
const beta = { clientId: 1002, clientName: 'Beta Serviços S.A.' };
const consulta = { serviceTypeId: 2, serviceTypeName: 'Consulta' };
const contrato = { serviceTypeId: 12, serviceTypeName: 'Contrato' };
const documento = { serviceTypeId: 9, serviceTypeName: 'Documento' };

const demands: SlaDemand[] = [
  // A. Thu 04/02 -> Fri 12/02: Fri 05 (1), Carnival 08-09, Wed 10 (2), Thu 11 (3), Fri 12 (4).
  //    4 days; on time (prazo 15/02).
  {
    ...acme,
    ...consulta,
    createdDay: '2027-02-04',
    prazo: '2027-02-15',
    finishedDay: '2027-02-12',
  },
  // B. Mon 08/02 (Carnival) -> Tue 16/02: Tue 09 closed, Wed 10 (1), Thu 11 (2), Fri 12 (3),
  //    Mon 15 (4), Tue 16 (5). 5 days; late (prazo 15/02).
  {
    ...acme,
    ...consulta,
    createdDay: '2027-02-08',
    prazo: '2027-02-15',
    finishedDay: '2027-02-16',
  },
  // C. Fri 22/01 -> Tue 26/01: weekend, Mon 25 the city's holiday, Tue 26 (1). 1 day; on time.
  {
    ...acme,
    ...consulta,
    createdDay: '2027-01-22',
    prazo: '2027-01-29',
    finishedDay: '2027-01-26',
  },
  // D. Wed 26/05 -> Wed 02/06: Thu 27 Corpus Christi, Fri 28 (1), Mon 31 (2), Tue 01 (3),
  //    Wed 02 (4). 4 days; on time, finished on the deadline's day.
  {
    ...acme,
    ...contrato,
    createdDay: '2027-05-26',
    prazo: '2027-06-02',
    finishedDay: '2027-06-02',
  },
  // E. Finished on Mon 03/01/2028, after the period: left out.
  {
    ...acme,
    ...contrato,
    createdDay: '2027-12-16',
    prazo: '2027-12-23',
    finishedDay: '2028-01-03',
  },
  // F. Fri 17/12 -> the same day: 0 days; on time.
  {
    ...acme,
    ...contrato,
    createdDay: '2027-12-17',
    prazo: '2027-12-17',
    finishedDay: '2027-12-17',
  },
  // G. Mon 05/07 -> Mon 12/07: Tue 06 (1), Wed 07 (2), Thu 08 (3), Fri 09 the state's holiday,
  //    weekend, Mon 12 (4). 4 days; late (prazo 08/07).
  {
    ...beta,
    ...documento,
    createdDay: '2027-07-05',
    prazo: '2027-07-08',
    finishedDay: '2027-07-12',
  },
  // H. Not finished (open or cancelled): left out.
  { ...beta, ...documento, createdDay: '2027-03-01', prazo: '2027-03-08', finishedDay: null },
];

const year2027 = { first: '2027-01-01', last: '2027-12-31' };

describe('the SLA report, counted by hand', () => {
  it('gives per client and modalidade: finished, on time, late, share and median days', () => {
    const report = slaReport(demands, year2027, firm);
    expect(
      report.rows.map((row) => [
        row.clientName,
        row.modalidade,
        row.finalizadas,
        row.noPrazo,
        row.foraDoPrazo,
        row.percentualNoPrazo,
        row.medianaDiasUteis,
      ]),
    ).toEqual([
      // A, B, C: days 4, 5, 1 -> sorted 1, 4, 5 -> median 4; 2 of 3 on time = 66,7%.
      ['Acme Indústria Ltda', 'Consulta', 3, 2, 1, 66.7, 4],
      // D, F: days 4, 0 -> median (0 + 4) / 2 = 2; both on time.
      ['Acme Indústria Ltda', 'Contrato', 2, 2, 0, 100, 2],
      // G: 4 days, late.
      ['Beta Serviços S.A.', 'Documento', 1, 0, 1, 0, 4],
    ]);
    // All six: days 4, 5, 1, 4, 0, 4 -> sorted 0, 1, 4, 4, 4, 5 -> (4 + 4) / 2 = 4; 4 of 6 on time.
    expect(report.total).toEqual({
      finalizadas: 6,
      noPrazo: 4,
      foraDoPrazo: 2,
      percentualNoPrazo: 66.7,
      medianaDiasUteis: 4,
    });
  });

  it('takes the period by the day of finishing, both ends included', () => {
    const february = slaReport(demands, { first: '2027-02-12', last: '2027-02-16' }, firm);
    expect(february.total.finalizadas).toBe(2);
    expect(february.rows.map((row) => row.medianaDiasUteis)).toEqual([4.5]);
    const empty = slaReport(demands, { first: '2026-01-01', last: '2026-12-31' }, firm);
    expect(empty.rows).toEqual([]);
    expect(empty.total).toEqual({
      finalizadas: 0,
      noPrazo: 0,
      foraDoPrazo: 0,
      percentualNoPrazo: null,
      medianaDiasUteis: null,
    });
  });

  it('reads on time as finished on or before the deadline day', () => {
    expect(finishedOnTime({ prazo: '2027-02-15', finishedDay: '2027-02-15' })).toBe(true);
    expect(finishedOnTime({ prazo: '2027-02-15', finishedDay: '2027-02-16' })).toBe(false);
    expect(finishedOnTime({ prazo: '2027-02-15', finishedDay: null })).toBe(false);
  });

  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 4])).toBe(4);
    expect(median([4, 0])).toBe(2);
    expect(median([1, 2])).toBe(1.5);
  });

  it('writes share and days the Brazilian way', () => {
    expect(formatSlaPercent(66.7)).toBe('66,7%');
    expect(formatSlaPercent(100)).toBe('100%');
    expect(formatSlaPercent(null)).toBe('—');
    expect(formatSlaDays(4.5)).toBe('4,5');
    expect(formatSlaDays(null)).toBe('—');
  });
});
