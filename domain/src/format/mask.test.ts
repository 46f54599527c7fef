import { maskDigits } from './mask';

describe('maskDigits', () => {
  it('inserts the separators as digits arrive', () => {
    expect(maskDigits('2', '99/99/9999')).toBe('2');
    expect(maskDigits('25', '99/99/9999')).toBe('25');
    expect(maskDigits('251', '99/99/9999')).toBe('25/1');
    expect(maskDigits('25122024', '99/99/9999')).toBe('25/12/2024');
  });

  it('drops non-digits and digits beyond the pattern', () => {
    expect(maskDigits('25/12/2024999', '99/99/9999')).toBe('25/12/2024');
    expect(maskDigits('ab', '99/9999')).toBe('');
  });
});
