import { DEFAULT_FIRM_SEAT, slaDeadline, nonBusinessReason } from '@dpohub/domain';
import { closureDays, firmCalendarOf } from './firm-calendar';
import { seatHolidays, seatName, seatOptions } from './seat-holidays';

describe("the firm's seat", () => {
  it('closes the default seat, São Paulo/SP, on the city’s 25/01 and the state’s 09/07', () => {
    expect(seatName(DEFAULT_FIRM_SEAT)).toBe('São Paulo/SP');
    expect(seatHolidays(DEFAULT_FIRM_SEAT, 2027)).toEqual([
      { date: '2027-01-25', name: 'Aniversário da Cidade', kind: 'municipal' },
      { date: '2027-07-09', name: 'Revolução Constitucionalista', kind: 'estadual' },
    ]);
  });

  it('takes another seat’s days and leaves out national ones and election days', () => {
    expect(seatHolidays({ uf: 'RJ', cidade: 'RJ' }, 2027)).toEqual([
      { date: '2027-01-20', name: 'Dia de São Sebastião', kind: 'municipal' },
      { date: '2027-04-23', name: 'Dia de São Jorge', kind: 'estadual' },
    ]);
    // 2026 has election days; none of them closes the firm.
    expect(seatHolidays({ uf: 'SP', cidade: null }, 2026).map((day) => day.date)).toEqual([
      '2026-07-09',
    ]);
  });

  it('offers the 27 states and the cities whose holidays are known', () => {
    const options = seatOptions();
    expect(options).toHaveLength(27);
    expect(options.find((state) => state.uf === 'SP')?.cidades).toEqual([
      { codigo: 'SP', nome: 'São Paulo' },
    ]);
    expect(seatName({ uf: 'SP', cidade: 'XX' })).toBeNull();
  });
});

describe("the firm's calendar", () => {
  const recess = { id: 1, inicio: '2027-12-20', fim: '2027-12-31', descricao: 'Recesso' };

  it('closes each day of a closure under its description', () => {
    expect(closureDays([recess])).toHaveLength(12);
    expect(closureDays([{ ...recess, fim: recess.inicio }])).toEqual([
      { date: '2027-12-20', name: 'Recesso', kind: 'escritorio' },
    ]);
  });

  it('counts the SLA over the seat’s holiday and the recess (hand counts of the domain)', () => {
    const calendar = firmCalendarOf(DEFAULT_FIRM_SEAT, [recess]);
    expect(slaDeadline('2027-07-07', calendar)).toBe('2027-07-15');
    expect(slaDeadline('2027-12-16', calendar)).toBe('2028-01-06');
    expect(slaDeadline('2027-02-04', calendar)).toBe('2027-02-15');
    expect(nonBusinessReason('2027-01-25', calendar)).toBe('Aniversário da Cidade');
  });
});
