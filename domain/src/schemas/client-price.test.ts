import { validatePriceValidity } from './client-price';

describe('validatePriceValidity', () => {
  it('accepts an open or later end', () => {
    expect(validatePriceValidity('01/01/2024', '')).toBeNull();
    expect(validatePriceValidity('01/01/2024', null)).toBeNull();
    expect(validatePriceValidity('01/01/2024', '02/01/2024')).toBeNull();
  });

  it('rejects an invalid start', () => {
    expect(validatePriceValidity('31/02/2024', '')).toBe('Data de início inválida');
    expect(validatePriceValidity('', '')).toBe('Data de início inválida');
  });

  it('rejects an invalid end', () => {
    expect(validatePriceValidity('01/01/2024', '00/01/2024')).toBe('Data de fim inválida');
  });

  it('rejects an end not later than the start', () => {
    expect(validatePriceValidity('10/01/2024', '10/01/2024')).toBe(
      'Data de fim deve ser posterior à data de início',
    );
    expect(validatePriceValidity('10/01/2024', '09/01/2024')).toBe(
      'Data de fim deve ser posterior à data de início',
    );
  });
});
