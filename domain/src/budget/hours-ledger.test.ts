import { DEMAND_STATUS } from '../demand-status';
import { brazilianDay } from '../calendar/calendar-days';
import {
  addDaysToDay,
  budgetDayRange,
  daysFromTo,
  defaultBudgetRange,
  monthOfDay,
  periodFieldMessage,
  periodShown,
} from './budget-days';
import {
  contractingOf,
  hoursBankState,
  hoursProgress,
  isPackInForce,
  type HoursLedger,
} from './hours-ledger';
import { consumesHours, serviceDay } from './service-period';

import { LEDGER, P1, TODAY } from './hours-ledger.fixture';

describe('the packs in force today (budget M2)', () => {
  const state = hoursBankState(LEDGER, TODAY);

  it('counts only the packs in force: an expired pack and its unused hours are gone', () => {
    expect(state.inForce.map((pack) => pack.id)).toEqual([3, 2]);
    expect({
      contratada: state.contratada,
      consumida: state.consumida,
      saldo: state.saldo,
      contratado: state.contratado,
      expiresOn: state.expiresOn,
      outside: state.outsideMinutes,
    }).toEqual({
      contratada: 3900,
      consumida: 780,
      saldo: 3120,
      contratado: 16100,
      expiresOn: '2027-06-30',
      outside: 90,
    });
    expect(hoursProgress(state)).toEqual({
      contratada: '065:00:00',
      consumida: '013:00:00',
      saldo: '052:00:00',
    });
    expect(contractingOf(state)).toEqual({ contratado: 16100, expiresOn: '2027-06-30' });
  });

  it('gives each pack its removals, use and balance', () => {
    expect(
      state.packs.map((pack) => [pack.id, pack.removed, pack.used, pack.balance, pack.status]),
    ).toEqual([
      [1, 0, 1020, 1380, 'expired'],
      [2, 300, 660, 2640, 'inForce'],
      [3, 0, 120, 480, 'inForce'],
    ]);
  });

  it('says which pack each use came off', () => {
    expect(state.uses.map((use) => [use.day, use.charges])).toEqual([
      ['2025-12-10', [{ packId: null, minutes: 90 }]],
      ['2026-04-15', [{ packId: 1, minutes: 990 }]],
      ['2026-06-04', [{ packId: 1, minutes: 30 }]],
      ['2026-07-10', [{ packId: 2, minutes: 600 }]],
      ['2026-11-20', [{ packId: 2, minutes: 60 }]],
      ['2026-11-25', [{ packId: 3, minutes: 120 }]],
    ]);
    expect(state.removals[0]!.charges).toEqual([{ packId: 2, minutes: 300 }]);
  });

  it('is the same whatever day range a screen filters by: it depends on the day only (budget M3)', () => {
    expect(hoursBankState(LEDGER, TODAY)).toEqual(state);
    // The day before P3 started: P2 alone, 60:00 - 05:00 - 11:00.
    const yesterday = hoursBankState(LEDGER, '2026-11-24');
    expect([yesterday.contratada, yesterday.consumida, yesterday.saldo]).toEqual([3300, 660, 2640]);
  });

  it('has P1 in force on its last day and not the day after (a pack expiring mid-period)', () => {
    expect(isPackInForce(P1, '2026-06-30')).toBe(true);
    expect(isPackInForce(P1, '2026-07-01')).toBe(false);
    const lastDay = hoursBankState(LEDGER, '2026-06-30');
    expect([lastDay.contratada, lastDay.saldo, lastDay.contratado]).toEqual([2400, 1380, 8000]);
    const next = hoursBankState(LEDGER, '2026-07-01');
    expect([next.contratada, next.saldo, next.contratado]).toEqual([3600, 3600, 12600]);
  });

  it('fills the pack that expires first, then the next, and leaves the rest as a debt of the last', () => {
    const heavy: HoursLedger = {
      ...LEDGER,
      uses: [...LEDGER.uses, { day: '2026-11-26', minutes: 3200 }],
    };
    const state2 = hoursBankState(heavy, '2026-11-26');
    expect(state2.uses.at(-1)!.charges).toEqual([
      { packId: 3, minutes: 480 },
      { packId: 2, minutes: 2640 },
      { packId: 2, minutes: 80 },
    ]);
    expect(state2.saldo).toBe(-80);
    expect(hoursProgress(state2).saldo).toBe('-001:20:00');
  });

  it('has no pack in force before the first one started', () => {
    const before = hoursBankState(LEDGER, '2025-12-31');
    expect(before.inForce).toEqual([]);
    expect(contractingOf(before)).toEqual({ contratado: null, expiresOn: null });
    expect(hoursProgress(before)).toEqual({
      contratada: '000:00:00',
      consumida: '000:00:00',
      saldo: '000:00:00',
    });
  });
});

describe('the date a service is dated by', () => {
  const at = (text: string) => new Date(text);

  it('is the completion for a finished service and the request otherwise (a demand crossing months)', () => {
    const crossing = {
      status: DEMAND_STATUS.FINALIZADO,
      createdAt: at('2026-05-29T15:00:00Z'),
      finishedAt: at('2026-06-04T15:00:00Z'),
    };
    expect(serviceDay(crossing)).toBe('2026-06-04');
    expect(monthOfDay(serviceDay(crossing))).toBe('06/2026');
    expect(serviceDay({ ...crossing, status: DEMAND_STATUS.EM_CURSO, finishedAt: null })).toBe(
      '2026-05-29',
    );
    // Finished, then cancelled: it is no longer finished work.
    expect(serviceDay({ ...crossing, status: DEMAND_STATUS.CANCELADO })).toBe('2026-05-29');
  });

  it('reads Brazilian days: 02:59 UTC is still the day before', () => {
    expect(brazilianDay(at('2026-11-25T02:59:59Z'))).toBe('2026-11-24');
    expect(brazilianDay(at('2026-11-25T03:00:00Z'))).toBe('2026-11-25');
  });

  it('spends hours only for finished demands marked for the hours bank', () => {
    expect(consumesHours({ consumoHoras: true, status: 'FINALIZADO' })).toBe(true);
    expect(consumesHours({ consumoHoras: true, status: 'EM_CURSO' })).toBe(false);
    expect(consumesHours({ consumoHoras: false, status: 'FINALIZADO' })).toBe(false);
  });
});

describe('periods', () => {
  it('covers whole months, or from the same day one year ago by default (budget m6)', () => {
    expect(budgetDayRange('02/2024', '02/2024')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(budgetDayRange('11/2025', '11/2026', 25)).toEqual({
      from: '2025-11-25',
      to: '2026-11-30',
    });
    expect(budgetDayRange('02/2025', '02/2026', 31)).toEqual({
      from: '2025-02-28',
      to: '2026-02-28',
    });
    expect(defaultBudgetRange('2026-11-25')).toEqual({
      periodoInicial: '11/2025',
      periodoFinal: '11/2026',
      diaInicial: 25,
    });
  });

  it('refuses what is not MM/yyyy, or a day that is not 1 to 31', () => {
    expect(budgetDayRange('13/2024', '01/2025')).toBeNull();
    expect(budgetDayRange('2024-01', '01/2025')).toBeNull();
    expect(budgetDayRange('01/2024', '01/2025', 0)).toBeNull();
    expect(budgetDayRange('01/2024', '01/2025', 32)).toBeNull();
  });

  it('counts days', () => {
    expect(daysFromTo('2026-11-25', '2026-12-10')).toBe(15);
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysFromTo('2026-11-25', '2027-06-30')).toBe(217);
  });
});

describe('the period fields (budget m5)', () => {
  it('names the field whose month is above 12, once typed in full', () => {
    expect(periodFieldMessage('13/2026', 'start')).toBe('Mês do período inicial está inválido!');
    expect(periodFieldMessage('13/2026', 'end')).toBe('Mês do período final está inválido!');
    expect(periodFieldMessage('00/2026', 'end')).toBe('Período inicial ou final inválido.');
    expect(periodFieldMessage('11/202', 'start')).toBeNull();
    expect(periodFieldMessage('11/2026', 'start')).toBeNull();
  });

  it('states the days covered, up to today', () => {
    expect(periodShown(budgetDayRange('11/2025', '11/2026', 25), '2026-11-25')).toEqual({
      from: '25/11/2025',
      to: '25/11/2026',
    });
    expect(periodShown(budgetDayRange('01/2026', '03/2026'), '2026-11-25')).toEqual({
      from: '01/01/2026',
      to: '31/03/2026',
    });
    expect(periodShown(null, '2026-11-25')).toBeNull();
  });
});
