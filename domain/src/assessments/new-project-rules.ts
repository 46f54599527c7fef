// New-project questionnaire: the exclusive choices of spec 3 section 4 and the preliminary risk
// and recommendations the server computes (docs/decisions.md "New-project risk"). The high-risk
// test is the ANPD's own (Resolução CD/ANPD 2/2022 art. 4): one general AND one specific
// criterion. Every rule names the answer that fired it and its legal anchor.
import { NEW_PROJECT_RISK, YES_NO } from '../constants';
import {
  NEW_PROJECT_RECOMMENDATION_GROUPS,
  type ColoredMessage,
  type NewProjectAnswers,
  type NewProjectRecommendationGroup,
  type YesNoAnswer,
} from '../types/assessment';
import { joinChoiceList, normaliseExclusiveSelection, splitChoiceList } from './exclusive-choices';
import {
  CONSENT_BASES,
  LEGAL_BASIS_EXCLUSIVE,
  LEGITIMATE_INTEREST_BASIS,
  NEW_PROJECT_LEGAL_BASIS_OPTIONS,
  NEW_PROJECT_NO_SENSITIVE,
  NEW_PROJECT_SENSITIVE_OPTIONS,
  NEW_PROJECT_SENSITIVE_TEXT,
  SENSITIVE_LEGAL_BASES,
} from './new-project-options';
import type { RuleHit } from './rule-hit';

export const NEW_PROJECT_LOW_RISK = 'RISCO BAIXO';

/** The answers contradict each other: the risk is not assessed as low (finding M2). */
export const NEW_PROJECT_INCONSISTENT = 'RESPOSTAS INCONSISTENTES';

export type RecommendationColor = 'green' | 'yellow' | 'red';

export type RiskLevel = 'high' | 'medium' | 'low' | 'review';

/** What the risk messages mean (spec 3 section 4; 'review' for contradictory answers). */
export const NEW_PROJECT_RISK_MEANING: Readonly<Record<RiskLevel, string>> = {
  high: 'Submeta o projeto ao encarregado (DPO) ou à equipe de privacidade antes de prosseguir.',
  medium: 'Submeta o projeto a um analista de privacidade.',
  low: 'O projeto pode prosseguir após a verificação das recomendações.',
  review:
    'Revise as respostas antes de prosseguir: algumas se contradizem, e o projeto não pode ser classificado como de baixo risco.',
};

export interface NewProjectRiskResult {
  message: string;
  level: RiskLevel;
  /** The rules that raised the risk (empty for a low risk); the contradictions for 'review'. */
  reasons: RuleHit[];
  /**
   * For contradictory answers: the risk the other answers give when the project does process
   * personal data, so the review starts from a scored result.
   */
  assessedAs?: { message: string; level: Exclude<RiskLevel, 'review'>; reasons: RuleHit[] };
}

export interface NewProjectComputedResults {
  risk: NewProjectRiskResult;
  recomendations: Record<
    NewProjectRecommendationGroup,
    ColoredMessage & { color: RecommendationColor }
  >;
  /** What to do before starting: impact report, art. 20 review, art. 14 safeguards (M6). */
  keyRecommendations: RuleHit[];
}

type Answers = Partial<NewProjectAnswers>;

const SENSITIVE_VALUES = NEW_PROJECT_SENSITIVE_OPTIONS.map((o) => o.value);
const LEGAL_BASIS_VALUES = NEW_PROJECT_LEGAL_BASIS_OPTIONS.map((o) => o.value);

/** Sensitive categories: 'Não' alone, or real categories (empty means 'Não', spec 3 section 3). */
export function sensitiveSelection(value: string | null | undefined): string[] {
  const selection = normaliseExclusiveSelection(splitChoiceList(value), SENSITIVE_VALUES, [
    NEW_PROJECT_NO_SENSITIVE,
  ]);
  return selection.length ? selection : [NEW_PROJECT_NO_SENSITIVE];
}

export function hasSensitiveData(answers: Answers): boolean {
  return sensitiveSelection(answers.sensitivePersonalDataSources)[0] !== NEW_PROJECT_NO_SENSITIVE;
}

export function legalBasisSelection(value: string | null | undefined): string[] {
  return normaliseExclusiveSelection(
    splitChoiceList(value),
    LEGAL_BASIS_VALUES,
    LEGAL_BASIS_EXCLUSIVE,
  );
}

/**
 * The derived answers of spec 3 section 4: the sensitive-data text follows the categories, and
 * legalBase is 'Sim' when a real basis is chosen, otherwise 'Não' (unset while none is chosen).
 */
export function applyNewProjectChoices<T extends Answers>(
  answers: T,
): T &
  Pick<
    NewProjectAnswers,
    | 'sensitivePersonalDataSources'
    | 'processingOfSensitivePersonalData'
    | 'legalBaseDataSources'
    | 'legalBase'
  > {
  const sensitive = sensitiveSelection(answers.sensitivePersonalDataSources);
  const bases = legalBasisSelection(answers.legalBaseDataSources);
  const realBasis = bases.some(
    (basis) => !(LEGAL_BASIS_EXCLUSIVE as readonly string[]).includes(basis),
  );
  return {
    ...answers,
    sensitivePersonalDataSources: joinChoiceList(sensitive),
    processingOfSensitivePersonalData:
      sensitive[0] === NEW_PROJECT_NO_SENSITIVE
        ? NEW_PROJECT_SENSITIVE_TEXT.no
        : NEW_PROJECT_SENSITIVE_TEXT.yes,
    legalBaseDataSources: bases.length ? joinChoiceList(bases) : null,
    legalBase: bases.length ? (realBasis ? 'Sim' : 'Não') : null,
  };
}

const yes = (value: YesNoAnswer | undefined) => value === YES_NO.YES;
const no = (value: YesNoAnswer | undefined) => value === YES_NO.NO;

interface Rule {
  code: string;
  field: keyof NewProjectAnswers;
  text: string;
  anchor: string;
  fires: (answers: Answers) => boolean;
}

/** General criteria of Res. CD/ANPD 2/2022 art. 4 I. */
export const GENERAL_CRITERIA: readonly Rule[] = [
  {
    code: 'G1',
    field: 'largeScaleProcessingOfPersonalData',
    text: 'Tratamento em larga escala',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, I, a e §1º',
    fires: (a) => yes(a.largeScaleProcessingOfPersonalData),
  },
  {
    code: 'G2',
    field: 'preventIndividualFromExercisingAnyRight',
    text: 'Pode impedir o exercício de direitos ou a utilização de um serviço',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, I, b e §2º',
    fires: (a) => yes(a.preventIndividualFromExercisingAnyRight),
  },
  {
    code: 'G2',
    field: 'impactHealthOrSafetyOfIndividuals',
    text: 'Pode afetar a saúde ou a integridade física das pessoas',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, I, b e §2º',
    fires: (a) => yes(a.impactHealthOrSafetyOfIndividuals),
  },
];

/** Specific criteria of Res. CD/ANPD 2/2022 art. 4 II. */
export const SPECIFIC_CRITERIA: readonly Rule[] = [
  {
    code: 'E1',
    field: 'innovativeTechnology',
    text: 'Uso de tecnologia emergente ou inovadora',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, a',
    fires: (a) => yes(a.innovativeTechnology),
  },
  {
    code: 'E2',
    field: 'monitoringTndividuals',
    text: 'Monitoramento sistemático de pessoas ou de zonas acessíveis ao público',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, b',
    fires: (a) => yes(a.monitoringTndividuals),
  },
  {
    code: 'E3',
    field: 'automatedDecision',
    text: 'Decisões unicamente automatizadas',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, c; LGPD art. 20',
    fires: (a) => yes(a.automatedDecision),
  },
  {
    code: 'E3',
    field: 'creationOfProfilesOfIndividuals',
    text: 'Criação de perfis de pessoas',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, c; LGPD art. 20',
    fires: (a) => yes(a.creationOfProfilesOfIndividuals),
  },
  {
    code: 'E4',
    field: 'sensitivePersonalDataSources',
    text: 'Tratamento de dados pessoais sensíveis',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, d; LGPD art. 11',
    fires: hasSensitiveData,
  },
  {
    code: 'E4',
    field: 'childrenOrAdolescentsData',
    text: 'Tratamento de dados de crianças ou de adolescentes',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, d; LGPD art. 14',
    fires: (a) => yes(a.childrenOrAdolescentsData),
  },
  {
    code: 'E4',
    field: 'focusProcessingPersonalDataOfVulnerable',
    text: 'Foco em dados de idosos ou de outros grupos vulneráveis',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, d',
    fires: (a) => yes(a.focusProcessingPersonalDataOfVulnerable),
  },
];

/** Secondary factors (EDPB WP248 rev.01: two criteria usually call for an impact assessment). */
export const SECONDARY_FACTORS: readonly Rule[] = [
  {
    code: 'S1',
    field: 'combinesMultipleSourcesOfPersonalData',
    text: 'Combinação de dados de várias fontes',
    anchor: 'EDPB WP248 rev.01, critério 6',
    fires: (a) => yes(a.combinesMultipleSourcesOfPersonalData),
  },
  {
    code: 'S2',
    field: 'directlyFromTheIndividual',
    text: 'Dados não coletados diretamente do titular',
    anchor: 'LGPD art. 9º; ICO, tratamento invisível',
    fires: (a) => no(a.directlyFromTheIndividual),
  },
  {
    code: 'S3',
    field: 'handlingCriminalRecords',
    text: 'Tratamento de antecedentes criminais',
    anchor: 'EDPB WP248 rev.01, critério 4',
    fires: (a) => yes(a.handlingCriminalRecords),
  },
  {
    code: 'S4',
    field: 'sendingDataAbroad',
    text: 'Transferência internacional de dados',
    anchor: 'LGPD art. 33; Resolução CD/ANPD 19/2024',
    fires: (a) => yes(a.sendingDataAbroad),
  },
  {
    code: 'S5',
    field: 'impactsIndividualsWhomDataReferKnown',
    text: 'Impactos sobre os titulares não conhecidos',
    anchor: 'LGPD art. 6º, X (responsabilização)',
    fires: (a) => no(a.impactsIndividualsWhomDataReferKnown),
  },
];

/** Lawfulness blockers: the project cannot proceed as designed. */
export const BLOCKERS: readonly Rule[] = [
  {
    code: 'B1',
    field: 'legalBase',
    text: 'Nenhuma base legal para o tratamento',
    anchor: 'LGPD art. 7º',
    fires: (a) => a.legalBase === 'Não',
  },
  {
    code: 'B2',
    field: 'legalBaseDataSources',
    text: 'Dados sensíveis sem base legal do art. 11 (o legítimo interesse não ampara dados sensíveis)',
    anchor: 'LGPD art. 11; Guia ANPD Legítimo Interesse (2024)',
    fires: (a) =>
      hasSensitiveData(a) &&
      a.legalBase === 'Sim' &&
      !legalBasisSelection(a.legalBaseDataSources).some((b) => SENSITIVE_LEGAL_BASES.includes(b)),
  },
];

/** Gaps in the principles of LGPD art. 6. */
export const PRINCIPLE_GAPS: readonly Rule[] = [
  {
    code: 'P1',
    field: 'projectPurposesAreClear',
    text: 'Finalidades não estão claras',
    anchor: 'LGPD art. 6º, I (finalidade)',
    fires: (a) => no(a.projectPurposesAreClear),
  },
  {
    code: 'P1',
    field: 'projectWillBeUsedForOtherPurposes',
    text: 'Dados usados para outras finalidades',
    anchor: 'LGPD art. 6º, I e II (finalidade e adequação)',
    fires: (a) => yes(a.projectWillBeUsedForOtherPurposes),
  },
  {
    code: 'P2',
    field: 'personalDataUsedAreMinimumNecessaryAchievePurposes',
    text: 'Dados além do mínimo necessário',
    anchor: 'LGPD art. 6º, III (necessidade)',
    fires: (a) => no(a.personalDataUsedAreMinimumNecessaryAchievePurposes),
  },
  {
    code: 'P3',
    field: 'personalDataCollectedForPurposesOfProject',
    text: 'Prazo de retenção não determinado',
    anchor: 'LGPD arts. 15 e 16',
    fires: (a) => no(a.personalDataCollectedForPurposesOfProject),
  },
  {
    code: 'P4',
    field: 'appropriateInformationSecurityMeasures',
    text: 'Medidas de segurança inadequadas',
    anchor: 'LGPD arts. 46 a 49',
    fires: (a) => no(a.appropriateInformationSecurityMeasures),
  },
];

/**
 * Answers that contradict 'Não' to "O projeto envolve o tratamento de dados pessoais?": each of
 * them is, by definition, processing of personal data, so the project cannot be cleared as low
 * risk on the first answer (finding M2).
 */
export const CONTRADICTIONS: readonly Rule[] = [
  {
    code: 'C_SENSITIVE',
    field: 'sensitivePersonalDataSources',
    text: 'Dados pessoais sensíveis foram marcados, mas o projeto diz não tratar dados pessoais (dado sensível é dado pessoal)',
    anchor: 'LGPD art. 5º, I e II',
    fires: hasSensitiveData,
  },
  {
    code: 'C_CHILDREN',
    field: 'childrenOrAdolescentsData',
    text: 'Dados de crianças ou de adolescentes foram marcados, mas o projeto diz não tratar dados pessoais',
    anchor: 'LGPD arts. 5º, I, e 14',
    fires: (a) => yes(a.childrenOrAdolescentsData),
  },
  {
    code: 'C_VULNERABLE',
    field: 'focusProcessingPersonalDataOfVulnerable',
    text: 'Dados de grupos vulneráveis foram marcados, mas o projeto diz não tratar dados pessoais',
    anchor: 'LGPD art. 5º, I',
    fires: (a) => yes(a.focusProcessingPersonalDataOfVulnerable),
  },
  {
    code: 'C_CRIMINAL',
    field: 'handlingCriminalRecords',
    text: 'Antecedentes criminais foram marcados, mas o projeto diz não tratar dados pessoais',
    anchor: 'LGPD art. 5º, I',
    fires: (a) => yes(a.handlingCriminalRecords),
  },
  {
    code: 'C_LARGE_SCALE',
    field: 'largeScaleProcessingOfPersonalData',
    text: 'Tratamento de dados pessoais em larga escala foi marcado, mas o projeto diz não tratar dados pessoais',
    anchor: 'LGPD art. 5º, X; Resolução CD/ANPD 2/2022, art. 4º, §1º',
    fires: (a) => yes(a.largeScaleProcessingOfPersonalData),
  },
  {
    code: 'C_PROFILING',
    field: 'creationOfProfilesOfIndividuals',
    text: 'Criação de perfis de pessoas foi marcada, mas o projeto diz não tratar dados pessoais (dados usados para formar perfil são dados pessoais)',
    anchor: 'LGPD art. 12, §2º',
    fires: (a) => yes(a.creationOfProfilesOfIndividuals),
  },
  {
    code: 'C_AUTOMATED',
    field: 'automatedDecision',
    text: 'Decisões automatizadas sobre os titulares foram marcadas, mas o projeto diz não tratar dados pessoais',
    anchor: 'LGPD art. 20',
    fires: (a) => yes(a.automatedDecision),
  },
  {
    code: 'C_MONITORING',
    field: 'monitoringTndividuals',
    text: 'Monitoramento de pessoas foi marcado, mas o projeto diz não tratar dados pessoais',
    anchor: 'LGPD art. 5º, I e X',
    fires: (a) => yes(a.monitoringTndividuals),
  },
];

function hits(rules: readonly Rule[], answers: Answers): RuleHit[] {
  return rules
    .filter((rule) => rule.fires(answers))
    .map((rule) => ({
      code: rule.code,
      field: rule.field,
      answer: String(answers[rule.field] ?? ''),
      text: rule.text,
      anchor: rule.anchor,
    }));
}

/** The answers that contradict 'no personal data' (empty when the project processes them). */
export function newProjectContradictions(input: Answers): RuleHit[] {
  const answers = applyNewProjectChoices(input);
  return no(answers.processingOfPersonalData) ? hits(CONTRADICTIONS, answers) : [];
}

/** The ANPD test and the principles, for a project that processes personal data. */
function scoredRisk(answers: Answers): Required<NewProjectRiskResult>['assessedAs'] {
  const general = hits(GENERAL_CRITERIA, answers);
  const specific = hits(SPECIFIC_CRITERIA, answers);
  const blockers = hits(BLOCKERS, answers);
  if ((general.length && specific.length) || blockers.length) {
    return {
      message: NEW_PROJECT_RISK.HIGH,
      level: 'high',
      reasons: [
        ...blockers,
        ...(general.length && specific.length ? [...general, ...specific] : []),
      ],
    };
  }
  const secondary = hits(SECONDARY_FACTORS, answers);
  const gaps = hits(PRINCIPLE_GAPS, answers);
  const medium = [...general, ...specific, ...(secondary.length >= 2 ? secondary : []), ...gaps];
  if (medium.length) return { message: NEW_PROJECT_RISK.MEDIUM, level: 'medium', reasons: medium };
  return { message: NEW_PROJECT_LOW_RISK, level: 'low', reasons: [] };
}

/**
 * The preliminary risk (docs/decisions.md "New-project risk"):
 * - 'no personal data' contradicted by another answer: RESPOSTAS INCONSISTENTES, with the
 *   contradictions and the risk the other answers give (never low, finding M2);
 * - no personal data and nothing contradicting it: low;
 * - ALTO: a general AND a specific criterion of Res. 2/2022 art. 4, or a lawfulness blocker;
 * - MEDIO: a general or a specific criterion alone, two or more secondary factors, or a gap in
 *   the principles of art. 6;
 * - otherwise low.
 */
export function newProjectRisk(input: Answers): NewProjectRiskResult {
  const answers = applyNewProjectChoices(input);
  const contradictions = newProjectContradictions(answers);
  if (contradictions.length) {
    return {
      message: NEW_PROJECT_INCONSISTENT,
      level: 'review',
      reasons: contradictions,
      assessedAs: scoredRisk({ ...answers, processingOfPersonalData: YES_NO.YES }),
    };
  }
  if (!yes(answers.processingOfPersonalData)) {
    return { message: NEW_PROJECT_LOW_RISK, level: 'low', reasons: [] };
  }
  return scoredRisk(answers);
}

type Recommendation = ColoredMessage & { color: RecommendationColor };

/**
 * One recommendation: the group of spec 3 section 3 it belongs to, its colour, the answers that
 * call for it and the article it rests on. A group is as severe as its worst recommendation
 * (red over yellow over green), and green only when no answer driving it carries a risk.
 */
export interface RecommendationRule {
  code: string;
  group: NewProjectRecommendationGroup;
  color: Exclude<RecommendationColor, 'green'>;
  /** The question codes (answer fields) it reads. */
  fields: readonly (keyof NewProjectAnswers)[];
  message: string;
  anchor: string;
  applies: (answers: Answers) => boolean;
}

const isLegitimateInterest = (a: Answers) =>
  legalBasisSelection(a.legalBaseDataSources).includes(LEGITIMATE_INTEREST_BASIS);
const isConsent = (a: Answers) =>
  legalBasisSelection(a.legalBaseDataSources).some((basis) => CONSENT_BASES.includes(basis));
const blocker = (code: string) => (a: Answers) => hits(BLOCKERS, a).some((h) => h.code === code);
const healthData = (a: Answers) =>
  sensitiveSelection(a.sensitivePersonalDataSources).includes('Dado referente à saúde');

export const NEW_PROJECT_RECOMMENDATION_RULES: readonly RecommendationRule[] = [
  {
    code: 'R_ABROAD',
    group: 'abroad',
    color: 'yellow',
    fields: ['sendingDataAbroad'],
    message:
      'Para a transferência internacional, adote as cláusulas-padrão da ANPD e publique a página sobre transferências.',
    anchor: 'LGPD art. 33; Resolução CD/ANPD 19/2024',
    applies: (a) => yes(a.sendingDataAbroad),
  },
  {
    code: 'R_BASIS_SENSITIVE',
    group: 'legalBase',
    color: 'red',
    fields: ['legalBaseDataSources', 'sensitivePersonalDataSources'],
    message:
      'O legítimo interesse e as bases do art. 7º não amparam dados sensíveis: escolha uma hipótese do art. 11.',
    anchor: 'LGPD arts. 7º, IX, e 11',
    applies: blocker('B2'),
  },
  {
    code: 'R_BASIS_NONE',
    group: 'legalBase',
    color: 'red',
    fields: ['legalBaseDataSources'],
    message: 'Defina uma base legal do art. 7º da LGPD antes de iniciar o tratamento.',
    anchor: 'LGPD art. 7º',
    // With 'no personal data' the basis is rightly 'Não se aplica', unless answers contradict it.
    applies: (a) =>
      blocker('B1')(a) &&
      (yes(a.processingOfPersonalData) || newProjectContradictions(a).length > 0),
  },
  {
    code: 'R_BASIS_LI',
    group: 'legalBase',
    color: 'yellow',
    fields: ['legalBaseDataSources'],
    message:
      'Com base no legítimo interesse, realize a Avaliação de Legítimo Interesse e registre a operação.',
    anchor: 'LGPD arts. 10 e 37',
    applies: (a) => isLegitimateInterest(a) && !blocker('B2')(a),
  },
  {
    code: 'R_BASIS_CONSENT',
    group: 'legalBase',
    color: 'yellow',
    fields: ['legalBaseDataSources'],
    message: 'Com base no consentimento, guarde a prova de que foi obtido e permita sua revogação.',
    anchor: 'LGPD art. 8º, §§2º e 5º',
    applies: isConsent,
  },
  {
    code: 'R_MINIMUM',
    group: 'personalData',
    color: 'red',
    fields: ['personalDataUsedAreMinimumNecessaryAchievePurposes'],
    message: 'Limite a coleta ao mínimo necessário para as finalidades.',
    anchor: 'LGPD art. 6º, III',
    applies: (a) => no(a.personalDataUsedAreMinimumNecessaryAchievePurposes),
  },
  {
    code: 'R_PURPOSE',
    group: 'personalData',
    color: 'yellow',
    fields: ['projectPurposesAreClear', 'projectWillBeUsedForOtherPurposes'],
    message: 'Defina finalidades claras e não use os dados para outros fins sem nova avaliação.',
    anchor: 'LGPD art. 6º, I e II',
    applies: (a) => no(a.projectPurposesAreClear) || yes(a.projectWillBeUsedForOtherPurposes),
  },
  {
    code: 'R_SENSITIVE',
    group: 'personalData',
    color: 'yellow',
    fields: ['sensitivePersonalDataSources'],
    message:
      'Dados sensíveis exigem hipótese do art. 11 e salvaguardas reforçadas de acesso e de sigilo.',
    anchor: 'LGPD art. 11',
    applies: hasSensitiveData,
  },
  {
    code: 'R_HEALTH_SHARING',
    group: 'thirtyParties',
    color: 'yellow',
    fields: ['sensitivePersonalDataSources', 'involvesDataProcessingByThirdParties'],
    message:
      'Dados de saúde não podem ser comunicados ou compartilhados para obter vantagem econômica, salvo nas hipóteses do art. 11, §4º (serviços de saúde, assistência farmacêutica e à saúde, em benefício do titular).',
    anchor: 'LGPD art. 11, §§4º e 5º',
    applies: (a) =>
      healthData(a) && (yes(a.involvesDataProcessingByThirdParties) || yes(a.sendingDataAbroad)),
  },
  {
    code: 'R_CHILDREN',
    group: 'personalData',
    color: 'yellow',
    fields: ['childrenOrAdolescentsData'],
    message:
      'Dados de crianças e de adolescentes devem ser tratados no seu melhor interesse, com informação simples e acessível e sem condicionar jogos ou aplicações a dados além do necessário.',
    anchor: 'LGPD art. 14, caput e §§4º e 6º',
    applies: (a) => yes(a.childrenOrAdolescentsData),
  },
  {
    code: 'R_VULNERABLE',
    group: 'personalData',
    color: 'yellow',
    fields: ['focusProcessingPersonalDataOfVulnerable'],
    message:
      'Titulares idosos ou vulneráveis pedem salvaguardas específicas e canais de atendimento acessíveis.',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, d',
    applies: (a) => yes(a.focusProcessingPersonalDataOfVulnerable),
  },
  {
    code: 'R_CRIMINAL',
    group: 'personalData',
    color: 'yellow',
    fields: ['handlingCriminalRecords'],
    message:
      'Antecedentes criminais: restrinja o acesso a quem precisa e confirme que há base legal específica para tratá-los.',
    anchor: 'LGPD arts. 6º, III, e 7º',
    applies: (a) => yes(a.handlingCriminalRecords),
  },
  {
    code: 'R_AUTOMATED',
    group: 'personalData',
    color: 'yellow',
    fields: ['automatedDecision', 'creationOfProfilesOfIndividuals'],
    message:
      'Decisões automatizadas e perfis: informe os critérios usados e garanta ao titular a revisão das decisões.',
    anchor: 'LGPD art. 20',
    applies: (a) => yes(a.automatedDecision) || yes(a.creationOfProfilesOfIndividuals),
  },
  {
    code: 'R_MONITORING',
    group: 'personalData',
    color: 'yellow',
    fields: ['monitoringTndividuals', 'innovativeTechnology'],
    message:
      'Monitoramento ou tecnologia inovadora: avalie os riscos antes de começar e informe os titulares de forma clara.',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, a e b; LGPD art. 6º, VI',
    applies: (a) => yes(a.monitoringTndividuals) || yes(a.innovativeTechnology),
  },
  {
    code: 'R_SOURCES',
    group: 'personalData',
    color: 'yellow',
    fields: ['directlyFromTheIndividual', 'combinesMultipleSourcesOfPersonalData'],
    message:
      'Dados obtidos de terceiros ou combinados de várias fontes: confirme a origem lícita de cada base e informe o titular sobre o tratamento.',
    anchor: 'LGPD arts. 6º, VI, e 9º',
    applies: (a) => no(a.directlyFromTheIndividual) || yes(a.combinesMultipleSourcesOfPersonalData),
  },
  {
    code: 'R_RETENTION',
    group: 'retentionData',
    color: 'red',
    fields: ['personalDataCollectedForPurposesOfProject'],
    message: 'Defina o prazo de retenção e a eliminação dos dados ao fim do tratamento.',
    anchor: 'LGPD arts. 15 e 16',
    applies: (a) => no(a.personalDataCollectedForPurposesOfProject),
  },
  {
    code: 'R_SECURITY',
    group: 'securityMeasure',
    color: 'red',
    fields: ['appropriateInformationSecurityMeasures'],
    message: 'Adote medidas de segurança adequadas; veja o guia de segurança da ANPD.',
    anchor: 'LGPD arts. 46 a 49',
    applies: (a) => no(a.appropriateInformationSecurityMeasures),
  },
  {
    code: 'R_THIRD_PARTIES',
    group: 'thirtyParties',
    color: 'yellow',
    fields: ['involvesDataProcessingByThirdParties'],
    message:
      'Formalize contrato com os terceiros que tratam dados e realize a Avaliação de Terceiros.',
    anchor: 'LGPD arts. 39 e 42',
    applies: (a) => yes(a.involvesDataProcessingByThirdParties),
  },
];

/** Texts of the result step that the spec does not word itself. */
export const NEW_PROJECT_RESULT_MESSAGES = {
  contradictions: 'Respostas que se contradizem',
  assessedAs: 'Risco das demais respostas, se houver tratamento de dados pessoais',
  keyTitle: 'O que fazer antes de iniciar',
} as const;

/** The message of a group no answer puts at risk. */
export const NEW_PROJECT_GREEN_MESSAGES: Readonly<Record<NewProjectRecommendationGroup, string>> = {
  abroad: 'Não há transferência internacional de dados.',
  legalBase: 'Base legal registrada.',
  personalData: 'Os dados pessoais tratados estão adequados às finalidades.',
  retentionData: 'Prazo de retenção definido.',
  securityMeasure: 'Medidas de segurança declaradas.',
  thirtyParties: 'Não há tratamento de dados por terceiros.',
};

const rec = (color: RecommendationColor, message: string): Recommendation => ({ color, message });

/**
 * The six recommendation groups of spec 3 section 3: each group's message joins its
 * recommendations (each with its article), coloured by the worst of them.
 */
export function newProjectRecommendations(
  input: Answers,
): Record<NewProjectRecommendationGroup, Recommendation> {
  const a = applyNewProjectChoices(input);
  const applying = NEW_PROJECT_RECOMMENDATION_RULES.filter((rule) => rule.applies(a));
  return Object.fromEntries(
    NEW_PROJECT_RECOMMENDATION_GROUPS.map((group) => {
      const rules = applying.filter((rule) => rule.group === group);
      if (!rules.length) return [group, rec('green', NEW_PROJECT_GREEN_MESSAGES[group])];
      const color = rules.some((rule) => rule.color === 'red') ? 'red' : 'yellow';
      return [group, rec(color, rules.map((rule) => `${rule.message} (${rule.anchor})`).join(' '))];
    }),
  ) as Record<NewProjectRecommendationGroup, Recommendation>;
}

/** A key recommendation: what to do before the project starts, with the answers behind it. */
interface KeyRecommendationRule {
  code: string;
  field: keyof NewProjectAnswers | 'risk';
  text: string;
  anchor: string;
  applies: (answers: Answers, risk: NewProjectRiskResult) => boolean;
}

const scoredLevel = (risk: NewProjectRiskResult) => risk.assessedAs?.level ?? risk.level;

export const NEW_PROJECT_KEY_RECOMMENDATIONS: readonly KeyRecommendationRule[] = [
  {
    code: 'K_REVIEW',
    field: 'processingOfPersonalData',
    text: 'Revise as respostas contraditórias antes de concluir a avaliação.',
    anchor: 'LGPD art. 6º, X (responsabilização e prestação de contas)',
    applies: (_a, risk) => risk.level === 'review',
  },
  {
    code: 'K_RIPD',
    field: 'risk',
    text: 'Elabore o Relatório de Impacto à Proteção de Dados Pessoais (RIPD) antes de iniciar o tratamento: o projeto atende aos critérios de alto risco da ANPD.',
    anchor:
      'LGPD arts. 5º, XVII, e 38; Resolução CD/ANPD 2/2022, art. 4º; ANPD, perguntas frequentes sobre o RIPD (2023)',
    applies: (_a, risk) => scoredLevel(risk) === 'high',
  },
  {
    code: 'K_ART20',
    field: 'automatedDecision',
    text: 'Garanta ao titular o direito de pedir a revisão das decisões tomadas unicamente com base em tratamento automatizado, inclusive as que definem seu perfil, e informe os critérios e procedimentos usados.',
    anchor: 'LGPD art. 20, caput e §1º',
    applies: (a) => yes(a.automatedDecision) || yes(a.creationOfProfilesOfIndividuals),
  },
  {
    code: 'K_ART14',
    field: 'childrenOrAdolescentsData',
    text: 'Dados de crianças e de adolescentes: trate-os no seu melhor interesse; para crianças, obtenha o consentimento específico e em destaque de ao menos um dos pais ou do responsável, salvo outra hipótese legal que atenda ao melhor interesse; mantenha pública a informação sobre os dados coletados e seu uso, em linguagem simples.',
    anchor: 'LGPD art. 14, §§1º, 2º, 5º e 6º; Enunciado CD/ANPD nº 1/2023',
    applies: (a) => yes(a.childrenOrAdolescentsData),
  },
];

/** What to do before starting, in order: review, RIPD, art. 20, art. 14. */
export function newProjectKeyRecommendations(
  input: Answers,
  risk: NewProjectRiskResult = newProjectRisk(input),
): RuleHit[] {
  const answers = applyNewProjectChoices(input);
  return NEW_PROJECT_KEY_RECOMMENDATIONS.filter((rule) => rule.applies(answers, risk)).map(
    (rule) => ({
      code: rule.code,
      field: rule.field,
      answer: rule.field === 'risk' ? scoredLevel(risk) : String(answers[rule.field] ?? ''),
      text: rule.text,
      anchor: rule.anchor,
    }),
  );
}

export function newProjectResults(answers: Answers): NewProjectComputedResults {
  const risk = newProjectRisk(answers);
  return {
    risk,
    recomendations: newProjectRecommendations(answers),
    keyRecommendations: newProjectKeyRecommendations(answers, risk),
  };
}
