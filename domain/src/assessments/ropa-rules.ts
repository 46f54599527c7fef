// ROPA has no score (research/assessments.md section 3): the server answers the answers that
// contradict each other, the signs that an impact report is due, and the register a firm hands
// to the ANPD. docs/decisions.md "ROPA: consistency warnings and the register".
import { YES_NO } from '../constants';
import type { RuleHit } from './rule-hit';
import {
  ROPA_LEGAL_BASIS,
  ROPA_SENSITIVE_BASIS,
  readsAsNo,
  type RopaField,
} from './ropa-questions';

type RopaAnswers = Partial<Record<RopaField, string | null>>;

export type RopaWarningLevel = 'warning' | 'info';

/** A consistency warning: the answers behind it, why, and the law or guide it rests on. */
export interface RopaWarning extends RuleHit {
  level: RopaWarningLevel;
}

export interface RopaConclusion {
  warnings: RopaWarning[];
  impactReport: {
    /** True when any high-risk sign is present (LGPD art. 38; Res. CD/ANPD 2/2022 art. 4). */
    suggested: boolean;
    reasons: RuleHit[];
  };
}

const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
const namesSomething = (value: unknown) => filled(value) && !readsAsNo(value);
const sensitive = (a: RopaAnswers) =>
  filled(a.baseLegalSensitiveData) &&
  a.baseLegalSensitiveData !== ROPA_SENSITIVE_BASIS.NOT_APPLICABLE;
const legitimateInterest = (a: RopaAnswers) => a.baseLegal === ROPA_LEGAL_BASIS.LEGITIMATE_INTEREST;

interface Rule {
  code: string;
  field: RopaField;
  text: string;
  anchor: string;
  applies: (answers: RopaAnswers) => boolean;
}

/** The signs of high risk the ROPA can see (it asks no "large scale" question). */
const IMPACT_REPORT_SIGNS: readonly Rule[] = [
  {
    code: 'RIPD_SENSITIVE',
    field: 'baseLegalSensitiveData',
    text: 'A atividade trata dados pessoais sensíveis.',
    anchor: 'Res. CD/ANPD nº 2/2022, art. 4º, II, d; LGPD art. 38',
    applies: sensitive,
  },
  {
    code: 'RIPD_AUTOMATED',
    field: 'automatedDecision',
    text: 'Há decisões tomadas unicamente de forma automatizada.',
    anchor: 'Res. CD/ANPD nº 2/2022, art. 4º, II, c; LGPD art. 20',
    applies: (a) => a.automatedDecision === YES_NO.YES,
  },
  {
    code: 'RIPD_LEGITIMATE_INTEREST',
    field: 'baseLegal',
    text: 'A hipótese legal é o legítimo interesse, e a ANPD pode solicitar o relatório.',
    anchor: 'LGPD art. 10, §3º',
    applies: legitimateInterest,
  },
];

const WARNINGS: readonly (Rule & { level: RopaWarningLevel })[] = [
  {
    code: 'ROPA_LI_SENSITIVE',
    level: 'warning',
    field: 'baseLegal',
    text: 'A atividade trata dados sensíveis e tem o legítimo interesse como hipótese legal: o legítimo interesse não ampara dados sensíveis. Os dados sensíveis devem se apoiar apenas na hipótese do art. 11 indicada; revise a hipótese legal da atividade.',
    anchor: 'LGPD arts. 7º, IX, e 11; Guia ANPD Legítimo Interesse (2024)',
    applies: (a) => legitimateInterest(a) && sensitive(a),
  },
  {
    code: 'ROPA_LI_ASSESSMENT',
    level: 'info',
    field: 'baseLegal',
    text: 'Com base no legítimo interesse, faça a Avaliação de Legítimo Interesse (teste de balanceamento) e mantenha este registro atualizado.',
    anchor: 'LGPD arts. 10 e 37',
    applies: legitimateInterest,
  },
  {
    code: 'ROPA_IMPACT_REPORT',
    level: 'warning',
    field: 'recommendedImpactReport',
    text: 'O relatório de impacto foi marcado como não recomendado, mas há sinais de alto risco nesta atividade (veja abaixo): reavalie a resposta.',
    anchor: 'Res. CD/ANPD nº 2/2022, art. 4º; LGPD art. 38',
    applies: (a) =>
      a.recommendedImpactReport === YES_NO.NO && IMPACT_REPORT_SIGNS.some((s) => s.applies(a)),
  },
  {
    code: 'ROPA_SHARE',
    level: 'warning',
    field: 'shareWith',
    text: 'A resposta diz que os dados não são compartilhados, mas indica com quem são compartilhados.',
    anchor: 'Modelo de registro simplificado da ANPD (compartilhamento de dados)',
    applies: (a) => readsAsNo(a.hasDataShare) && namesSomething(a.shareWith),
  },
  {
    code: 'ROPA_INCIDENT',
    level: 'warning',
    field: 'linkToDocIncident',
    text: 'A resposta diz que não houve incidente, mas indica documentação de incidente.',
    anchor: 'Res. CD/ANPD nº 15/2024, art. 10',
    applies: (a) => a.hasIncident === YES_NO.NO && namesSomething(a.linkToDocIncident),
  },
  {
    code: 'ROPA_AUTOMATED_RIGHTS',
    level: 'warning',
    field: 'rightGuaranteedHolders',
    text: 'Há decisões automatizadas: informe como o titular pode pedir a revisão delas.',
    anchor: 'LGPD art. 20',
    applies: (a) => a.automatedDecision === YES_NO.YES && !filled(a.rightGuaranteedHolders),
  },
  {
    code: 'ROPA_ABROAD',
    level: 'info',
    field: 'sentAbroad',
    text: 'Há transferência internacional: indique o mecanismo que a ampara (por exemplo, as cláusulas-padrão contratuais da ANPD, incorporadas sem alteração).',
    anchor: 'LGPD art. 33; Res. CD/ANPD nº 19/2024',
    applies: (a) => namesSomething(a.sentAbroad),
  },
];

const hit = (rule: Rule, answers: RopaAnswers): RuleHit => ({
  code: rule.code,
  field: rule.field,
  answer: String(answers[rule.field] ?? ''),
  text: rule.text,
  anchor: rule.anchor,
});

/** The warnings that hold for these answers (any subset: the screen shows them as typed). */
export function ropaWarnings(answers: RopaAnswers): RopaWarning[] {
  return WARNINGS.filter((rule) => rule.applies(answers)).map((rule) => ({
    ...hit(rule, answers),
    level: rule.level,
  }));
}

/** The high-risk signs behind the step 6 hint. */
export function ropaImpactReportSigns(answers: RopaAnswers): RuleHit[] {
  return IMPACT_REPORT_SIGNS.filter((rule) => rule.applies(answers)).map((rule) =>
    hit(rule, answers),
  );
}

/** What the server answers as the conclusion of a ROPA. */
export function ropaConclusion(answers: RopaAnswers): RopaConclusion {
  const reasons = ropaImpactReportSigns(answers);
  return {
    warnings: ropaWarnings(answers),
    impactReport: { suggested: reasons.length > 0, reasons },
  };
}

export const ROPA_MESSAGES = {
  warningsTitle: 'Pontos de atenção',
  noWarnings: 'Nenhuma resposta contraditória encontrada.',
  impactReportHint: 'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
  finishing: 'Concluindo o registro...',
} as const;

// ---- The register (admin 'Relatório' of the list with form type 5) ----

/** What fills a register column: an answer, or a field of the record. */
export type RopaRegisterSource =
  | RopaField
  | 'client'
  | 'status'
  | 'createdBy'
  | 'updatedBy'
  | 'createdAt'
  | 'updatedAt'
  | 'completedAt';

export interface RopaRegisterColumn {
  header: string;
  source: RopaRegisterSource;
  width: number;
}

/**
 * One column per field, in the order of the ANPD's simplified record model (14 June 2023):
 * 1 agent and contact, 2 data subjects, 3 personal data, 4 sharing, 5 security measures,
 * 6 storage period, 7 process, purpose and legal basis, 8 observations; then the record's own
 * status and dates.
 */
export const ROPA_REGISTER_COLUMNS: readonly RopaRegisterColumn[] = [
  { header: 'Agente de tratamento (cliente)', source: 'client', width: 28 },
  { header: 'Área responsável', source: 'area', width: 20 },
  { header: 'Responsável pela atividade', source: 'responsable', width: 24 },
  { header: 'Categorias de titulares', source: 'whichHolders', width: 30 },
  { header: 'Dados pessoais tratados', source: 'whichData', width: 36 },
  { header: 'Origem dos dados', source: 'sourceOfData', width: 24 },
  { header: 'Compartilhamento de dados', source: 'hasDataShare', width: 24 },
  { header: 'Compartilhados com', source: 'shareWith', width: 28 },
  { header: 'Outro controlador', source: 'hasAnotherController', width: 24 },
  { header: 'Operadores', source: 'hasAnotherOperator', width: 24 },
  {
    header: 'Contrato com operadores (mais informações)',
    source: 'contractLinkWithOperator',
    width: 30,
  },
  { header: 'Transferência internacional', source: 'sentAbroad', width: 26 },
  { header: 'Medidas de segurança', source: 'securityMeasures', width: 36 },
  { header: 'Local de armazenamento (sistemas)', source: 'storageDataLocation', width: 30 },
  { header: 'Período de armazenamento', source: 'custodyTerm', width: 24 },
  { header: 'Atividade de tratamento (processo)', source: 'name', width: 32 },
  { header: 'Descrição da atividade', source: 'description', width: 36 },
  { header: 'Finalidade', source: 'purpose', width: 36 },
  { header: 'Hipótese legal', source: 'baseLegal', width: 30 },
  { header: 'Hipótese legal (dados sensíveis)', source: 'baseLegalSensitiveData', width: 32 },
  { header: 'Direitos dos titulares garantidos', source: 'rightGuaranteedHolders', width: 30 },
  { header: 'Decisão automatizada', source: 'automatedDecision', width: 14 },
  { header: 'Registro do consentimento', source: 'linkConsentRegister', width: 28 },
  { header: 'RIPD recomendado', source: 'recommendedImpactReport', width: 14 },
  { header: 'Andamento do RIPD', source: 'progressReport', width: 16 },
  { header: 'Link do RIPD', source: 'linkToReport', width: 28 },
  { header: 'Incidente de segurança', source: 'hasIncident', width: 14 },
  { header: 'Documentação do incidente', source: 'linkToDocIncident', width: 28 },
  { header: 'Status', source: 'status', width: 14 },
  { header: 'Criado por', source: 'createdBy', width: 22 },
  { header: 'Atualizado por', source: 'updatedBy', width: 22 },
  { header: 'Criado em', source: 'createdAt', width: 12 },
  { header: 'Atualizado em', source: 'updatedAt', width: 14 },
  { header: 'Concluído em', source: 'completedAt', width: 14 },
];

export const ROPA_REGISTER_FILENAME = 'registro-operacoes-tratamento.xlsx';
export const ROPA_REGISTER_SHEET = 'Registro das operações';

/** yes/no answers as the register writes them. */
export function ropaDisplayAnswer(value: string | null | undefined): string {
  if (value === YES_NO.YES) return 'Sim';
  if (value === YES_NO.NO) return 'Não';
  return value ?? '';
}
