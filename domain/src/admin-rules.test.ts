import { createUserFormSchema } from './schemas/user-form';
import { collectFieldErrors } from './schemas/field-errors';
import { ADMIN_API_MESSAGES } from './admin-api-messages';
import {
  dayBefore,
  userClientRequired,
  validateLawyerSave,
  validatePriceSave,
  validateUserSave,
} from './admin-rules';

const today = new Date(2025, 2, 10);
const granular = {
  username: 'novo.usuario',
  name: 'Novo Usuário',
  email: 'novo@acme.local',
  jobTitle: 'Analista',
  department: 'Compliance',
  employeeDanielLaw: 0,
  temporaryAccess: false,
  expirationDate: null,
  roleIds: [2, 3],
};

describe('validateUserSave', () => {
  it('accepts a complete granular user with a permission', () => {
    expect(validateUserSave(granular, today)).toBeNull();
  });

  it('names the missing field', () => {
    expect(validateUserSave({ ...granular, jobTitle: '  ' }, today)).toBe(
      'Campo obrigatório: jobTitle',
    );
  });

  it('refuses an invalid e-mail', () => {
    expect(validateUserSave({ ...granular, email: 'novo' }, today)).toBe(
      'Formato de email inválido',
    );
  });

  it('asks for a permission beyond ROLE_USER for the granular profile only', () => {
    expect(validateUserSave({ ...granular, roleIds: [2] }, today)).toBe(
      'Selecione pelo menos uma permissão!',
    );
    expect(validateUserSave({ ...granular, employeeDanielLaw: 2, roleIds: [] }, today)).toBeNull();
  });

  it('keeps temporary access within 15 days and not in the past', () => {
    const temporary = { ...granular, temporaryAccess: true };
    expect(validateUserSave({ ...temporary, expirationDate: null }, today)).toBe(
      'Campo obrigatório: expirationDate',
    );
    expect(validateUserSave({ ...temporary, expirationDate: '2025-03-25' }, today)).toBeNull();
    expect(validateUserSave({ ...temporary, expirationDate: '2025-03-26' }, today)).toBe(
      'O tempo máximo para o acesso temporário é de 15 dias',
    );
    expect(validateUserSave({ ...temporary, expirationDate: '2025-03-09' }, today)).toBe(
      ADMIN_API_MESSAGES.expirationDateInPast,
    );
    expect(validateUserSave({ ...temporary, expirationDate: '2025-02-30' }, today)).toBe(
      'Formato de data inválida',
    );
  });
});

describe('validatePriceSave', () => {
  const price = { valorHora: 350, vigenciaInicio: '2025-01-01', vigenciaFim: null };

  it('applies the three date rules of spec 1 section 5', () => {
    expect(validatePriceSave(price)).toBeNull();
    expect(validatePriceSave({ ...price, vigenciaInicio: '2025-13-01' })).toBe(
      'Data de início inválida',
    );
    expect(validatePriceSave({ ...price, vigenciaInicio: '' })).toBe('Data de início inválida');
    expect(validatePriceSave({ ...price, vigenciaFim: '2025-02-31' })).toBe('Data de fim inválida');
    expect(validatePriceSave({ ...price, vigenciaFim: '2025-01-01' })).toBe(
      'Data de fim deve ser posterior à data de início',
    );
  });

  it('needs a price above zero', () => {
    expect(validatePriceSave({ ...price, valorHora: 0 })).toBe(
      ADMIN_API_MESSAGES.priceMustBePositive,
    );
  });
});

describe('dayBefore', () => {
  it('crosses month and year ends', () => {
    expect(dayBefore('2025-03-01')).toBe('2025-02-28');
    expect(dayBefore('2025-01-01')).toBe('2024-12-31');
  });
});

describe('validateLawyerSave', () => {
  it('needs a name of letters and spaces', () => {
    expect(validateLawyerSave('  ')).toBe('Informe o nome do advogado!');
    expect(validateLawyerSave(' Ana Lúcia ')).toBeNull();
    expect(validateLawyerSave('Ana 2')).toBe(ADMIN_API_MESSAGES.lawyerNameLettersOnly);
  });
});

describe('userClientRequired', () => {
  const admin = { admin: true, authorities: ['ROLE_ADMIN'], employeeDanielLaw: 1 };
  const clientAdmin = { admin: false, authorities: ['ROLE_ADMIN'], client: 5 };
  it('asks an admin for the client of every profile but the firm staff', () => {
    expect(userClientRequired(admin, 0)).toBe(true);
    expect(userClientRequired(admin, 2)).toBe(true);
    expect(userClientRequired(admin, 1)).toBe(false);
    expect(userClientRequired(admin, null)).toBe(false);
  });
  it('never asks a client administrator, whose client is fixed', () => {
    expect(userClientRequired(clientAdmin, 0)).toBe(false);
  });
});

describe('user form text limits (platform m14)', () => {
  it('refuses a name over 255 characters with the Portuguese message, inline', () => {
    const values = {
      name: 'a'.repeat(256),
      username: 'bia',
      email: 'bia@acme.local',
      jobTitle: 'Analista',
      department: 'Compras',
      employeeDanielLaw: 1,
    };
    expect(collectFieldErrors(createUserFormSchema(), values).name).toBe(
      'Tamanho máximo de 255 caracteres',
    );
    expect(
      collectFieldErrors(createUserFormSchema(), { ...values, name: 'a'.repeat(255) }).name,
    ).toBeUndefined();
  });
});
