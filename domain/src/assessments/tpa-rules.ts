// Third-party assessment scores (docs/decisions.md "TPA scores"): maturity as the share of good
// practices (the TCU LGPD maturity indicator's shape), each party's position by the ANPD's
// essential decisions of a controller, and the contract risk as weighted criteria of Res.
// CD/ANPD 2/2022 art. 4 with the ANPD high-risk test as a floor. Every score carries the answers
// that moved it, so the report and the dossier can say why.
import { YES_NO } from '../constants';
import { displayToApiDate, parseDisplayDate } from '../format/dates';
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
import {
  TPA_COMMENT_MAX_LENGTH,
  isLegacyContractBlob,
  readLegacyContractBlob,
  type LooseQuestion,
} from './tpa-legacy-contract';

export { TPA_COMMENT_MAX_LENGTH, isLegacyContractBlob, readLegacyContractBlob };

const KEYS_OF: Readonly<Record<TpaBlobField, readonly string[]>> = {
  jsonMaturityQuestions: TPA_MATURITY_KEYS,
  jsonCompanyPosition: TPA_POSITION_KEYS,
  jsonThirdPartyPosition: TPA_POSITION_KEYS,
  jsonContractAvaliation: TPA_CONTRACT_KEYS,
};

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
 * Contract answers in the first shape are read by readLegacyContractBlob.
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
  if (
    field === 'jsonContractAvaliation' &&
    isLegacyContractBlob(source as Record<string, unknown>)
  ) {
    source = readLegacyContractBlob(source as Record<string, LooseQuestion>);
  }
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

const unanswered = (
  questions: Record<string, TpaQuestion>,
  labels: Readonly<Record<string, string>>,
  prefix = '',
) =>
  Object.entries(questions)
    .filter(([, q]) => q.answer !== YES_NO.YES && q.answer !== YES_NO.NO)
    .map(([key]) => `${prefix}${labels[key] ?? key}`);

/**
 * The questions of each checked step still unanswered, by position (finding m2): a step is
 * filled when every yes/no question of it is answered (step 3: both parties). Comments are
 * optional.
 */
export function tpaMissingQuestions(answers: Record<string, unknown>): Record<number, string[]> {
  const blobs = readTpaBlobs(answers);
  return {
    2: unanswered(blobs.jsonMaturityQuestions, TPA_MATURITY_QUESTIONS),
    3: [
      ...unanswered(blobs.jsonCompanyPosition, TPA_POSITION_QUESTIONS, 'Empresa: '),
      ...unanswered(blobs.jsonThirdPartyPosition, TPA_POSITION_QUESTIONS, 'Terceiro: '),
    ],
    4: unanswered(blobs.jsonContractAvaliation, TPA_CONTRACT_QUESTIONS),
  };
}

/** Steps still unfilled among positions 2, 3 and 4 (spec 3 section 4). */
export function tpaUnfilledPositions(answers: Record<string, unknown>): number[] {
  const missing = tpaMissingQuestions(answers);
  return [2, 3, 4].filter((position) => missing[position]!.length > 0);
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
  /** The answers that make the party a controller (empty for an operator). */
  decisive: RuleHit[];
  /** True when the result goes against most indicators: review the answers. */
  review: boolean;
}

const POSITION_ANCHOR =
  'Guia ANPD de agentes de tratamento (decisões essenciais: finalidade, natureza dos dados); ICO "Are we a controller?"';

/**
 * What makes a party a controller, each with its source. The ANPD agents guide: the controller
 * takes the essential decisions (the purpose, the nature of the data); whoever processes the data
 * for its own benefit decides a purpose of its own and is the controller of that processing,
 * whatever the contract calls it (LGPD art. 42, §1º, I treats such an operator as a controller).
 */
const CONTROLLER_TESTS: readonly {
  code: string;
  fields: readonly TpaPositionKey[];
  text: string;
  anchor: string;
}[] = [
  {
    code: 'CTRL_PURPOSE',
    fields: ['purposesResult'],
    text: 'Decide a finalidade do tratamento',
    anchor: 'LGPD art. 5º, VI; Guia ANPD de agentes de tratamento (decisões essenciais)',
  },
  {
    code: 'CTRL_DATA',
    fields: ['decidePersonalDataCollected'],
    text: 'Decide quais dados pessoais são tratados',
    anchor: 'Guia ANPD de agentes de tratamento (decisões essenciais: natureza dos dados)',
  },
  {
    code: 'CTRL_OWN_BENEFIT',
    fields: ['benefitDirectly'],
    text: 'Trata os dados em benefício próprio: é controlador desse tratamento',
    anchor: 'Guia ANPD de agentes de tratamento; LGPD art. 42, §1º, I',
  },
  {
    code: 'CTRL_COLLECTION',
    fields: ['collectData', 'holdersCollectDataFrom'],
    text: 'Decide coletar os dados e de quais titulares',
    anchor: 'Guia ANPD de agentes de tratamento; ICO "Are we a controller?"',
  },
];

/** Indicators ticked by an operator from which the answers ask for a review (half of 12). */
export const TPA_OPERATOR_REVIEW_FROM = 6;

/**
 * Controller when the party decides the purpose or which data is processed, processes the data
 * for its own benefit, or decides both to collect and from whom; otherwise operator. A result
 * against most of the 12 indicators (a controller with 4 or fewer, an operator with 6 or more)
 * asks for a review.
 */
export function tpaPosition(questions: TpaQuestions<TpaPositionKey>): TpaPositionResult {
  const yes = (key: TpaPositionKey) => questions[key]?.answer === YES_NO.YES;
  const decisive = CONTROLLER_TESTS.filter((test) => test.fields.every(yes)).map((test) => ({
    code: test.code,
    field: test.fields.join(','),
    answer: YES_NO.YES as string,
    text: test.text,
    anchor: test.anchor,
  }));
  const controller = decisive.length > 0;
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
    decisive,
    review: controller ? ticked.length <= 4 : ticked.length >= TPA_OPERATOR_REVIEW_FROM,
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
  thirdPartyOwnBenefit = false,
): string {
  const c = clientName || 'a empresa';
  const ownBenefit = thirdPartyOwnBenefit
    ? ` O terceiro trata os dados em benefício próprio: para esse tratamento ele é controlador, não operador de ${c}, e responde por ele como tal (Guia ANPD de agentes de tratamento; LGPD art. 42, §1º, I); o contrato deve dizer se ${c} autoriza esse uso e com qual hipótese legal.`
    : '';
  if (company === TPA_POSITION.CONTROLLER && thirdParty === TPA_POSITION.OPERATOR) {
    return `${c} é controladora e o terceiro, operador: ${c} deve ser firme. Dê instruções por escrito e exija que o terceiro trate os dados apenas segundo elas (LGPD art. 39), com cláusulas de segurança, sigilo, suboperadores, incidentes e devolução ou eliminação dos dados ao fim do contrato. O operador responde solidariamente quando descumpre as instruções (art. 42, §1º, I), mas a responsabilidade principal perante os titulares continua sendo de ${c}.`;
  }
  if (company === TPA_POSITION.OPERATOR && thirdParty === TPA_POSITION.CONTROLLER) {
    return `${c} atua como operadora e o terceiro, como controlador: ${c} deve tratar os dados apenas segundo as instruções lícitas do terceiro, documentadas no contrato. Se ${c} decidir finalidades próprias ou seguir instruções ilícitas, passa a responder como controladora (LGPD art. 42, §1º, I). Peça as instruções por escrito e registre as operações que realizar (art. 37).`;
  }
  if (company === TPA_POSITION.CONTROLLER && thirdParty === TPA_POSITION.CONTROLLER) {
    return `${c} e o terceiro são ambos controladores: verifique se decidem em conjunto a finalidade do mesmo tratamento (controladoria conjunta, Guia ANPD de agentes de tratamento) ou se cada um trata os dados para fins próprios. Em ambos os casos, o contrato deve repartir as responsabilidades: hipótese legal, atendimento aos titulares, segurança e comunicação de incidentes.${ownBenefit}`;
  }
  return `Pelas respostas, nem ${c} nem o terceiro decidem a finalidade do tratamento: ao menos uma parte deve ser controladora. Revise as respostas e verifique se há outro controlador na cadeia (um cliente de ${c} ou do terceiro, caso em que ambos podem ser operador e suboperador, Guia ANPD de agentes de tratamento, seção 5), e registre no contrato quem dá as instruções.`;
}

// ---- Contract risk ----

/** A question of the contract test: its answer carrying risk, its weight and what to do. */
interface ContractCriterion {
  key: TpaContractKey;
  /** 'nature': the processing's own risk (Sim carries it); 'clause': a missing clause (Não). */
  kind: 'nature' | 'clause';
  riskWhen: 'yes' | 'no';
  /** Points added when the answer carries risk (the clauses' weights sum to 100). */
  weight: number;
  anchor: string;
  /** What to do about it, for the report's recommendations. */
  recommendation: string;
}

/**
 * The twelve questions (docs/decisions.md "TPA: the contract test tests the contract"). The
 * nature questions add no points: with large scale they make the ANPD high-risk test, which
 * floors the score at 50. Each missing clause adds its weight.
 */
export const TPA_CONTRACT_CRITERIA: readonly ContractCriterion[] = [
  {
    key: 'relevance',
    kind: 'nature',
    riskWhen: 'yes',
    weight: 0,
    anchor: 'Res. CD/ANPD 2/2022 art. 4º, I (critério geral)',
    recommendation:
      'Tratamento em larga escala ou de efeito significativo: exija do terceiro evidências periódicas das medidas de segurança.',
  },
  {
    key: 'specialData',
    kind: 'nature',
    riskWhen: 'yes',
    weight: 0,
    anchor: 'LGPD arts. 11 e 14; Res. CD/ANPD 2/2022 art. 4º, II, d',
    recommendation:
      'Dados sensíveis ou de crianças, adolescentes ou idosos: confirme a hipótese do art. 11 ou o melhor interesse do art. 14 e exija controles reforçados de acesso e de criptografia.',
  },
  {
    key: 'riskyProcessing',
    kind: 'nature',
    riskWhen: 'yes',
    weight: 0,
    anchor: 'Res. CD/ANPD 2/2022 art. 4º, II, a a c; LGPD art. 20',
    recommendation:
      'Tecnologia inovadora, monitoramento, perfis ou decisões automatizadas: peça a descrição técnica do tratamento e garanta a revisão das decisões automatizadas (LGPD art. 20).',
  },
  {
    key: 'dataMinimization',
    kind: 'clause',
    riskWhen: 'no',
    weight: 5,
    anchor: 'LGPD art. 6º, I e III; Guia ANPD de agentes de tratamento',
    recommendation:
      'Inclua a descrição do objeto, da finalidade, da duração e dos tipos de dados e de titulares, limitando o tratamento ao estritamente necessário.',
  },
  {
    key: 'instructions',
    kind: 'clause',
    riskWhen: 'no',
    weight: 15,
    anchor: 'LGPD art. 39',
    recommendation:
      'Inclua a obrigação de tratar os dados apenas segundo as instruções documentadas da empresa, que pode verificar o seu cumprimento.',
  },
  {
    key: 'confidentialitySecurity',
    kind: 'clause',
    riskWhen: 'no',
    weight: 15,
    anchor: 'LGPD arts. 46 e 47',
    recommendation:
      'Inclua o dever de sigilo de quem trata os dados e as medidas de segurança técnicas e administrativas, mantidas depois do término do contrato.',
  },
  {
    key: 'incidentNotice',
    kind: 'clause',
    riskWhen: 'no',
    weight: 15,
    anchor: 'LGPD art. 48; Res. CD/ANPD 15/2024, art. 6º',
    recommendation:
      'Inclua a comunicação de incidentes à empresa em prazo curto (por exemplo, 24 horas), para que ela comunique a ANPD e os titulares em 3 dias úteis.',
  },
  {
    key: 'subOperators',
    kind: 'clause',
    riskWhen: 'no',
    weight: 10,
    anchor: 'LGPD art. 39; Guia ANPD de agentes de tratamento (suboperador)',
    recommendation:
      'Inclua a autorização prévia da empresa para suboperadores, que assumem as mesmas obrigações do terceiro.',
  },
  {
    key: 'returnDeletion',
    kind: 'clause',
    riskWhen: 'no',
    weight: 10,
    anchor: 'LGPD arts. 15 e 16',
    recommendation:
      'Inclua a devolução ou a eliminação dos dados ao fim do tratamento, com a comprovação da eliminação.',
  },
  {
    key: 'auditRights',
    kind: 'clause',
    riskWhen: 'no',
    weight: 10,
    anchor: 'LGPD arts. 18, 38 e 39',
    recommendation:
      'Inclua o direito de auditoria e de pedir evidências, e a colaboração do terceiro com os pedidos dos titulares e da ANPD.',
  },
  {
    key: 'internationalTransfer',
    kind: 'clause',
    riskWhen: 'no',
    weight: 10,
    anchor: 'LGPD art. 33; Res. CD/ANPD 19/2024',
    recommendation:
      'Limite o tratamento ao Brasil ou incorpore ao contrato, sem alteração, as cláusulas-padrão contratuais da ANPD para a transferência internacional.',
  },
  {
    key: 'liability',
    kind: 'clause',
    riskWhen: 'no',
    weight: 10,
    anchor: 'LGPD arts. 42 a 45',
    recommendation:
      'Inclua a repartição das responsabilidades e o direito de regresso da empresa pelos danos causados pelo terceiro.',
  },
];

/** With large scale, any of these makes the ANPD high-risk test (Res. CD/ANPD 2/2022 art. 4). */
const SPECIFIC_CRITERIA: readonly TpaContractKey[] = ['specialData', 'riskyProcessing'];

export interface TpaContractRiskResult {
  result: number;
  label: TpaContractRiskLabel;
  /** The answers that carry risk: each missing clause with its weight, each nature criterion. */
  reasons: (RuleHit & { weight: number })[];
  /** True when relevance and a specific criterion met: the ANPD high-risk test floors it at 50. */
  highRiskTest: boolean;
  impactReportHint: boolean;
  /** One per answer carrying risk: a clause recommendation only for a missing clause. */
  recommendations: string[];
}

/**
 * The contract risk: the weights of the missing clauses (0 to 100), floored at 50 when the ANPD
 * high-risk test is met (large scale or significant effect, plus sensitive data, children,
 * adolescents or elderly people, or innovative technology, monitoring, profiling or automated
 * decisions).
 */
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
      code: `${criterion.kind === 'clause' ? 'CLAUSE' : 'RISK'}_${criterion.key}`,
      field: criterion.key,
      answer: criterion.riskWhen,
      text: `${criterion.riskWhen === YES_NO.YES ? 'Sim' : 'Não'}: ${TPA_CONTRACT_QUESTIONS[criterion.key]}${
        criterion.weight ? ` (+${criterion.weight})` : ''
      }`,
      anchor: criterion.anchor,
      weight: criterion.weight,
    })),
    highRiskTest,
    impactReportHint: result >= TPA_IMPACT_REPORT_THRESHOLD,
    recommendations: risky.map((criterion) => `${criterion.recommendation} (${criterion.anchor})`),
  };
}

// ---- The contract's dates (finding m6) ----

export type TpaContractFlagLevel = 'warning' | 'info';

export interface TpaContractFlag extends RuleHit {
  level: TpaContractFlagLevel;
}

/**
 * What the dates say about the contract on `today` (yyyy-MM-dd, Brazilian calendar day): expired
 * (the expiry date has passed), or not signed, flagged as a warning when the third party already
 * processes the data under it (no documented instructions, LGPD art. 39).
 */
export function tpaContractStatus(
  answers: Readonly<Record<string, unknown>>,
  today: string,
): TpaContractFlag[] {
  const flags: TpaContractFlag[] = [];
  const text = (field: string) =>
    typeof answers[field] === 'string' ? (answers[field] as string) : '';
  const expiry = displayToApiDate(text('reviewDate'));
  if (expiry && expiry < today) {
    flags.push({
      code: 'CONTRACT_EXPIRED',
      level: 'warning',
      field: 'reviewDate',
      answer: text('reviewDate'),
      text: `Contrato expirado em ${text('reviewDate')}: renove-o ou encerre o tratamento. Sem contrato em vigor, o terceiro não tem instruções documentadas da empresa.`,
      anchor: 'LGPD art. 39',
    });
  }
  if (!text('receiveDate').trim()) {
    const processing = answers.processingStarted === YES_NO.YES;
    flags.push({
      code: processing ? 'CONTRACT_UNSIGNED_PROCESSING' : 'CONTRACT_UNSIGNED',
      level: processing ? 'warning' : 'info',
      field: 'receiveDate',
      answer: '',
      text: processing
        ? 'Tratamento sem contrato assinado: o terceiro já trata os dados sem instruções documentadas da empresa. Assine o contrato antes de continuar o tratamento.'
        : 'Contrato não assinado: assine-o antes de o terceiro começar a tratar os dados.',
      anchor: 'LGPD art. 39',
    });
  }
  return flags;
}

export const TPA_HIGH_RISK_TEST_TEXT =
  'Tratamento de alto risco pelo teste da ANPD (um critério geral e um específico, Res. CD/ANPD 2/2022 art. 4º): pontuação mínima de 50.';

// ---- The whole result (GET .../assessment-terceiros/completo/{id}) ----

export interface TpaFullResults {
  /** The contract's dates on the day of the answer (expired, not signed). */
  contractStatus: TpaContractFlag[];
  maturityScore: TpaMaturityResult;
  companyPositionResult: TpaPosition;
  thirdPartyPositionResult: TpaPosition;
  companyPosition: TpaPositionResult;
  thirdPartyPosition: TpaPositionResult;
  positionAdvice: string;
  contractRiskResult: TpaContractRiskResult;
}

/**
 * Every score of a TPA from its stored answers; clientName goes into the advice, `today`
 * (yyyy-MM-dd) dates the contract's status.
 */
export function tpaResults(
  answers: Record<string, unknown>,
  clientName: string,
  today: string,
): TpaFullResults {
  const blobs = readTpaBlobs(answers);
  const companyPosition = tpaPosition(blobs.jsonCompanyPosition);
  const thirdPartyPosition = tpaPosition(blobs.jsonThirdPartyPosition);
  return {
    contractStatus: tpaContractStatus(answers, today),
    maturityScore: tpaMaturity(blobs.jsonMaturityQuestions),
    companyPositionResult: companyPosition.position,
    thirdPartyPositionResult: thirdPartyPosition.position,
    companyPosition,
    thirdPartyPosition,
    positionAdvice: tpaPositionAdvice(
      companyPosition.position,
      thirdPartyPosition.position,
      clientName,
      thirdPartyPosition.decisive.some((hit) => hit.code === 'CTRL_OWN_BENEFIT'),
    ),
    contractRiskResult: tpaContractRisk(blobs.jsonContractAvaliation),
  };
}

/**
 * The answer fields of a TPA kept in the record (the name, the third party's identification, is a
 * column of its own). They travel flat beside the record's fields, the four question sets as JSON
 * strings.
 */
export const TPA_FIELDS = [
  /** Contract object. */
  'areaResponsable',
  /** Contracting party, taken from the client name. */
  'companyName',
  /** Contracted party. */
  'contact',
  /** Signature date, dd/mm/yyyy text; empty when the contract is not signed. */
  'receiveDate',
  /** Expiry date, dd/mm/yyyy text; empty when the term is indefinite. */
  'reviewDate',
  /** Whether the third party already processes the data ('yes'/'no'): flags an unsigned contract. */
  'processingStarted',
  /** List of personal data involved. */
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
      {
        field: 'processingStarted',
        kind: 'yesNo',
        label: TPA_DESCRIPTION_LABELS.processingStarted,
        required: false,
      },
    ],
  },
  { position: 2, title: titles[1]!, questions: [] },
  { position: 3, title: titles[2]!, questions: [] },
  { position: 4, title: titles[3]!, questions: [] },
];
