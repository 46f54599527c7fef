import { exportPeriodFieldErrors, type ExportPeriodFields } from './period';

const NOW = new Date(2024, 5, 15, 12);
const errorsOf = (values: ExportPeriodFields) => exportPeriodFieldErrors(values, NOW);

// The period of the demands export dialog and of the SLA report.
describe('exportPeriodFieldErrors', () => {
  it('accepts a past range', () => {
    expect(errorsOf({ periodoInicial: '01/01/2024', periodoFinal: '15/06/2024' })).toEqual({});
  });

  it('requires both dates', () => {
    expect(errorsOf({ periodoInicial: '', periodoFinal: '' })).toEqual({
      periodoInicial: 'Campo obrigatório',
      periodoFinal: 'Campo obrigatório',
    });
  });

  it('reports an unreadable start under the start only, once (demands m14)', () => {
    expect(errorsOf({ periodoInicial: '32/01/2024', periodoFinal: '15/06/2024' })).toEqual({
      periodoInicial: 'Período inválido!',
    });
    expect(errorsOf({ periodoInicial: '31/02/2024', periodoFinal: '' })).toEqual({
      periodoInicial: 'Período inválido!',
      periodoFinal: 'Campo obrigatório',
    });
  });

  it('reports the period rule on the final date', () => {
    expect(errorsOf({ periodoInicial: '01/02/2024', periodoFinal: '31/02/2024' })).toEqual({
      periodoFinal: 'Período inválido!',
    });
    expect(errorsOf({ periodoInicial: '10/06/2024', periodoFinal: '01/06/2024' })).toEqual({
      periodoFinal: 'O período inicial não pode ser maior que o período final.',
    });
    expect(errorsOf({ periodoInicial: '10/06/2024', periodoFinal: '16/06/2024' })).toEqual({
      periodoFinal: 'O período final ou o período inicial não podem ser maiores que a data atual.',
    });
  });
});
