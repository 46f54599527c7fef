import {
  businessDaysUntil,
  deadlineClock,
  deadlineClockText,
  nextBusinessDay,
} from './deadline-clock';

// 2026-11-20 (Friday) is Consciência Negra; 2026-12-25 is Christmas.
const holidays = new Set(['2026-11-20', '2026-12-25']);
const isHoliday = (day: string) => holidays.has(day);

describe('deadline clock', () => {
  it('counts business days after today up to the deadline, skipping weekends and holidays', () => {
    // Wed 18 -> Mon 23: Thu 19, (Fri 20 holiday), (Sat, Sun), Mon 23 = 2.
    expect(businessDaysUntil('2026-11-18', '2026-11-23', isHoliday)).toBe(2);
    expect(businessDaysUntil('2026-11-23', '2026-11-23', isHoliday)).toBe(0);
    expect(businessDaysUntil('2026-12-24', '2026-12-28', isHoliday)).toBe(1);
  });

  it('marks an open demand past its deadline as overdue', () => {
    const open = { status: 'EM_CURSO' as const, prazo: '2026-11-19' };
    expect(deadlineClock(open, '2026-11-20', isHoliday)).toEqual({
      diasUteisRestantes: 0,
      atrasada: true,
    });
    expect(deadlineClock(open, '2026-11-19', isHoliday)).toEqual({
      diasUteisRestantes: 0,
      atrasada: false,
    });
  });

  it('gives no clock to finished, cancelled, to-be-cancelled or archived demands', () => {
    for (const status of ['FINALIZADO', 'CANCELADO', 'CANCELAMENTO'] as const) {
      expect(deadlineClock({ status, prazo: '2020-01-01' }, '2026-11-20', isHoliday)).toEqual({
        diasUteisRestantes: null,
        atrasada: false,
      });
    }
    const archived = { status: 'PENDENTE' as const, archived: true, prazo: '2020-01-01' };
    expect(deadlineClock(archived, '2026-11-20', isHoliday).atrasada).toBe(false);
  });

  it('words the clock for the lists', () => {
    expect(deadlineClockText({ atrasada: true, diasUteisRestantes: 0 })).toBe('Atrasada');
    expect(deadlineClockText({ atrasada: false, diasUteisRestantes: 0 })).toBe('Vence hoje');
    expect(deadlineClockText({ atrasada: false, diasUteisRestantes: 1 })).toBe('1 dia útil');
    expect(deadlineClockText({ atrasada: false, diasUteisRestantes: 4 })).toBe('4 dias úteis');
    expect(deadlineClockText({ atrasada: false, diasUteisRestantes: null })).toBeNull();
  });

  it('finds the next business day over a long weekend', () => {
    expect(nextBusinessDay('2026-11-19', isHoliday)).toBe('2026-11-23');
  });
});
