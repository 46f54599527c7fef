import { collectFieldErrors as errorsOf } from './field-errors';
import { newPasswordSchema } from './password';

describe('newPasswordSchema', () => {
  it('accepts a strong confirmed password', () => {
    expect(
      errorsOf(newPasswordSchema, { password: 'Senha@123', password_confirm: 'Senha@123' }),
    ).toEqual({});
  });

  it('rejects a weak password and a different confirmation', () => {
    expect(errorsOf(newPasswordSchema, { password: 'senha123', password_confirm: 'x' })).toEqual({
      password: 'Senha não atende regras de definição',
      password_confirm: 'As senhas não conferem',
    });
  });

  it('requires both fields', () => {
    expect(errorsOf(newPasswordSchema, {})).toEqual({
      password: 'Campo obrigatório',
      password_confirm: 'Campo obrigatório',
    });
  });
});
