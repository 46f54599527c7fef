// ROPA has no score (research/assessments.md section 3): the server answers the answers that
// contradict each other, the signs that an impact report is due, and the register a firm hands
// to the ANPD. docs/decisions.md "ROPA: consistency warnings and the register".
import { YES_NO } from '../constants';
import { foldForSearch } from '../format/text';
import { joinChoiceList, normaliseExclusiveSelection, splitChoiceList } from './exclusive-choices';
import type { RuleHit } from './rule-hit';
import {
  ROPA_LEGAL_BASIS,
  ROPA_NO_SENSITIVE,
  ROPA_SENSITIVE_BASIS,
  ROPA_SENSITIVE_CATEGORY_OPTIONS,
  readsAsNo,
  type RopaField,
} from './ropa-questions';

type RopaAnswers = Partial<Record<RopaField, string | null>>;

export type RopaWarningLevel = 'warning' | 'info';

/** A consistency warning: the answers behind it, why, and the law or guide it rests on. */
export interface RopaWarning extends RuleHit {
  level: RopaWarningLevel;
  /** Answers that contradict each other: the record cannot be concluded until they agree. */
  blocking?: boolean;
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
const SENSITIVE_CATEGORIES = ROPA_SENSITIVE_CATEGORY_OPTIONS.map((o) => o.value);

/** The sensitive categories as stored: known ones comma-joined, or 'Nenhum' alone. */
export function ropaSensitiveCategories(value: string | null | undefined): string[] {
  return normaliseExclusiveSelection(splitChoiceList(value), SENSITIVE_CATEGORIES, [
    ROPA_NO_SENSITIVE,
  ]);
}

/** The derived answers of a save: the sensitive categories made valid (exclusive 'Nenhum'). */
export function applyRopaChoices<T extends RopaAnswers>(answers: T): T {
  if (answers.sensitiveCategories === undefined || answers.sensitiveCategories === null) {
    return answers;
  }
  const selection = ropaSensitiveCategories(answers.sensitiveCategories);
  return { ...answers, sensitiveCategories: selection.length ? joinChoiceList(selection) : null };
}

const sensitiveBasis = (a: RopaAnswers) =>
  filled(a.baseLegalSensitiveData) &&
  a.baseLegalSensitiveData !== ROPA_SENSITIVE_BASIS.NOT_APPLICABLE;
const namedCategories = (a: RopaAnswers) =>
  ropaSensitiveCategories(a.sensitiveCategories).filter((c) => c !== ROPA_NO_SENSITIVE);
const saysNoSensitive = (a: RopaAnswers) =>
  ropaSensitiveCategories(a.sensitiveCategories)[0] === ROPA_NO_SENSITIVE;
/** Sensitive data in the activity: an art. 11 basis chosen, or a sensitive category named. */
const sensitive = (a: RopaAnswers) => sensitiveBasis(a) || namedCategories(a).length > 0;
const children = (a: RopaAnswers) => a.childrenData === YES_NO.YES;

/** Words in the data subjects' text that name children or adolescents (accents ignored). */
const CHILDREN_WORDS =
  /\b(crianca|criancas|adolescente|adolescentes|menor|menores|infantil|infantis|bebe|bebes)\b/;
const holdersNameChildren = (a: RopaAnswers) =>
  CHILDREN_WORDS.test(foldForSearch(a.whichHolders ?? ''));
const legitimateInterest = (a: RopaAnswers) => a.baseLegal === ROPA_LEGAL_BASIS.LEGITIMATE_INTEREST;

interface Rule {
  code: string;
  field: RopaField;
  text: string;
  anchor: string;
  applies: (answers: RopaAnswers) => boolean;
}

/** The signs of high risk the ROPA can see; the first is the ANPD's own test. */
const IMPACT_REPORT_SIGNS: readonly Rule[] = [
  {
    code: 'RIPD_HIGH_RISK',
    field: 'largeScale',
    text: 'Tratamento em larga escala com um critério específico (dados sensíveis, de crianças ou adolescentes, ou decisões automatizadas): alto risco pelo teste da ANPD.',
    anchor: 'Res. CD/ANPD nº 2/2022, art. 4º, I, a, e II, c e d; LGPD art. 38',
    applies: (a) =>
      a.largeScale === YES_NO.YES &&
      (sensitive(a) || children(a) || a.automatedDecision === YES_NO.YES),
  },
  {
    code: 'RIPD_CHILDREN',
    field: 'childrenData',
    text: 'A atividade trata dados de crianças ou de adolescentes.',
    anchor: 'Res. CD/ANPD nº 2/2022, art. 4º, II, d; LGPD art. 14',
    applies: children,
  },
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

const WARNINGS: readonly (Rule & { level: RopaWarningLevel; blocking?: boolean })[] = [
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
    code: 'ROPA_CHILDREN',
    level: 'warning',
    field: 'childrenData',
    text: 'Há crianças ou adolescentes entre os titulares: o tratamento deve atender ao melhor interesse deles e, para crianças, ter o consentimento específico de ao menos um dos pais ou do responsável, salvo outra hipótese legal que atenda a esse interesse; informe-os em linguagem simples.',
    anchor: 'LGPD art. 14; Enunciado CD/ANPD nº 1/2023',
    applies: children,
  },
  {
    code: 'ROPA_CHILDREN_TEXT',
    level: 'warning',
    blocking: true,
    field: 'childrenData',
    text: 'As categorias de titulares mencionam crianças ou adolescentes, mas a resposta diz que não há crianças ou adolescentes entre os titulares.',
    anchor: 'LGPD art. 14',
    applies: (a) => a.childrenData === YES_NO.NO && holdersNameChildren(a),
  },
  {
    code: 'ROPA_SENSITIVE_NO_BASIS',
    level: 'warning',
    blocking: true,
    field: 'baseLegalSensitiveData',
    text: 'Há categorias de dados sensíveis indicadas, mas a hipótese legal para dados sensíveis é N/A: indique a hipótese do art. 11.',
    anchor: 'LGPD art. 11',
    applies: (a) =>
      namedCategories(a).length > 0 &&
      a.baseLegalSensitiveData === ROPA_SENSITIVE_BASIS.NOT_APPLICABLE,
  },
  {
    code: 'ROPA_SENSITIVE_NO_DATA',
    level: 'warning',
    blocking: true,
    field: 'sensitiveCategories',
    text: 'Há uma hipótese legal para dados sensíveis, mas a resposta diz que nenhum dado sensível é tratado.',
    anchor: 'LGPD arts. 5º, II, e 11',
    applies: (a) => saysNoSensitive(a) && sensitiveBasis(a),
  },
  {
    code: 'ROPA_SHARE',
    level: 'warning',
    blocking: true,
    field: 'shareWith',
    text: 'A resposta diz que os dados não são compartilhados, mas indica com quem são compartilhados.',
    anchor: 'Modelo de registro simplificado da ANPD (compartilhamento de dados)',
    applies: (a) => readsAsNo(a.hasDataShare) && namesSomething(a.shareWith),
  },
  {
    code: 'ROPA_INCIDENT',
    level: 'warning',
    blocking: true,
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
    ...(rule.blocking ? { blocking: true } : {}),
  }));
}

/**
 * Answers that contradict each other: the record is not concluded until they agree, so no
 * contradiction reaches the register handed to the ANPD (finding m13).
 */
export function ropaContradictions(answers: RopaAnswers): RuleHit[] {
  return ropaWarnings(answers)
    .filter((warning) => warning.blocking)
    .map(({ code, field, answer, text, anchor }) => ({ code, field, answer, text, anchor }));
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

// ---- The register ('Relatório' of the list with form type 5) ----

/** What fills a register column: an answer, a field of the record, or of the agent's profile. */
export type RopaRegisterSource =
  | RopaField
  | 'client'
  | 'agentLegalName'
  | 'agentContact'
  | 'dpoContact'
  | `agent.${'cnpj' | 'address' | 'dpoName' | 'dataSubjectChannel'}`
  | 'createdBy'
  | 'updatedBy'
  | 'createdAt'
  | 'updatedAt'
  | 'completedAt';

export interface RopaRegisterColumn {
  header: string;
  source: RopaRegisterSource;
  width: number;
  /** A date cell (dd/mm/aaaa), sortable and filterable as a date. */
  date?: boolean;
}

/**
 * The register of concluded processing operations, one column per field, in the order of the
 * ANPD simplified record model (14 June 2023; Res. CD/ANPD 2/2022 art. 9): 1 agent, contact and
 * encarregado or channel (with the client's role in the activity, LGPD art. 37), 2 data subjects,
 * 3 personal data (with the sensitive categories), 4 sharing, 5 security measures, 6 storage
 * period, 7 process, purpose and legal basis, 8 observations; then the other answers and the
 * record's own dates.
 */
export const ROPA_REGISTER_COLUMNS: readonly RopaRegisterColumn[] = [
  { header: 'Agente de tratamento (razão social)', source: 'agentLegalName', width: 30 },
  { header: 'CNPJ', source: 'agent.cnpj', width: 20 },
  { header: 'Endereço', source: 'agent.address', width: 30 },
  { header: 'Contato do agente (e-mail e telefone)', source: 'agentContact', width: 30 },
  { header: 'Encarregado', source: 'agent.dpoName', width: 24 },
  { header: 'Contato do encarregado', source: 'dpoContact', width: 30 },
  { header: 'Canal de atendimento ao titular', source: 'agent.dataSubjectChannel', width: 30 },
  { header: 'Papel do agente na atividade', source: 'agentRole', width: 20 },
  { header: 'Área responsável', source: 'area', width: 20 },
  { header: 'Responsável pela atividade', source: 'responsable', width: 24 },
  { header: 'Categorias de titulares', source: 'whichHolders', width: 30 },
  { header: 'Crianças ou adolescentes entre os titulares', source: 'childrenData', width: 16 },
  { header: 'Dados pessoais tratados', source: 'whichData', width: 36 },
  { header: 'Dados pessoais sensíveis (categorias)', source: 'sensitiveCategories', width: 30 },
  { header: 'Origem dos dados', source: 'sourceOfData', width: 24 },
  { header: 'Larga escala', source: 'largeScale', width: 12 },
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
  { header: 'Observações', source: 'observations', width: 36 },
  { header: 'Direitos dos titulares garantidos', source: 'rightGuaranteedHolders', width: 30 },
  { header: 'Decisão automatizada', source: 'automatedDecision', width: 14 },
  { header: 'Registro do consentimento', source: 'linkConsentRegister', width: 28 },
  { header: 'RIPD recomendado', source: 'recommendedImpactReport', width: 14 },
  { header: 'Andamento do RIPD', source: 'progressReport', width: 16 },
  { header: 'Link do RIPD', source: 'linkToReport', width: 28 },
  { header: 'Incidente de segurança', source: 'hasIncident', width: 14 },
  { header: 'Documentação do incidente', source: 'linkToDocIncident', width: 28 },
  { header: 'Criado por', source: 'createdBy', width: 22 },
  { header: 'Atualizado por', source: 'updatedBy', width: 22 },
  { header: 'Criado em', source: 'createdAt', width: 12, date: true },
  { header: 'Atualizado em', source: 'updatedAt', width: 14, date: true },
  { header: 'Concluído em', source: 'completedAt', width: 14, date: true },
];

/** The agent's contact as one cell: e-mail and phone, whichever are given. */
export function joinContact(email: string | null | undefined, phone: string | null | undefined) {
  return [email?.trim(), phone?.trim()].filter(Boolean).join(' · ');
}

export const ROPA_REGISTER_FILENAME = 'registro-operacoes-tratamento.xlsx';
export const ROPA_REGISTER_SHEET = 'Registro das operações';

/** yes/no answers as the register writes them. */
export function ropaDisplayAnswer(value: string | null | undefined): string {
  if (value === YES_NO.YES) return 'Sim';
  if (value === YES_NO.NO) return 'Não';
  return value ?? '';
}

/** The sensitive categories as the register writes them: 'Dado referente à saúde; ...'. */
export function ropaSensitiveCategoriesText(value: string | null | undefined): string {
  return ropaSensitiveCategories(value).join('; ');
}
