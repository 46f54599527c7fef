import * as v from 'valibot';
import { collectFieldErrors, firstFieldError } from './field-errors';
import { emailFormat, requiredText } from './form-schema';

const schema = v.object({
  name: v.pipe(requiredText(), v.minLength(3, 'curto')),
  email: v.pipe(requiredText(), emailFormat('Formato de email inválido')),
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

  it('reads a missing field as an empty one, so its own rule answers', () => {
    expect(collectFieldErrors(schema, { email: 'ana@a.com' })).toEqual({
      name: 'Campo obrigatório',
    });
  });

  it('gives the first problem in the fields order, with its field', () => {
    expect(firstFieldError(schema, { name: 'An', email: '' })).toEqual({
      field: 'name',
      message: 'curto',
    });
    expect(firstFieldError(schema, { name: 'Ana', email: 'ana@a.com' })).toBeNull();
  });
});
