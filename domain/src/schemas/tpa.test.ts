import { validateContractDates, validateTpaClient } from './tpa';

describe('validateContractDates', () => {
  it('refuses a signature after the expiry', () => {
    expect(validateContractDates('10/05/2024', '09/05/2024')).toBe(
      'A data de expiração não pode ser maior que a data de assinatura.',
    );
  });

  it('accepts ordered, equal or missing dates', () => {
    expect(validateContractDates('01/01/2024', '31/12/2025')).toBeNull();
    expect(validateContractDates('01/01/2024', '01/01/2024')).toBeNull();
    expect(validateContractDates('', '31/12/2025')).toBeNull();
    expect(validateContractDates('01/01/2024', null)).toBeNull();
  });
});

describe('validateTpaClient', () => {
  it('requires a client', () => {
    expect(validateTpaClient(null)).toBe('Por favor selecionar o cliente');
    expect(validateTpaClient(0)).toBe('Por favor selecionar o cliente');
    expect(validateTpaClient(1024)).toBeNull();
  });
});
