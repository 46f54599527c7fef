import { statusHistoryLines } from './status-history';

describe('status history lines', () => {
  it('words each change like spec 2 section 2.8, newest first, in the reader view', () => {
    const historico = [
      { id: 1, status: 'PENDENTE' as const, data: '2026-11-20 09:15:00' },
      { id: 2, status: 'CANCELAMENTO' as const, data: '2026-11-22 14:05:30' },
    ];
    expect(statusHistoryLines(historico, 'client')).toEqual([
      { id: 2, text: 'Status alterado para Cancelamento Solicitado em 22/11/2026 às 14:05' },
      { id: 1, text: 'Status alterado para Pendente em 20/11/2026 às 09:15' },
    ]);
    expect(statusHistoryLines(historico, 'staff')[0]!.text).toBe(
      'Status alterado para Cancelamento em 22/11/2026 às 14:05',
    );
  });
});
