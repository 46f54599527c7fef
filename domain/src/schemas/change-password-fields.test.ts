import { validateChangePassword, type ChangePasswordFields } from './change-password-fields';

const CASES: [ChangePasswordFields, Partial<Record<keyof ChangePasswordFields, string>>][] = [
  [
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    {
      oldPassword: 'Campo obrigatório',
      newPassword: 'Campo obrigatório',
      confirmPassword: 'Campo obrigatório',
    },
  ],
  [
    { oldPassword: 'antiga', newPassword: 'Nova@2024', confirmPassword: 'Nova@2025' },
    { confirmPassword: 'As senhas não conferem' },
  ],
  [
    { oldPassword: 'antiga', newPassword: 'Nova2024', confirmPassword: 'Nova2024' },
    { newPassword: 'Senha não atende regras de definição' },
  ],
  [
    { oldPassword: 'Atual@2024', newPassword: 'Atual@2024', confirmPassword: 'Atual@2024' },
    { newPassword: 'A nova senha deve ser diferente da senha atual.' },
  ],
  [
    { oldPassword: 'fraca', newPassword: 'fraca', confirmPassword: 'fraca' },
    { newPassword: 'A nova senha deve ser diferente da senha atual.' },
  ],
  [
    { oldPassword: '', newPassword: 'a', confirmPassword: 'a' },
    { oldPassword: 'Campo obrigatório', newPassword: 'Senha não atende regras de definição' },
  ],
  [
    { oldPassword: 'x', newPassword: 'Nova@2024', confirmPassword: '' },
    { confirmPassword: 'Campo obrigatório' },
  ],
  [
    { oldPassword: 'x', newPassword: '', confirmPassword: 'Nova@2024' },
    { newPassword: 'Campo obrigatório', confirmPassword: 'As senhas não conferem' },
  ],
  [{ oldPassword: 'Antiga@1', newPassword: 'Segr@123', confirmPassword: 'Segr@123' }, {}],
];

describe('validateChangePassword', () => {
  it.each(CASES)('%j', (values, expected) => {
    expect(validateChangePassword(values)).toEqual(expected);
  });
});
