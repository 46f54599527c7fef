// The authorities (role names) of spec 1 section 6.
export const AUTHORITIES = {
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
  /** The site and app checklist (issue 32). */
  CHECKLIST_SITE_APP: 'ROLE_CHECKLIST_SITE_APP',
  /** The RIPD (DPIA), LGPD arts. 5 XVII and 38 (issue 32). */
  RIPD: 'ROLE_RIPD',
  /** The security incident register, LGPD art. 48 and Res. CD/ANPD 15/2024 (issue 32). */
  SECURITY_INCIDENT: 'ROLE_INCIDENTE_SEGURANCA',
} as const;

export type Authority = (typeof AUTHORITIES)[keyof typeof AUTHORITIES];

// The pure marks let a bundle drop these tables when a screen uses none of them (page budget).
const AUTHORITY_VALUES: readonly string[] = /* @__PURE__ */ Object.values(AUTHORITIES);

export function isAuthority(value: string): value is Authority {
  return AUTHORITY_VALUES.includes(value);
}
