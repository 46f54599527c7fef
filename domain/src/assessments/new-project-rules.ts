// New-project questionnaire: the exclusive choices of spec 3 section 4 and the preliminary risk
// and recommendations the server computes (docs/decisions.md "New-project risk"). The high-risk
// test is the ANPD's own (Resolução CD/ANPD 2/2022 art. 4): one general AND one specific
// criterion. Every rule names the answer that fired it and its legal anchor.
import { NEW_PROJECT_RISK, YES_NO } from '../constants';
import type {
  ColoredMessage,
  NewProjectAnswers,
  NewProjectRecommendationGroup,
  YesNoAnswer,
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
} from './new-project-questions';
import type { RuleHit } from './rule-hit';

export const NEW_PROJECT_LOW_RISK = 'RISCO BAIXO';

export type RecommendationColor = 'green' | 'yellow' | 'red';

export type RiskLevel = 'high' | 'medium' | 'low';

/** What the three risk messages mean (spec 3 section 4). */
export const NEW_PROJECT_RISK_MEANING: Readonly<Record<RiskLevel, string>> = {
  high: 'Submeta o projeto ao encarregado (DPO) ou à equipe de privacidade antes de prosseguir.',
  medium: 'Submeta o projeto a um analista de privacidade.',
  low: 'O projeto pode prosseguir após a verificação das recomendações.',
};

export interface NewProjectRiskResult {
  message: string;
  level: RiskLevel;
  /** The rules that raised the risk (empty for a low risk). */
  reasons: RuleHit[];
}

export interface NewProjectComputedResults {
  risk: NewProjectRiskResult;
  recomendations: Record<
    NewProjectRecommendationGroup,
    ColoredMessage & { color: RecommendationColor }
  >;
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
    field: 'focusProcessingPersonalDataOfVulnerable',
    text: 'Foco em dados de crianças, adolescentes, idosos ou grupos vulneráveis',
    anchor: 'Resolução CD/ANPD 2/2022, art. 4º, II, d; LGPD art. 14',
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

/**
 * The preliminary risk (docs/decisions.md "New-project risk"):
 * - no personal data: low;
 * - ALTO: a general AND a specific criterion of Res. 2/2022 art. 4, or a lawfulness blocker;
 * - MEDIO: a general or a specific criterion alone, two or more secondary factors, or a gap in
 *   the principles of art. 6;
 * - otherwise low.
 */
export function newProjectRisk(input: Answers): NewProjectRiskResult {
  const answers = applyNewProjectChoices(input);
  if (!yes(answers.processingOfPersonalData)) {
    return { message: NEW_PROJECT_LOW_RISK, level: 'low', reasons: [] };
  }
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

type Recommendation = ColoredMessage & { color: RecommendationColor };

const rec = (color: RecommendationColor, message: string): Recommendation => ({ color, message });

/** The six recommendation groups of spec 3 section 3, each with its message and colour. */
export function newProjectRecommendations(
  input: Answers,
): Record<NewProjectRecommendationGroup, Recommendation> {
  const a = applyNewProjectChoices(input);
  const bases = legalBasisSelection(a.legalBaseDataSources);
  const sensitiveOrVulnerable =
    hasSensitiveData(a) || yes(a.focusProcessingPersonalDataOfVulnerable);
  const blockers = hits(BLOCKERS, a);

  const legalBase = blockers.some((hit) => hit.code === 'B2')
    ? rec(
        'red',
        'O legítimo interesse e as bases do art. 7º não amparam dados sensíveis: escolha uma hipótese do art. 11 da LGPD.',
      )
    : blockers.length
      ? rec('red', 'Defina uma base legal do art. 7º da LGPD antes de iniciar o tratamento.')
      : bases.includes(LEGITIMATE_INTEREST_BASIS)
        ? rec(
            'yellow',
            'Com base no legítimo interesse, realize a Avaliação de Legítimo Interesse e registre a operação (LGPD arts. 10 e 37).',
          )
        : bases.some((basis) => CONSENT_BASES.includes(basis))
          ? rec(
              'yellow',
              'Com base no consentimento, guarde a prova de que foi obtido e permita sua revogação (LGPD art. 8º).',
            )
          : rec('green', 'Base legal registrada.');

  const personalData = no(a.personalDataUsedAreMinimumNecessaryAchievePurposes)
    ? rec('red', 'Limite a coleta ao mínimo necessário para as finalidades (LGPD art. 6º, III).')
    : no(a.projectPurposesAreClear) || yes(a.projectWillBeUsedForOtherPurposes)
      ? rec(
          'yellow',
          'Defina finalidades claras e não use os dados para outros fins sem nova avaliação (LGPD art. 6º, I e II).',
        )
      : sensitiveOrVulnerable
        ? rec(
            'yellow',
            'Dados sensíveis ou de vulneráveis exigem salvaguardas adicionais (LGPD arts. 11 e 14).',
          )
        : rec('green', 'Os dados pessoais tratados estão adequados às finalidades.');

  return {
    abroad: yes(a.sendingDataAbroad)
      ? rec(
          'yellow',
          'Para a transferência internacional, adote as cláusulas-padrão da ANPD e publique a página sobre transferências (LGPD art. 33; Resolução CD/ANPD 19/2024).',
        )
      : rec('green', 'Não há transferência internacional de dados.'),
    legalBase,
    personalData,
    retentionData: no(a.personalDataCollectedForPurposesOfProject)
      ? rec(
          'red',
          'Defina o prazo de retenção e a eliminação dos dados ao fim do tratamento (LGPD arts. 15 e 16).',
        )
      : rec('green', 'Prazo de retenção definido.'),
    securityMeasure: no(a.appropriateInformationSecurityMeasures)
      ? rec(
          'red',
          'Adote medidas de segurança adequadas; veja o guia de segurança da ANPD (LGPD arts. 46 a 49).',
        )
      : rec('green', 'Medidas de segurança declaradas.'),
    thirtyParties: yes(a.involvesDataProcessingByThirdParties)
      ? rec(
          'yellow',
          'Formalize contrato com os terceiros que tratam dados e realize a Avaliação de Terceiros (LGPD arts. 39 e 42).',
        )
      : rec('green', 'Não há tratamento de dados por terceiros.'),
  };
}

export function newProjectResults(answers: Answers): NewProjectComputedResults {
  return { risk: newProjectRisk(answers), recomendations: newProjectRecommendations(answers) };
}
