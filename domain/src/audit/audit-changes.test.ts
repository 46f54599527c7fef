import { changesBetween, isSecretField, withoutSecrets } from './audit-changes';
import { describeChange, describeChanges } from './audit-format';
import { AUDIT_KINDS, auditKindLabel, isFirmOnlyKind } from './audit-kinds';

describe('changesBetween', () => {
  it('lists the changed fields in the given order, with before and after', () => {
    const before = { name: 'Ana', email: 'ana@acme.com', jobTitle: 'DPO', enabled: true };
    const after = { name: 'Ana Souza', email: 'ana@acme.com', jobTitle: 'DPO', enabled: false };
    expect(changesBetween(before, after, ['email', 'enabled', 'name', 'jobTitle'])).toEqual([
      { field: 'enabled', before: true, after: false },
      { field: 'name', before: 'Ana', after: 'Ana Souza' },
    ]);
  });

  it('takes an empty string and an absent value as the same nothing', () => {
    expect(changesBetween({ department: '' }, { department: null }, ['department'])).toEqual([]);
    expect(changesBetween({ department: null }, { department: 'TI' }, ['department'])).toEqual([
      { field: 'department', before: null, after: 'TI' },
    ]);
  });

  it('records what a list field gained and lost, not the two lists', () => {
    const before = { roles: ['ROLE_USER', 'ROLE_ROPA'] };
    const after = { roles: ['ROLE_USER', 'ROLE_TPA', 'ROLE_ALI'] };
    expect(changesBetween(before, after, ['roles'])).toEqual([
      { field: 'roles', added: ['ROLE_TPA', 'ROLE_ALI'], removed: ['ROLE_ROPA'] },
    ]);
    expect(changesBetween(before, { roles: ['ROLE_ROPA', 'ROLE_USER'] }, ['roles'])).toEqual([]);
  });

  it('a creation has only the values after', () => {
    expect(changesBetween(null, { name: 'Beta', id: 7 }, ['id', 'name'])).toEqual([
      { field: 'id', after: 7 },
      { field: 'name', after: 'Beta' },
    ]);
  });

  it('writes dates as ISO instants', () => {
    const at = new Date('2026-11-25T12:00:00Z');
    expect(changesBetween({ prazo: null }, { prazo: at }, ['prazo'])).toEqual([
      { field: 'prazo', before: null, after: '2026-11-25T12:00:00.000Z' },
    ]);
  });

  it('never keeps the value of a password, code, token or TOTP secret', () => {
    const changes = changesBetween(
      { password: 'Old@1234', verification_code: '12345', totpSecret: 'JBSWY3DP', token: 'a' },
      { password: 'New@1234', verification_code: '54321', totpSecret: 'KRSXG5A', token: 'b' },
      ['password', 'verification_code', 'totpSecret', 'token'],
    );
    expect(changes).toEqual([
      { field: 'password', secret: true },
      { field: 'verification_code', secret: true },
      { field: 'totpSecret', secret: true },
      { field: 'token', secret: true },
    ]);
    expect(JSON.stringify(changes)).not.toMatch(/1234|12345|54321|JBSWY|KRSXG/);
  });
});

describe('isSecretField', () => {
  it.each([
    'password',
    'passwordHash',
    'newPassword',
    'senha',
    'code',
    'recoveryCode',
    'verification_code',
    'accessToken',
    'refresh_token',
    'totpSecret',
    'otp',
    'codigo',
  ])('%s is a secret', (field) => expect(isSecretField(field)).toBe(true));

  it.each(['name', 'email', 'roles', 'prazo', 'status', 'clientId', 'enabled', 'valorHora'])(
    '%s is not',
    (field) => expect(isSecretField(field)).toBe(false),
  );

  it('withoutSecrets drops the values of a secret change and keeps any other', () => {
    expect(withoutSecrets({ field: 'password', before: 'a', after: 'b' })).toEqual({
      field: 'password',
      secret: true,
    });
    expect(withoutSecrets({ field: 'name', before: 'a', after: 'b' })).toEqual({
      field: 'name',
      before: 'a',
      after: 'b',
    });
  });
});

describe('audit kinds', () => {
  it('name each kind in Portuguese', () => {
    expect(auditKindLabel('user.disabled')).toBe('Usuário desativado');
    expect(auditKindLabel('assessment.sentBack')).toBe('Devolvida com comentários');
    expect(auditKindLabel('unknown.kind')).toBe('unknown.kind');
  });

  it('keep the firm’s internal data and notes of a demand from client administrators', () => {
    expect(isFirmOnlyKind('demand.internalChanged')).toBe(true);
    const firmOnly = Object.keys(AUDIT_KINDS).filter((kind) =>
      isFirmOnlyKind(kind as keyof typeof AUDIT_KINDS),
    );
    expect(firmOnly).toEqual(['demand.internalChanged', 'demand.noteAdded']);
  });
});

describe('describeChange', () => {
  it('reads a change in Portuguese', () => {
    expect(describeChange({ field: 'email', before: 'a@x.com', after: 'b@x.com' })).toBe(
      'E-mail: a@x.com → b@x.com',
    );
    expect(describeChange({ field: 'enabled', before: true, after: false })).toBe(
      'Ativo: Sim → Não',
    );
    expect(describeChange({ field: 'roles', added: ['ROLE_TPA'], removed: ['ROLE_ROPA'] })).toBe(
      'Permissões: + ROLE_TPA; − ROLE_ROPA',
    );
    expect(describeChange({ field: 'password', secret: true })).toBe(
      'Senha: alterado (valor não registrado)',
    );
    expect(describeChange({ field: 'name', after: 'Beta' })).toBe('Nome: Beta');
    expect(describeChange({ field: 'department', before: null, after: 'TI' })).toBe(
      'Departamento: (vazio) → TI',
    );
    expect(
      describeChanges([
        { field: 'name', before: 'A', after: 'B' },
        { field: 'x', before: 1, after: 2 },
      ]),
    ).toBe('Nome: A → B | x: 1 → 2');
  });
});
