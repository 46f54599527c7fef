import { PASSWORD_RULES, isStrongPassword } from './password-rules';

describe('PASSWORD_RULES', () => {
  it('labels the checklist in Portuguese', () => {
    expect(PASSWORD_RULES.map((rule) => rule.label)).toEqual([
      'Mínimo de 8 caracteres',
      'Uma letra maiúscula',
      'Um número',
      'Um caractere especial (# ? ! @ $ % ^ & * -)',
    ]);
  });

  it('reports each rule separately', () => {
    const passed = (password: string) =>
      PASSWORD_RULES.filter((rule) => rule.test(password)).map((rule) => rule.key);
    expect(passed('abc')).toEqual([]);
    expect(passed('abcdefgh')).toEqual(['minLength']);
    expect(passed('Abc1')).toEqual(['uppercase', 'digit']);
    expect(passed('a-')).toEqual(['special']);
  });
});

describe('isStrongPassword', () => {
  it.each(['Senha@123', 'ABCDEFG1-', 'Çasa#2024'])('accepts %p', (password) => {
    expect(isStrongPassword(password)).toBe(true);
  });

  it.each(['Senha@1', 'senha@123', 'Senha@abc', 'Senha1234', 'Senha_123', '', null])(
    'rejects %p',
    (password) => {
      expect(isStrongPassword(password)).toBe(false);
    },
  );
});
