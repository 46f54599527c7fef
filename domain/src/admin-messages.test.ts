import { ADMIN_MESSAGES, EMPLOYEE_TYPE_LABEL } from './admin-messages';

describe('administration wording', () => {
  it('names every employee-type code', () => {
    expect(EMPLOYEE_TYPE_LABEL).toEqual({
      0: 'Usuário do cliente',
      1: 'Equipe do escritório',
      2: 'Administrador do cliente',
    });
  });

  it('words the lawyer status confirmation for both directions', () => {
    expect(ADMIN_MESSAGES.confirmLawyerStatus('Ana Lima', true)).toBe(
      'Você realmente deseja ativar o advogado Ana Lima?',
    );
    expect(ADMIN_MESSAGES.confirmLawyerStatus('Ana Lima', false)).toBe(
      'Você realmente deseja inativar o advogado Ana Lima?',
    );
  });

  it('words the creation of a price period', () => {
    expect(ADMIN_MESSAGES.priceCreated).toBe('Preço cadastrado com sucesso!');
  });
});
