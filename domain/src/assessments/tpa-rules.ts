// Third-party assessment scores (docs/decisions.md "TPA scores"): maturity as the share of good
// practices (the TCU LGPD maturity indicator's shape), each party's position by the ANPD's
// essential decisions of a controller, and the contract risk as weighted criteria of Res.
// CD/ANPD 2/2022 art. 4 with the ANPD high-risk test as a floor. Every score carries the answers
// that moved it, so the report and the dossier can say why.
import { YES_NO } from '../constants';
import { parseDisplayDate } from '../format/dates';
import {
  TPA_CONTRACT_KEYS,
  TPA_MATURITY_KEYS,
  TPA_POSITION_KEYS,
  type TpaContractKey,
  type TpaMaturityKey,
  type TpaParsedQuestions,
  type TpaPositionKey,
  type TpaQuestion,
  type TpaQuestions,
} from '../types/assessment';
import { ASSESSMENT_FORMS } from './assessment-forms';
import type { StepDefinition } from './question-types';
import type { RuleHit } from './rule-hit';
import {
  TPA_BLOB_FIELDS,
  TPA_DESCRIPTION_FIELDS,
  TPA_DESCRIPTION_LABELS,
  TPA_CONTRACT_QUESTIONS,
  TPA_MATURITY_QUESTIONS,
  TPA_POSITION_QUESTIONS,
  type TpaBlobField,
} from './tpa-questions';

const KEYS_OF: Readonly<Record<TpaBlobField, readonly string[]>> = {
  jsonMaturityQuestions: TPA_MATURITY_KEYS,
  jsonCompanyPosition: TPA_POSITION_KEYS,
  jsonThirdPartyPosition: TPA_POSITION_KEYS,
  jsonContractAvaliation: TPA_CONTRACT_KEYS,
};

/** Longest comment kept per question ('Observações'). */
export const TPA_COMMENT_MAX_LENGTH = 2000;

/** Every question of a blob with an empty answer, as a new assessment starts. */
export function emptyTpaQuestions<K extends string>(keys: readonly K[]): TpaQuestions<K> {
  return Object.fromEntries(
    keys.map((key) => [key, { answer: '', comments: '' }]),
  ) as TpaQuestions<K>;
}

export function emptyTpaBlobs(): TpaParsedQuestions {
  return {
    jsonMaturityQuestions: emptyTpaQuestions(TPA_MATURITY_KEYS),
    jsonCompanyPosition: emptyTpaQuestions(TPA_POSITION_KEYS),
    jsonThirdPartyPosition: emptyTpaQuestions(TPA_POSITION_KEYS),
    jsonContractAvaliation: emptyTpaQuestions(TPA_CONTRACT_KEYS),
  };
}

/**
 * One blob as sent (a JSON string) made clean: known keys only, answers 'yes', 'no' or '',
 * comments as text. Null when the text is not a JSON object or holds a bad answer or comment.
 */
export function parseTpaBlob(
  field: TpaBlobField,
  text: string | null | undefined,
): TpaQuestions<string> | null {
  const clean = emptyTpaQuestions(KEYS_OF[field]) as Record<string, TpaQuestion>;
  if (text === null || text === undefined || text.trim() === '') return clean;
  let source: unknown;
  try {
    source = JSON.parse(text);
  } catch {
    return null;
  }
  if (!source || typeof source !== 'object' || Array.isArray(source)) return null;
  for (const key of KEYS_OF[field]) {
    const item = (source as Record<string, unknown>)[key];
    if (item === undefined || item === null) continue;
    if (typeof item !== 'object' || Array.isArray(item)) return null;
    const { answer = '', comments = '' } = item as { answer?: unknown; comments?: unknown };
    if (answer !== '' && answer !== YES_NO.YES && answer !== YES_NO.NO) return null;
    if (typeof comments !== 'string' || comments.length > TPA_COMMENT_MAX_LENGTH) return null;
    clean[key] = { answer, comments };
  }
  return clean;
}

/** The four blobs of stored answers (JSON strings) as objects; a bad blob reads as empty. */
export function readTpaBlobs(answers: Record<string, unknown>): TpaParsedQuestions {
  const blobs = emptyTpaBlobs() as unknown as Record<TpaBlobField, TpaQuestions<string>>;
  for (const field of TPA_BLOB_FIELDS) {
    const value = answers[field];
    const parsed = typeof value === 'string' ? parseTpaBlob(field, value) : null;
    if (parsed) blobs[field] = parsed;
  }
  return blobs as unknown as TpaParsedQuestions;
}

const allAnswered = (questions: Record<string, TpaQuestion>) =>
  Object.values(questions).every((q) => q.answer === YES_NO.YES || q.answer === YES_NO.NO);

/**
 * Steps still unfilled among positions 2, 3 and 4 (spec 3 section 4): a step is filled when
 * every yes/no question of it is answered (step 3: both parties). Comments are optional.
 */
export function tpaUnfilledPositions(answers: Record<string, unknown>): number[] {
  const blobs = readTpaBlobs(answers);
  const unfilled: number[] = [];
  if (!allAnswered(blobs.jsonMaturityQuestions)) unfilled.push(2);
  if (!allAnswered(blobs.jsonCompanyPosition) || !allAnswered(blobs.jsonThirdPartyPosition)) {
    unfilled.push(3);
  }
  if (!allAnswered(blobs.jsonContractAvaliation)) unfilled.push(4);
  return unfilled;
}

/**
 * Spec 3 section 5: a signature date later than the expiry date is refused. Dates are dd/mm/yyyy
 * texts; either may be empty (not signed, open-ended).
 */
export function tpaDatesOutOfOrder(receiveDate: unknown, reviewDate: unknown): boolean {
  const signed = typeof receiveDate === 'string' ? parseDisplayDate(receiveDate) : null;
  const expires = typeof reviewDate === 'string' ? parseDisplayDate(reviewDate) : null;
  return Boolean(signed && expires && signed.getTime() > expires.getTime());
}

// ---- Bands (spec 3 section 9) ----

export const TPA_MATURITY_BANDS = [
  { upTo: 59.99, label: 'Incipiente' },
  { upTo: 75.99, label: 'Moderado' },
  { upTo: Infinity, label: 'Robusto' },
] as const;

export const TPA_CONTRACT_RISK_BANDS = [
  { upTo: 9.99, label: 'Risco Reduzido' },
  { upTo: 39.99, label: 'Risco Moderado' },
  { upTo: 49.99, label: 'Risco Significativo' },
  { upTo: Infinity, label: 'Risco Alto' },
] as const;

export type TpaMaturityLabel = (typeof TPA_MATURITY_BANDS)[number]['label'];
export type TpaContractRiskLabel = (typeof TPA_CONTRACT_RISK_BANDS)[number]['label'];

/** The impact-report hint shows at a contract risk of 50 or more (spec 3 section 2.4). */
export const TPA_IMPACT_REPORT_THRESHOLD = 50;

const round2 = (value: number) => Math.round(value * 100) / 100;

export function maturityLabel(percentage: number): TpaMaturityLabel {
  return TPA_MATURITY_BANDS.find((band) => percentage <= band.upTo)!.label;
}

export function contractRiskLabel(percentage: number): TpaContractRiskLabel {
  return TPA_CONTRACT_RISK_BANDS.find((band) => percentage <= band.upTo)!.label;
}

// ---- Maturity ----

const MATURITY_ANCHORS: Readonly<Record<TpaMaturityKey, string>> = {
  hasDPO: 'LGPD art. 41; Res. CD/ANPD 18/2024; Res. CD/ANPD 2/2022 art. 11',
  hasInventary: 'LGPD art. 37',
  impactAvaliation: 'LGPD arts. 38 e 50, §2º, I, d',
  hasPlans: 'LGPD art. 50, §2º, I, g',
  hasPolicy: 'LGPD art. 50, §2º, I, a; Guia ANPD de segurança para ATPP',
  hasControlData: 'LGPD art. 46; Guia ANPD de segurança para ATPP',
  hasThirdPartyAccess: 'LGPD art. 39; Guia ANPD de segurança (gerenciamento de contratos)',
  hasCompliance: 'LGPD art. 50, §2º, I, h',
  hasGovernance: 'LGPD art. 50, §2º, I, f',
  hasComunicationChannel: 'LGPD arts. 18 e 41, §2º',
  hasLegalProcess: 'LGPD arts. 18 e 19',
  hasIncident: 'LGPD art. 48; Res. CD/ANPD 15/2024',
  hasInvestigated: 'Res. CD/ANPD 15/2024 art. 10',
  hasTrainning: 'LGPD art. 41, §2º, III; Guia ANPD de segurança para ATPP',
};

export interface TpaMaturityResult {
  result: number;
  label: TpaMaturityLabel;
  /** Practices answered 'Sim' out of the 14. */
  yes: number;
  total: number;
  /** The practices missing (answered 'Não'): each one lowered the score. */
  reasons: RuleHit[];
}

/** Maturity: 100 × practices present / 14, two decimals (each question weighs the same). */
export function tpaMaturity(questions: TpaQuestions<TpaMaturityKey>): TpaMaturityResult {
  const yes = TPA_MATURITY_KEYS.filter((key) => questions[key]?.answer === YES_NO.YES).length;
  const result = round2((100 * yes) / TPA_MATURITY_KEYS.length);
  const reasons = TPA_MATURITY_KEYS.filter((key) => questions[key]?.answer !== YES_NO.YES).map(
    (key) => ({
      code: `MAT_${key}`,
      field: key,
      answer: questions[key]?.answer ?? '',
      text: `Não: ${TPA_MATURITY_QUESTIONS[key]}`,
      anchor: MATURITY_ANCHORS[key],
    }),
  );
  return { result, label: maturityLabel(result), yes, total: TPA_MATURITY_KEYS.length, reasons };
}

// ---- Positions ----

export const TPA_POSITION = { CONTROLLER: 'Controlador', OPERATOR: 'Operador' } as const;
export type TpaPosition = (typeof TPA_POSITION)[keyof typeof TPA_POSITION];

export interface TpaPositionResult {
  position: TpaPosition;
  /** The controller indicators answered 'Sim' (ICO checklist). */
  reasons: RuleHit[];
  /** True when the result goes against most indicators: review the answers. */
  review: boolean;
}

const POSITION_ANCHOR =
  'Guia ANPD de agentes de tratamento (decisões essenciais: finalidade, natureza dos dados); ICO "Are we a controller?"';

/**
 * Controller when the party decides the purpose or which data is collected (the ANPD's essential
 * decisions), or decides both to collect and from whom; otherwise operator. A result against
 * most of the 12 indicators (a controller with 4 or fewer, an operator with 7 or more) asks for
 * a review.
 */
export function tpaPosition(questions: TpaQuestions<TpaPositionKey>): TpaPositionResult {
  const yes = (key: TpaPositionKey) => questions[key]?.answer === YES_NO.YES;
  const controller =
    yes('purposesResult') ||
    yes('decidePersonalDataCollected') ||
    (yes('collectData') && yes('holdersCollectDataFrom'));
  const ticked = TPA_POSITION_KEYS.filter(yes);
  const reasons = ticked.map((key) => ({
    code: `POS_${key}`,
    field: key,
    answer: YES_NO.YES as string,
    text: TPA_POSITION_QUESTIONS[key],
    anchor: POSITION_ANCHOR,
  }));
  return {
    position: controller ? TPA_POSITION.CONTROLLER : TPA_POSITION.OPERATOR,
    reasons,
    review: controller ? ticked.length <= 4 : ticked.length >= 7,
  };
}

/**
 * Advice for each pair of positions, naming the client (spec 3 section 2.4; operator with
 * operator is not in the spec: research section 5.2).
 */
export function tpaPositionAdvice(
  company: TpaPosition,
  thirdParty: TpaPosition,
  clientName: string,
): string {
  const c = clientName || 'a empresa';
  if (company === TPA_POSITION.CONTROLLER && thirdParty === TPA_POSITION.OPERATOR) {
    return `${c} é controladora e o terceiro, operador: ${c} deve ser firme. Dê instruções por escrito e exija que o terceiro trate os dados apenas segundo elas (LGPD art. 39), com cláusulas de segurança, sigilo, suboperadores, incidentes e devolução ou eliminação dos dados ao fim do contrato. O operador responde solidariamente quando descumpre as instruções (art. 42, §1º, I), mas a responsabilidade principal perante os titulares continua sendo de ${c}.`;
  }
  if (company === TPA_POSITION.OPERATOR && thirdParty === TPA_POSITION.CONTROLLER) {
    return `${c} atua como operadora e o terceiro, como controlador: ${c} deve tratar os dados apenas segundo as instruções lícitas do terceiro, documentadas no contrato. Se ${c} decidir finalidades próprias ou seguir instruções ilícitas, passa a responder como controladora (LGPD art. 42, §1º, I). Peça as instruções por escrito e registre as operações que realizar (art. 37).`;
  }
  if (company === TPA_POSITION.CONTROLLER && thirdParty === TPA_POSITION.CONTROLLER) {
    return `${c} e o terceiro são ambos controladores: verifique se decidem em conjunto a finalidade do mesmo tratamento (controladoria conjunta, Guia ANPD de agentes de tratamento) ou se cada um trata os dados para fins próprios. Em ambos os casos, o contrato deve repartir as responsabilidades: hipótese legal, atendimento aos titulares, segurança e comunicação de incidentes.`;
  }
  return `Pelas respostas, nem ${c} nem o terceiro decidem a finalidade do tratamento: ao menos uma parte deve ser controladora. Revise as respostas e verifique se há outro controlador na cadeia (um cliente de ${c} ou do terceiro, caso em que ambos podem ser operador e suboperador, Guia ANPD de agentes de tratamento, seção 5), e registre no contrato quem dá as instruções.`;
}

// ---- Contract risk ----

interface ContractCriterion {
  key: TpaContractKey;
  /** The answer that carries the risk. */
  riskWhen: 'yes' | 'no';
  weight: number;
  anchor: string;
  /** What to do about it, for the report's recommendations. */
  recommendation: string;
}

/** Weights sum to 100 (research section 5.3). */
export const TPA_CONTRACT_CRITERIA: readonly ContractCriterion[] = [
  {
    key: 'relevance',
    riskWhen: 'yes',
    weight: 10,
    anchor: 'Res. CD/ANPD 2/2022 art. 4º, I (critério geral)',
    recommendation:
      'Tratamento em larga escala ou de efeito significativo: exija do terceiro evidências das medidas de segurança e o direito de auditoria.',
  },
  {
    key: 'dataMinimization',
    riskWhen: 'no',
    weight: 5,
    anchor: 'LGPD art. 6º, III',
    recommendation:
      'Limite no contrato os dados e as finalidades ao estritamente necessário ao objeto (princípio da necessidade).',
  },
  {
    key: 'transparency',
    riskWhen: 'no',
    weight: 5,
    anchor: 'LGPD arts. 6º, VI, e 9º',
    recommendation:
      'Informe os titulares sobre o compartilhamento com o terceiro (aviso de privacidade).',
  },
  {
    key: 'sensitiveData',
    riskWhen: 'yes',
    weight: 15,
    anchor: 'LGPD art. 11; Res. CD/ANPD 2/2022 art. 4º, II, d',
    recommendation:
      'Dados sensíveis: confirme a hipótese do art. 11 e exija controles reforçados de acesso e de criptografia.',
  },
  {
    key: 'financialData',
    riskWhen: 'yes',
    weight: 5,
    anchor: 'Res. CD/ANPD 15/2024 art. 5º',
    recommendation:
      'Dados financeiros ou de autenticação: exija comunicação imediata de incidentes, a tempo do prazo de 3 dias úteis da ANPD.',
  },
  {
    key: 'monitoringHolders',
    riskWhen: 'yes',
    weight: 10,
    anchor: 'Res. CD/ANPD 2/2022 art. 4º, II, b',
    recommendation:
      'Monitoramento de titulares: delimite no contrato o alcance e a retenção das informações coletadas.',
  },
  {
    key: 'newTechnologies',
    riskWhen: 'yes',
    weight: 10,
    anchor: 'Res. CD/ANPD 2/2022 art. 4º, II, a',
    recommendation:
      'Tecnologia inovadora: peça a descrição técnica do tratamento e avalie os riscos antes de começar.',
  },
  {
    key: 'minorData',
    riskWhen: 'yes',
    weight: 15,
    anchor: 'LGPD art. 14; Res. CD/ANPD 2/2022 art. 4º, II, d',
    recommendation:
      'Dados de crianças e adolescentes: o tratamento deve atender ao seu melhor interesse (LGPD art. 14).',
  },
  {
    key: 'vulnerableData',
    riskWhen: 'yes',
    weight: 10,
    anchor: 'Res. CD/ANPD 2/2022 art. 4º, II, d',
    recommendation:
      'Titulares idosos ou vulneráveis: preveja salvaguardas específicas e canais de atendimento acessíveis.',
  },
  {
    key: 'criminalData',
    riskWhen: 'yes',
    weight: 5,
    anchor: 'EDPB WP248 (dados de natureza altamente pessoal)',
    recommendation:
      'Dados criminais: restrinja o acesso a quem precisa e confirme a base legal do tratamento.',
  },
  {
    key: 'profiling',
    riskWhen: 'yes',
    weight: 5,
    anchor: 'Res. CD/ANPD 2/2022 art. 4º, II, c',
    recommendation:
      'Criação de perfis: informe os titulares e garanta o direito de oposição e de revisão.',
  },
  {
    key: 'automatedDecisions',
    riskWhen: 'yes',
    weight: 5,
    anchor: 'LGPD art. 20; Res. CD/ANPD 2/2022 art. 4º, II, c',
    recommendation:
      'Decisões automatizadas: garanta a revisão das decisões e a explicação dos critérios (LGPD art. 20).',
  },
];

/** Specific criteria of art. 4 II that, with relevance, make the ANPD's high-risk test. */
const SPECIFIC_CRITERIA: readonly TpaContractKey[] = [
  'sensitiveData',
  'minorData',
  'vulnerableData',
  'newTechnologies',
  'monitoringHolders',
  'profiling',
  'automatedDecisions',
];

/** Clauses every LGPD processing agreement should carry (research section 5.4). */
export const TPA_BASE_RECOMMENDATIONS = [
  'Defina no contrato o papel de cada parte (controlador, operador), o objeto, a finalidade, a duração e os tipos de dados e de titulares.',
  'Preveja sigilo, medidas de segurança, autorização prévia para suboperadores e comunicação de incidentes (LGPD arts. 39, 46 a 48).',
  'Preveja a devolução ou a eliminação dos dados ao fim do contrato (arts. 15 e 16) e a colaboração no atendimento aos titulares (art. 18).',
] as const;

export interface TpaContractRiskResult {
  result: number;
  label: TpaContractRiskLabel;
  /** The answers that added risk, with their weight in the code. */
  reasons: (RuleHit & { weight: number })[];
  /** True when relevance and a specific criterion met: the ANPD high-risk test floors it at 50. */
  highRiskTest: boolean;
  impactReportHint: boolean;
  recommendations: string[];
}

export function tpaContractRisk(questions: TpaQuestions<TpaContractKey>): TpaContractRiskResult {
  const risky = TPA_CONTRACT_CRITERIA.filter(
    (criterion) => questions[criterion.key]?.answer === criterion.riskWhen,
  );
  const sum = risky.reduce((total, criterion) => total + criterion.weight, 0);
  const highRiskTest =
    questions.relevance?.answer === YES_NO.YES &&
    SPECIFIC_CRITERIA.some((key) => questions[key]?.answer === YES_NO.YES);
  const result = round2(highRiskTest ? Math.max(sum, TPA_IMPACT_REPORT_THRESHOLD) : sum);
  return {
    result,
    label: contractRiskLabel(result),
    reasons: risky.map((criterion) => ({
      code: `RISK_${criterion.key}`,
      field: criterion.key,
      answer: criterion.riskWhen,
      text: `${criterion.riskWhen === YES_NO.YES ? 'Sim' : 'Não'}: ${TPA_CONTRACT_QUESTIONS[criterion.key]} (+${criterion.weight})`,
      anchor: criterion.anchor,
      weight: criterion.weight,
    })),
    highRiskTest,
    impactReportHint: result >= TPA_IMPACT_REPORT_THRESHOLD,
    recommendations: [
      ...risky.map((criterion) => criterion.recommendation),
      ...TPA_BASE_RECOMMENDATIONS,
    ],
  };
}

export const TPA_HIGH_RISK_TEST_TEXT =
  'Tratamento de alto risco pelo teste da ANPD (um critério geral e um específico, Res. CD/ANPD 2/2022 art. 4º): pontuação mínima de 50.';

// ---- The whole result (GET .../assessment-terceiros/completo/{id}) ----

export interface TpaFullResults {
  maturityScore: TpaMaturityResult;
  companyPositionResult: TpaPosition;
  thirdPartyPositionResult: TpaPosition;
  companyPosition: TpaPositionResult;
  thirdPartyPosition: TpaPositionResult;
  positionAdvice: string;
  contractRiskResult: TpaContractRiskResult;
}

/** Every score of a TPA from its stored answers; clientName goes into the advice. */
export function tpaResults(answers: Record<string, unknown>, clientName: string): TpaFullResults {
  const blobs = readTpaBlobs(answers);
  const companyPosition = tpaPosition(blobs.jsonCompanyPosition);
  const thirdPartyPosition = tpaPosition(blobs.jsonThirdPartyPosition);
  return {
    maturityScore: tpaMaturity(blobs.jsonMaturityQuestions),
    companyPositionResult: companyPosition.position,
    thirdPartyPositionResult: thirdPartyPosition.position,
    companyPosition,
    thirdPartyPosition,
    positionAdvice: tpaPositionAdvice(
      companyPosition.position,
      thirdPartyPosition.position,
      clientName,
    ),
    contractRiskResult: tpaContractRisk(blobs.jsonContractAvaliation),
  };
}

/** The answer fields of a TPA kept in the record (the name is a column of its own). */
export const TPA_FIELDS = [
  'areaResponsable',
  'companyName',
  'contact',
  'receiveDate',
  'reviewDate',
  'dpo',
  'obs',
  'obsToDpo',
  ...TPA_BLOB_FIELDS,
] as const;

const titles = ASSESSMENT_FORMS.tpa.stepTitles;

/**
 * The four steps before the report, for the wizard engine. Step 1 holds the description (saved,
 * not checked: positions 2 to 4 are, spec 3 section 4); steps 2 to 4 hold the JSON blobs, whose
 * completeness tpaUnfilledPositions decides.
 */
export const TPA_STEPS: readonly StepDefinition[] = [
  {
    position: 1,
    title: titles[0]!,
    questions: [
      { field: 'name', kind: 'text', label: TPA_DESCRIPTION_LABELS.name, required: false },
      ...TPA_DESCRIPTION_FIELDS.map((field) => ({
        field,
        kind: field === 'dpo' ? ('textarea' as const) : ('text' as const),
        label: TPA_DESCRIPTION_LABELS[field],
        required: false,
      })),
    ],
  },
  { position: 2, title: titles[1]!, questions: [] },
  { position: 3, title: titles[2]!, questions: [] },
  { position: 4, title: titles[3]!, questions: [] },
];
