import { collectFieldErrors as errorsOf } from './field-errors';
import { loginSchema } from './login';

describe('loginSchema', () => {
  it('requires userName and password', () => {
    expect(errorsOf(loginSchema, { userName: ' ', password: '' })).toEqual({
      userName: 'Campo obrigatório',
      password: 'Campo obrigatório',
    });
    expect(errorsOf(loginSchema, { userName: 'ana', password: 'x' })).toEqual({});
  });
});
