import {
  budgetDayRange,
  contractedMinutes,
  contracting,
  hoursProgress,
  isPackExpired,
  movementCounts,
  periodStartDay,
  sumDurations,
  type HoursMovement,
} from './hours-ledger';

const year2025 = budgetDayRange('01/2025', '12/2025')!;

const pack = (
  minutes: number,
  startsOn: string,
  expiresOn: string,
  valor = 1000,
): HoursMovement => ({
  kind: 'pack',
  minutes,
  valor,
  startsOn,
  expiresOn,
});

describe('budget day range', () => {
  it('runs from the first day of the start month to the last day of the end month', () => {
    expect(budgetDayRange('02/2024', '02/2024')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(budgetDayRange('11/2024', '01/2025')).toEqual({ from: '2024-11-01', to: '2025-01-31' });
  });
  it('refuses what is not MM/yyyy', () => {
    expect(budgetDayRange('13/2024', '01/2025')).toBeNull();
    expect(budgetDayRange('2024-01', '01/2025')).toBeNull();
    expect(periodStartDay('00/2024')).toBeNull();
    expect(periodStartDay('03/2024')).toBe('2024-03-01');
  });
});

describe('hours arithmetic', () => {
  it('sums packs across the period and leaves out packs outside it', () => {
    const movements = [
      pack(600, '2025-01-10', '2025-06-30'),
      pack(150, '2025-07-01', '2026-06-30'),
      pack(999, '2023-01-01', '2024-12-31'), // expired before the period
      pack(999, '2026-01-01', '2026-12-31'), // starts after it
    ];
    expect(contractedMinutes(movements, year2025)).toBe(750);
    expect(hoursProgress(750, 0)).toEqual({
      saldo: '012:30:00',
      consumida: '000:00:00',
      contratada: '012:30:00',
    });
  });

  it('carries minutes over into hours', () => {
    expect(sumDurations(['001:45:00', '000:30:00', '000:50:00'])).toBe('003:05:00');
    expect(hoursProgress(600, 150).saldo).toBe('007:30:00');
  });

  it('gives a negative balance when more was used than contracted', () => {
    expect(hoursProgress(600, 725)).toEqual({
      saldo: '-002:05:00',
      consumida: '012:05:00',
      contratada: '010:00:00',
    });
    expect(sumDurations(['010:00:00', '-012:05:00'])).toBe('-002:05:00');
  });

  it('writes more than 999 hours in full', () => {
    expect(hoursProgress(60_000, 0).contratada).toBe('1000:00:00');
  });

  it('counts a removal in the periods that hold its month', () => {
    const removal: HoursMovement = { kind: 'removal', minutes: -90, startsOn: '2025-03-01' };
    expect(movementCounts(removal, year2025)).toBe(true);
    expect(movementCounts(removal, budgetDayRange('04/2025', '12/2025')!)).toBe(false);
    expect(contractedMinutes([pack(600, '2025-01-01', '2025-12-31'), removal], year2025)).toBe(510);
  });

  it('knows an expired pack and keeps it out of a later period', () => {
    const old = pack(600, '2024-01-01', '2024-12-31');
    expect(isPackExpired({ expiresOn: '2024-12-31' }, '2024-12-31')).toBe(false);
    expect(isPackExpired({ expiresOn: '2024-12-31' }, '2025-01-01')).toBe(true);
    expect(contractedMinutes([old], year2025)).toBe(0);
    expect(contracting([old], year2025)).toEqual({ contratado: null, expiresOn: null });
  });

  it('adds the value of the packs in force and gives the latest expiry', () => {
    expect(
      contracting(
        [pack(600, '2025-01-10', '2025-06-30', 1500.1), pack(150, '2025-07-01', '2026-06-30', 0.2)],
        year2025,
      ),
    ).toEqual({ contratado: 1500.3, expiresOn: '2026-06-30' });
  });

  it('refuses an unreadable duration instead of hiding it', () => {
    expect(() => sumDurations(['010:00:00', '10h'])).toThrow('Duração ilegível: 10h');
  });
});
