import { isLettersOnlyName, sanitizeNameTyping, validateLawyerName } from './person-name';

describe('person names', () => {
  it('keeps letters, accents and spaces while typing', () => {
    expect(sanitizeNameTyping('João da Silva 2º!')).toBe('João da Silva ');
    expect(sanitizeNameTyping('Márcia-Ângela')).toBe('MárciaÂngela');
  });

  it('flags names with special characters', () => {
    expect(isLettersOnlyName('Conceição Araújo')).toBe(true);
    expect(isLettersOnlyName('Ana@')).toBe(false);
    expect(isLettersOnlyName('Ana 2')).toBe(false);
  });

  it('requires a lawyer name', () => {
    expect(validateLawyerName('   ')).toBe('Informe o nome do advogado!');
    expect(validateLawyerName(undefined)).toBe('Informe o nome do advogado!');
    expect(validateLawyerName(' Dra. Ana ')).toBeNull();
  });
});
