import {
  AUTHORITIES,
  GRANULAR_ROLE_IDS,
  PERMISSION_GROUPS,
  ROLE_CATALOG,
  hasPermissionBeyondDefault,
  isAuthority,
  rolesOnSave,
} from './authorities';

describe('authorities', () => {
  it('lists the ten authorities of the spec and those of the site checklist, the RIPD and the incident register (issue 32)', () => {
    expect(Object.values(AUTHORITIES).sort()).toEqual([
      'ROLE_ADMIN',
      'ROLE_ASSESSMENT_TERCEIROS',
      'ROLE_AVALIACAO_NOVOS_PROJETOS',
      'ROLE_CHECKLIST_SITE_APP',
      'ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS',
      'ROLE_CONTROLE_ORCAMENTARIO',
      'ROLE_GESTAO_PARTICIPANTE',
      'ROLE_GESTAO_USUARIOS',
      'ROLE_INCIDENTE_SEGURANCA',
      'ROLE_REGISTRO_OPERACAO_TRATAMENTO_DADOS',
      'ROLE_RIPD',
      'ROLE_TESTE_LEGITIMO_INTERESSE',
      'ROLE_USER',
    ]);
    expect(isAuthority('ROLE_GESTAO_USUARIOS')).toBe(true);
    expect(isAuthority('ROLE_ROOT')).toBe(false);
  });

  it('seeds ROLE_USER with id 2 and the participant role with id 23', () => {
    expect(ROLE_CATALOG.find((r) => r.name === 'ROLE_USER')?.id).toBe(2);
    expect(ROLE_CATALOG.find((r) => r.name === 'ROLE_GESTAO_PARTICIPANTE')?.id).toBe(23);
  });

  it('gives every role a unique id', () => {
    const ids = ROLE_CATALOG.map((r) => r.id);
    expect(new Set(ids).size).toBe(ROLE_CATALOG.length);
    expect(ROLE_CATALOG).toHaveLength(13);
  });

  it('groups the permission checkboxes by menu, without admin, user or participant roles', () => {
    expect(PERMISSION_GROUPS.map((g) => [g.name, g.roles.map((r) => r.name)])).toEqual([
      [
        'Avaliações e Recursos',
        [
          'ROLE_AVALIACAO_NOVOS_PROJETOS',
          'ROLE_ASSESSMENT_TERCEIROS',
          'ROLE_TESTE_LEGITIMO_INTERESSE',
          'ROLE_REGISTRO_OPERACAO_TRATAMENTO_DADOS',
          'ROLE_CHECKLIST_SITE_APP',
          'ROLE_RIPD',
          'ROLE_INCIDENTE_SEGURANCA',
        ],
      ],
      ['Documentos e Consultas', ['ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS']],
      ['Usuários', ['ROLE_GESTAO_USUARIOS']],
      ['Gestão de Atividades', ['ROLE_CONTROLE_ORCAMENTARIO']],
    ]);
    expect(GRANULAR_ROLE_IDS).not.toContain(1);
    expect(GRANULAR_ROLE_IDS).not.toContain(2);
    expect(GRANULAR_ROLE_IDS).not.toContain(23);
  });
});

describe('rolesOnSave', () => {
  it('always adds ROLE_USER to a granular user and keeps the chosen permissions once', () => {
    expect(rolesOnSave(0, [3, 9, 3])).toEqual([2, 3, 9]);
  });

  it('drops roles a checkbox cannot give', () => {
    expect(rolesOnSave(0, [1, 2, 8])).toEqual([2, 8]);
  });

  it('keeps the participant role of a temporary participant', () => {
    expect(rolesOnSave(0, [23])).toEqual([2, 23]);
  });

  it('gives firm staff and client administrators ROLE_ADMIN and ROLE_USER', () => {
    expect(rolesOnSave(1, [])).toEqual([1, 2]);
    expect(rolesOnSave(2, [3])).toEqual([1, 2]);
  });

  it('requires a permission beyond the default for granular users', () => {
    expect(hasPermissionBeyondDefault([2])).toBe(false);
    expect(hasPermissionBeyondDefault([])).toBe(false);
    expect(hasPermissionBeyondDefault([2, 7])).toBe(true);
  });
});
