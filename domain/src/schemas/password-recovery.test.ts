import { collectFieldErrors as errorsOf } from './field-errors';
import {
  joinVerificationCode,
  recoveryEmailSchema,
  verificationCodeSchema,
} from './password-recovery';

describe('recoveryEmailSchema', () => {
  it('requires a valid e-mail', () => {
    expect(errorsOf(recoveryEmailSchema, { user_recover: '' })).toEqual({
      user_recover: 'Campo obrigatório',
    });
    expect(errorsOf(recoveryEmailSchema, { user_recover: 'ana@' })).toEqual({
      user_recover: 'Formato de email inválido',
    });
    expect(errorsOf(recoveryEmailSchema, { user_recover: 'ana@empresa.com.br' })).toEqual({});
  });
});

describe('verificationCodeSchema', () => {
  const code = { ssn_1: '1', ssn_2: '2', ssn_3: '3', ssn_4: '4', ssn_5: '5' };

  it('accepts five digits and joins them', () => {
    expect(errorsOf(verificationCodeSchema, code)).toEqual({});
    expect(joinVerificationCode(code)).toBe('12345');
  });

  it('requires every box to hold one digit', () => {
    expect(
      errorsOf(verificationCodeSchema, { ...code, ssn_2: '', ssn_5: 'a', ssn_4: '44' }),
    ).toEqual({
      ssn_2: 'Campo obrigatório',
      ssn_4: 'Campo obrigatório',
      ssn_5: 'Campo obrigatório',
    });
  });
});
