import { businessCalendar } from '../calendar/business-calendar';
import { deadlineClock, deadlineClockText } from './deadline-clock';

// The national calendar: 2026-11-20 (Friday) is Consciência Negra; 2026-12-25 is Christmas.
const isHoliday = businessCalendar();

describe('deadline clock', () => {
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
});
