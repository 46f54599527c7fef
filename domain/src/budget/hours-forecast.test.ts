import { hoursBankAlerts, usedPercent } from './hours-alerts';
import {
  burnDown,
  hoursPace,
  monthAbbreviation,
  runOutMessage,
  FORECAST_MESSAGES,
} from './hours-forecast';
import { hoursBankState, type HoursLedger } from './hours-ledger';
import { LEDGER, TODAY } from './hours-ledger.fixture';

const withUse = (day: string, minutes: number): HoursLedger => ({
  ...LEDGER,
  uses: [...LEDGER.uses, { day, minutes }],
});

describe('alerts (80%, 100%, 15 days before expiry)', () => {
  it('says nothing at 20% used with the nearest expiry 36 days away', () => {
    const state = hoursBankState(LEDGER, TODAY);
    expect(usedPercent(state)).toBe(20); // 13:00 of 65:00
    expect(hoursBankAlerts(state)).toEqual([]);
  });

  it('warns at 80% of the packs in force (52:00 of 65:00), not at 79%', () => {
    // 13:00 used + 39:00 = 52:00 = 80% of 65:00; 38:59 more is 79%.
    expect(hoursBankAlerts(hoursBankState(withUse(TODAY, 2339), TODAY))).toEqual([]);
    expect(hoursBankAlerts(hoursBankState(withUse(TODAY, 2340), TODAY))).toEqual([
      {
        kind: 'used80',
        key: 'used80:3,2',
        message: 'Atenção: 80% das horas dos pacotes vigentes já foram usadas.',
      },
    ]);
  });

  it('warns at 100% (balance 0 or a debt)', () => {
    expect(hoursBankAlerts(hoursBankState(withUse(TODAY, 3120), TODAY))).toEqual([
      {
        kind: 'used100',
        key: 'used100:3,2',
        message:
          'As horas dos pacotes vigentes acabaram: 100% das horas contratadas já foram usadas.',
      },
    ]);
    expect(hoursBankAlerts(hoursBankState(withUse(TODAY, 3200), TODAY))[0]!.message).toBe(
      'As horas dos pacotes vigentes acabaram: 102% das horas contratadas já foram usadas.',
    );
  });

  it('warns 15 days before a pack with hours left expires, not 16', () => {
    expect(hoursBankAlerts(hoursBankState(LEDGER, '2026-12-15'))).toEqual([]);
    expect(hoursBankAlerts(hoursBankState(LEDGER, '2026-12-16'))).toEqual([
      {
        kind: 'expiring',
        key: 'expiring:3',
        message: 'O pacote de 10h 00min de 25/11/2026 vence em 31/12/2026 com 8h 00min não usadas.',
      },
    ]);
    // P3 used up: nothing left to lose.
    const used = withUse('2026-12-01', 480);
    expect(hoursBankAlerts(hoursBankState(used, '2026-12-20'))).toEqual([]);
  });
});

describe('burn-down and forecast', () => {
  it('gives the last 12 months: hours used and the balance at each month end', () => {
    expect(
      burnDown(LEDGER, TODAY).map((month) => [
        month.month,
        month.used,
        month.contracted,
        month.balance,
      ]),
    ).toEqual([
      ['12/2025', 90, 0, 0],
      ['01/2026', 0, 2400, 2400],
      ['02/2026', 0, 2400, 2400],
      ['03/2026', 0, 2400, 2400],
      ['04/2026', 990, 2400, 1410],
      ['05/2026', 0, 2400, 1410],
      ['06/2026', 30, 2400, 1380],
      ['07/2026', 600, 3600, 3000],
      ['08/2026', 0, 3600, 3000],
      ['09/2026', 0, 3300, 2700],
      ['10/2026', 0, 3300, 2700],
      ['11/2026', 180, 3900, 3120],
    ]);
  });

  it('projects the pace of the last 90 days: 03:00 used, 1h 00min a month, outlasting the packs', () => {
    const pace = hoursPace(LEDGER, hoursBankState(LEDGER, TODAY));
    // P3 keeps 8h when it expires on 31/12 (2 minutes a day); P2's 44:00 outlast 30/06/2027.
    expect(pace).toEqual({
      windowMinutes: 180,
      monthlyMinutes: 60,
      runOut: { kind: 'outlasts', day: '2027-06-30' },
    });
    expect(runOutMessage(pace.runOut)).toBe(
      'No ritmo atual, o saldo não acaba antes do vencimento dos pacotes vigentes, em 30/06/2027.',
    );
    expect(FORECAST_MESSAGES.pace(pace.monthlyMinutes)).toBe(
      'Ritmo atual: 1h 00min por mês (média dos últimos 90 dias).',
    );
  });

  it('gives the day the balance ends at a faster pace', () => {
    // One pack of 10:00 in 2026; 04:30 used on 01/10 and on 01/11: 540 minutes in 90 days is
    // 6 a day; the 01:00 left lasts 10 days from 25/11.
    const ledger: HoursLedger = {
      packs: [
        {
          id: 9,
          minutes: 600,
          valor: 1,
          startsOn: '2026-01-01',
          expiresOn: '2026-12-31',
          descricao: null,
        },
      ],
      removals: [],
      uses: [
        { day: '2026-10-01', minutes: 270 },
        { day: '2026-11-01', minutes: 270 },
      ],
    };
    const pace = hoursPace(ledger, hoursBankState(ledger, TODAY));
    expect(pace).toEqual({
      windowMinutes: 540,
      monthlyMinutes: 180,
      runOut: { kind: 'runsOut', day: '2026-12-05' },
    });
    expect(runOutMessage(pace.runOut)).toBe('No ritmo atual, o saldo acaba em 05/12/2026.');
  });

  it('names the months of the axis', () => {
    expect(['12/2025', '01/2026', '11/2026'].map(monthAbbreviation)).toEqual(['dez', 'jan', 'nov']);
  });

  it('has no pace without use, and nothing to project once used up', () => {
    const idle: HoursLedger = {
      ...LEDGER,
      uses: LEDGER.uses.filter((use) => use.day < '2026-08-01'),
    };
    expect(hoursPace(idle, hoursBankState(idle, TODAY)).runOut).toEqual({ kind: 'noUse' });
    const spent = withUse(TODAY, 3120);
    expect(hoursPace(spent, hoursBankState(spent, TODAY)).runOut).toEqual({ kind: 'exhausted' });
  });
});
