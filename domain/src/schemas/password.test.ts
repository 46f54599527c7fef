import { collectFieldErrors as errorsOf } from './field-errors';
import { changePasswordSchema, newPasswordSchema } from './password';

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

describe('changePasswordSchema', () => {
  it('requires the three fields', () => {
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      oldPassword: 'Campo obrigatório',
      newPassword: 'Campo obrigatório',
      confirmPassword: 'Campo obrigatório',
    });
  });

  it('checks the rules and the confirmation', () => {
    expect(
      errorsOf(changePasswordSchema, {
        oldPassword: 'antiga',
        newPassword: 'Nova@2024',
        confirmPassword: 'Nova@2025',
      }),
    ).toEqual({ confirmPassword: 'As senhas não conferem' });
    expect(
      errorsOf(changePasswordSchema, {
        oldPassword: 'antiga',
        newPassword: 'Nova2024',
        confirmPassword: 'Nova2024',
      }),
    ).toEqual({ newPassword: 'Senha não atende regras de definição' });
  });

  it('refuses the current password as the new one (platform m1)', () => {
    expect(
      errorsOf(changePasswordSchema, {
        oldPassword: 'Atual@2024',
        newPassword: 'Atual@2024',
        confirmPassword: 'Atual@2024',
      }),
    ).toEqual({ newPassword: 'A nova senha deve ser diferente da senha atual.' });
  });
});
