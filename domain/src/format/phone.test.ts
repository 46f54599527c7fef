import { formatPhone, isValidPhone } from './phone';

describe('formatPhone', () => {
  it('formats mobiles and landlines', () => {
    expect(formatPhone('11912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('1112345678')).toBe('(11) 1234-5678');
  });

  it('masks partial input and drops extra digits', () => {
    expect(formatPhone('11')).toBe('(11');
    expect(formatPhone('119')).toBe('(11) 9');
    expect(formatPhone('(11) 91234-56789')).toBe('(11) 91234-5678');
    expect(formatPhone('')).toBe('');
  });
});

describe('isValidPhone', () => {
  it.each(['(11) 91234-5678', '11912345678', '(21) 3456-7890'])('accepts %p', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });

  it.each(['(01) 91234-5678', '(11) 81234-5678', '(11) 1234-5678', '119123456', '', null])(
    'rejects %p',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});
