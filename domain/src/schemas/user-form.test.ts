import { collectFieldErrors } from './field-errors';
import { createUserFormSchema, validateUserPermissions } from './user-form';

const schema = createUserFormSchema(() => new Date(2024, 5, 10, 9));
const base = {
  name: 'Ana Souza',
  username: 'ana',
  email: 'ana@empresa.com.br',
  jobTitle: 'Analista',
  department: 'Jurídico',
  employeeDanielLaw: 0,
  temporaryAccess: false,
};

describe('user form schema', () => {
  it('accepts a permanent granular user', () => {
    expect(collectFieldErrors(schema, base)).toEqual({});
  });

  it('requires the identity fields and the profile', () => {
    expect(collectFieldErrors(schema, {})).toEqual({
      name: 'Campo obrigatório',
      username: 'Campo obrigatório',
      email: 'Campo obrigatório',
      jobTitle: 'Campo obrigatório',
      department: 'Campo obrigatório',
      employeeDanielLaw: 'Campo obrigatório',
    });
  });

  it('checks the e-mail format', () => {
    expect(collectFieldErrors(schema, { ...base, email: 'ana' })).toEqual({
      email: 'Formato de email inválido',
    });
  });

  it('requires the permission type only for the granular profile', () => {
    expect(collectFieldErrors(schema, { ...base, temporaryAccess: undefined })).toEqual({
      temporaryAccess: 'Campo obrigatório',
    });
    expect(
      collectFieldErrors(schema, { ...base, employeeDanielLaw: 2, temporaryAccess: undefined }),
    ).toEqual({});
  });

  it('requires a valid expiration date within 15 days for temporary access', () => {
    const temporary = { ...base, temporaryAccess: true };
    expect(collectFieldErrors(schema, temporary)).toEqual({ expirationDate: 'Campo obrigatório' });
    expect(collectFieldErrors(schema, { ...temporary, expirationDate: '31/06/2024' })).toEqual({
      expirationDate: 'Formato de data inválida',
    });
    expect(collectFieldErrors(schema, { ...temporary, expirationDate: '25/06/2024' })).toEqual({});
    expect(collectFieldErrors(schema, { ...temporary, expirationDate: '26/06/2024' })).toEqual({
      expirationDate: 'O tempo máximo para o acesso temporário é de 15 dias',
    });
    // A past date says what is wrong with it, not the 15-day note.
    expect(collectFieldErrors(schema, { ...temporary, expirationDate: '09/06/2024' })).toEqual({
      expirationDate: 'A data de validade não pode ser anterior à data atual',
    });
  });
});

describe('validateUserPermissions', () => {
  it('needs a permission beyond ROLE_USER for the granular profile', () => {
    expect(validateUserPermissions(0, [])).toBe('Selecione pelo menos uma permissão!');
    expect(validateUserPermissions(0, [2])).toBe('Selecione pelo menos uma permissão!');
    expect(validateUserPermissions(0, [2, 7])).toBeNull();
  });

  it('does not apply to staff and client administrators', () => {
    expect(validateUserPermissions(1, [])).toBeNull();
    expect(validateUserPermissions(2, [])).toBeNull();
  });
});
