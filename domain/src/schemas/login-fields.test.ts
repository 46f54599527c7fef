import { collectFieldErrors as errorsOf } from './field-errors';
import { loginSchema } from './login';
import { validateLogin } from './login-fields';

describe('validateLogin', () => {
  it('requires userName (trimmed) and password, as loginSchema does', () => {
    const cases = [
      { userName: ' ', password: '' },
      { userName: 'ana', password: '' },
      { userName: '', password: 'x' },
      { userName: 'ana', password: 'x' },
      { userName: 'ana', password: ' ' },
    ];
    for (const values of cases) {
      expect(validateLogin(values)).toEqual(errorsOf(loginSchema, values));
    }
    expect(validateLogin({ userName: ' ', password: '' })).toEqual({
      userName: 'Campo obrigatório',
      password: 'Campo obrigatório',
    });
  });
});
