// A RIPD started from a new-project assessment whose result calls for one (its key
// recommendation K_RIPD): the answers the two share, carried over so that the RIPD starts from
// what the project already said. Only what maps exactly is carried; the rest is left to write.
import { NEW_PROJECT_NO_SENSITIVE } from '../assessments/new-project-options';
import { legalBasisSelection, sensitiveSelection } from '../assessments/new-project-rules';
import { YES_NO } from '../constants';
import type { DefinitionAnswers } from './definition-types';

type NewProjectAnswers = Readonly<Record<string, unknown>>;

/** New-project legal basis (stored value) -> RIPD option (art. 7 or art. 11). */
const ART_7: Readonly<Record<string, string>> = {
  'Art. 7 I - Consentimento': 'consent',
  'Art. 7 II - Obrigação legal ou regulatória': 'legalObligation',
  'Art. 7 III - Políticas públicas': 'publicPolicy',
  'Art. 7 IV - Estudos por órgão de pesquisa': 'research',
  'Art. 7 V - Execução de contrato': 'contract',
  'Art. 7 VI - Exercício regular de direitos': 'rights',
  'Art. 7 VII - Proteção da vida': 'lifeProtection',
  'Art. 7 VIII - Tutela da saúde': 'healthProtection',
  'Art. 7 IX - Interesse legítimo': 'legitimateInterest',
  'Art. 7 X - Proteção do crédito': 'creditProtection',
};
const ART_11: Readonly<Record<string, string>> = {
  'Art. 11 I - Consentimento específico': 'specificConsent',
  'Art. 11 II a - Obrigação legal': 'legalObligation',
  'Art. 11 II b - Políticas públicas': 'publicPolicy',
  'Art. 11 II c - Estudos por órgão de pesquisa': 'research',
  'Art. 11 II d - Exercício regular de direitos': 'rights',
  'Art. 11 II e - Proteção da vida': 'lifeProtection',
  'Art. 11 II f - Tutela da saúde': 'healthProtection',
  'Art. 11 II g - Prevenção à fraude': 'fraudPrevention',
};
/** Sensitive categories that are RIPD data types of their own. */
const SENSITIVE_TYPES: Readonly<Record<string, string>> = {
  'Dado referente à saúde': 'health',
  'Dado genético ou biométrico': 'biometric',
};

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const yesNo = (value: unknown) => (value === YES_NO.YES || value === YES_NO.NO ? value : undefined);
const isYes = (value: unknown) => value === YES_NO.YES;
const mapped = (values: readonly string[], table: Readonly<Record<string, string>>) => [
  ...new Set(values.flatMap((value) => (table[value] ? [table[value]] : []))),
];

export function ripdFromNewProject(project: NewProjectAnswers): {
  name: string | null;
  answers: DefinitionAnswers;
} {
  const sensitive = sensitiveSelection(text(project.sensitivePersonalDataSources)).filter(
    (value) => value !== NEW_PROJECT_NO_SENSITIVE,
  );
  const bases = legalBasisSelection(text(project.legalBaseDataSources));
  const answered =
    project.sensitivePersonalDataSources !== undefined &&
    project.sensitivePersonalDataSources !== null;
  // Res. CD/ANPD 2/2022 art. 4: the project's answers that are its criteria.
  const criteria = [
    ...(isYes(project.largeScaleProcessingOfPersonalData) ? ['largeScale'] : []),
    ...(isYes(project.preventIndividualFromExercisingAnyRight) ||
    isYes(project.impactHealthOrSafetyOfIndividuals)
      ? ['significantEffect']
      : []),
    ...(isYes(project.innovativeTechnology) ? ['emergingTechnology'] : []),
    ...(isYes(project.monitoringTndividuals) ? ['publicSurveillance'] : []),
    ...(isYes(project.automatedDecision) ? ['automatedDecisions'] : []),
    ...(sensitive.length ||
    isYes(project.childrenOrAdolescentsData) ||
    isYes(project.focusProcessingPersonalDataOfVulnerable)
      ? ['sensitiveOrVulnerable']
      : []),
  ];
  const candidates: DefinitionAnswers = {
    nature: text(project.projectDescribe) ?? null,
    dataTypes: mapped(sensitive, SENSITIVE_TYPES),
    sensitiveData: answered ? (sensitive.length ? YES_NO.YES : YES_NO.NO) : null,
    largeScale: yesNo(project.largeScaleProcessingOfPersonalData) ?? null,
    legalBasis: mapped(bases, ART_7),
    sensitiveLegalBasis: sensitive.length ? mapped(bases, ART_11) : [],
    processors: yesNo(project.involvesDataProcessingByThirdParties) ?? null,
    internationalTransfer: yesNo(project.sendingDataAbroad) ?? null,
    highRiskCriteria: criteria,
    securityMeasures: text(project.appropriateInformationSecurityMeasuresInformation) ?? null,
  };
  const answers = Object.fromEntries(
    Object.entries(candidates).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : value !== null,
    ),
  ) as DefinitionAnswers;
  return { name: text(project.name) ?? null, answers };
}
