import { object, string } from 'yup';
import { collectFieldErrors } from './field-errors';

const schema = object({
  name: string().required('Campo obrigatório').min(3, 'curto'),
  email: string().required('Campo obrigatório').email('Formato de email inválido'),
});

describe('collectFieldErrors', () => {
  it('keeps the first message of each failing field', () => {
    expect(collectFieldErrors(schema, { name: '', email: 'x' })).toEqual({
      name: 'Campo obrigatório',
      email: 'Formato de email inválido',
    });
  });

  it('gives an empty object for a valid form', () => {
    expect(collectFieldErrors(schema, { name: 'Ana', email: 'ana@a.com' })).toEqual({});
  });
});
