// The authorities (role names) of spec 1 section 6, and those of the kinds written as definitions
// (each in its access row, assessment-definitions/definition-access.ts).
import {
  objectWithAccess,
  type DefinitionAuthorities,
} from './assessment-definitions/definition-access';

/**
 * The spec's roles as a plain literal. The domain's own rules read them here, so that a bundle
 * turns each read into its string and carries no table (page budget: read through AUTHORITIES,
 * built from the access rows, a page that checks one role carried them all).
 */
export const SPEC_AUTHORITIES = {
  ADMIN: 'ROLE_ADMIN',
  USER: 'ROLE_USER',
  AVALIACAO_NOVOS_PROJETOS: 'ROLE_AVALIACAO_NOVOS_PROJETOS',
  CONTROLE_ORCAMENTARIO: 'ROLE_CONTROLE_ORCAMENTARIO',
  GESTAO_USUARIOS: 'ROLE_GESTAO_USUARIOS',
  REGISTRO_OPERACAO_TRATAMENTO_DADOS: 'ROLE_REGISTRO_OPERACAO_TRATAMENTO_DADOS',
  ASSESSMENT_TERCEIROS: 'ROLE_ASSESSMENT_TERCEIROS',
  TESTE_LEGITIMO_INTERESSE: 'ROLE_TESTE_LEGITIMO_INTERESSE',
  CONSULTAS_DOCUMENTOS_CONTRATOS: 'ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS',
  GESTAO_PARTICIPANTE: 'ROLE_GESTAO_PARTICIPANTE',
} as const;

export const AUTHORITIES = /* @__PURE__ */ objectWithAccess<
  typeof SPEC_AUTHORITIES & DefinitionAuthorities
>(SPEC_AUTHORITIES, (access) => [access.authorityKey, access.authority]);

export type Authority = (typeof AUTHORITIES)[keyof typeof AUTHORITIES];

// The pure marks let a bundle drop these tables when a screen uses none of them (page budget).
const AUTHORITY_VALUES: readonly string[] = /* @__PURE__ */ Object.values(AUTHORITIES);

export function isAuthority(value: string): value is Authority {
  return AUTHORITY_VALUES.includes(value);
}
