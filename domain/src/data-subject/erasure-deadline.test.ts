import {
  ERASURE_ANSWER_DAYS,
  erasureDaysLeft,
  erasureDaysLeftText,
  erasureDeadline,
  erasureRequestedText,
} from './erasure-deadline';

// Hand-computed: the day of the request in Brazil (UTC-3) plus 15 calendar days, the request's own
// day left out (Código Civil art. 132), weekends and holidays counted like any other day.
describe('erasure deadline (LGPD art. 18 VI, art. 19 II)', () => {
  it.each([
    // requested at (UTC)          last day to answer
    ['2026-03-02T13:00:00Z', '2026-03-17'], // Monday -> Tuesday, the 15th day
    ['2026-01-20T15:00:00Z', '2026-02-04'], // across the end of January (31 days)
    ['2026-02-20T15:00:00Z', '2026-03-07'], // across February of 28 days (a Saturday: not moved)
    ['2028-02-20T15:00:00Z', '2028-03-06'], // across February of 29 days
    ['2026-12-24T12:00:00Z', '2027-01-08'], // across the year, Christmas and New Year counted
    ['2026-03-31T10:00:00Z', '2026-04-15'], // from the last day of a month
    // 23:30 in Brasília on 31/01 is already 01/02 in UTC: the Brazilian day counts.
    ['2026-02-01T02:30:00Z', '2026-02-15'],
    // 00:30 in Brasília on 01/02.
    ['2026-02-01T03:30:00Z', '2026-02-16'],
  ])('a request at %s is answered by %s', (requestedAt, deadline) => {
    expect(erasureDeadline(new Date(requestedAt))).toBe(deadline);
  });

  it('gives 15 days, the declaration deadline of art. 19 II', () => {
    expect(ERASURE_ANSWER_DAYS).toBe(15);
  });

  it.each([
    ['2026-03-02T13:00:00Z', 15, 'Faltam 15 dias'],
    ['2026-03-16T13:00:00Z', 1, 'Falta 1 dia'],
    ['2026-03-17T02:59:00Z', 1, 'Falta 1 dia'], // still the 16th in Brasília
    ['2026-03-17T03:00:00Z', 0, 'Vence hoje'],
    ['2026-03-18T12:00:00Z', -1, 'Atrasada há 1 dia'],
    ['2026-04-01T12:00:00Z', -15, 'Atrasada há 15 dias'],
  ])('on %s, %i days are left to the deadline 17/03/2026: %s', (now, left, text) => {
    expect(erasureDaysLeft('2026-03-17', new Date(now))).toBe(left);
    expect(erasureDaysLeftText(left)).toBe(text);
  });

  it('tells the user both days as dd/MM/yyyy', () => {
    const requestedAt = new Date('2026-02-01T02:30:00Z');
    expect(erasureRequestedText(requestedAt, erasureDeadline(requestedAt))).toBe(
      'Solicitação enviada em 31/01/2026; resposta até 15/02/2026',
    );
    expect(erasureRequestedText('2026-01-20T15:00:00.000Z', '2026-02-04')).toBe(
      'Solicitação enviada em 20/01/2026; resposta até 04/02/2026',
    );
  });
});
