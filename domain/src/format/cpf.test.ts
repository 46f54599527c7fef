import { formatCpf, isValidCpf } from './cpf';

describe('isValidCpf', () => {
  it.each(['12345678909', '123.456.789-09', '52998224725', '529.982.247-25'])(
    'accepts %p',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(true);
    },
  );

  it.each(['12345678900', '52998224724', '11111111111', '00000000000', '1234567890', '', null])(
    'rejects %p',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );
});

describe('formatCpf', () => {
  it('formats full and partial CPFs', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('1234')).toBe('123.4');
    expect(formatCpf('123.456.789-0912')).toBe('123.456.789-09');
  });
});
