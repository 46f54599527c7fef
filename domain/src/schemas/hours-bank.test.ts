import { collectFieldErrors } from './field-errors';
import { addHoursSchema, removeHoursSchema } from './hours-bank';

describe('addHoursSchema', () => {
  it('accepts a complete pack', () => {
    expect(
      collectFieldErrors(addHoursSchema, {
        quantidade: '040:00',
        valor: 'R$ 8.000,00',
        dataExpiracao: '31/12/2025',
      }),
    ).toEqual({});
  });

  it('requires every field', () => {
    expect(collectFieldErrors(addHoursSchema, {})).toEqual({
      quantidade: 'Campo obrigatório',
      valor: 'Campo obrigatório',
      dataExpiracao: 'Campo obrigatório',
    });
  });

  it('gives the hours messages of the spec', () => {
    const errors = (quantidade: string) =>
      collectFieldErrors(addHoursSchema, {
        quantidade,
        valor: '1,00',
        dataExpiracao: '01/01/2025',
      });
    expect(errors('000:00')).toEqual({ quantidade: 'Valor de horas inválido' });
    expect(errors('40:00')).toEqual({ quantidade: 'Valor de horas inválido' });
    expect(errors('0400:0')).toEqual({ quantidade: 'Formato inválido. Use HHH:mm' });
    expect(errors('040:75')).toEqual({ quantidade: 'Minutos inválidos' });
  });

  it('rejects an impossible expiry date', () => {
    expect(
      collectFieldErrors(addHoursSchema, {
        quantidade: '001:00',
        valor: '10',
        dataExpiracao: '31/02/2025',
      }),
    ).toEqual({ dataExpiracao: 'Formato de data inválida' });
  });
});

describe('removeHoursSchema', () => {
  it('accepts a quantity and a start period', () => {
    expect(
      collectFieldErrors(removeHoursSchema, { quantidade: '010:30', dataInicial: '03/2024' }),
    ).toEqual({});
  });

  it('requires both fields and a valid period', () => {
    expect(collectFieldErrors(removeHoursSchema, {})).toEqual({
      quantidade: 'Campo obrigatório',
      dataInicial: 'Campo obrigatório',
    });
    expect(
      collectFieldErrors(removeHoursSchema, { quantidade: '010:30', dataInicial: '13/2024' }),
    ).toEqual({ dataInicial: 'Período inicial ou final inválido.' });
  });
});
