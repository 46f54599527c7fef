// The new-project questionnaire (spec 3 sections 2.1 and 3): every answer field as a question in
// Portuguese, grouped in the seven question steps. The eighth step (Conclusões) shows the result.
import type { NewProjectAnswers } from '../types/assessment';
import { ASSESSMENT_FORMS } from './assessment-forms';
import type { ChoiceOption, StepDefinition } from './question-types';

/** Fields the questionnaire saves besides the answers. */
export type NewProjectField = keyof NewProjectAnswers | 'name';

/** 'Não' of the sensitive-data categories (the stored default, spec 3 section 3). */
export const NEW_PROJECT_NO_SENSITIVE = 'Nao';

/** Sensitive personal data (LGPD art. 5 II), plus the exclusive 'Não'. */
export const NEW_PROJECT_SENSITIVE_OPTIONS: readonly ChoiceOption[] = [
  { value: NEW_PROJECT_NO_SENSITIVE, label: 'Não' },
  { value: 'Origem racial ou étnica', label: 'Origem racial ou étnica' },
  { value: 'Convicção religiosa', label: 'Convicção religiosa' },
  { value: 'Opinião política', label: 'Opinião política' },
  {
    value: 'Filiação a sindicato ou organização religiosa/filosófica/política',
    label: 'Filiação a sindicato ou a organização de caráter religioso, filosófico ou político',
  },
  { value: 'Dado referente à saúde', label: 'Dado referente à saúde' },
  { value: 'Dado referente à vida sexual', label: 'Dado referente à vida sexual' },
  { value: 'Dado genético ou biométrico', label: 'Dado genético ou biométrico' },
];

export const NEW_PROJECT_SENSITIVE_TEXT = {
  yes: 'o projeto envolve dados pessoais sensíveis',
  no: 'o projeto não envolve dados pessoais sensíveis',
} as const;

export const LEGAL_BASIS_NONE = 'Nenhuma das anteriores';
export const LEGAL_BASIS_NOT_APPLICABLE = 'Não se aplica';

/** Legal bases of LGPD art. 7 (any data) and art. 11 (sensitive data), and the two exclusive answers. */
export const NEW_PROJECT_LEGAL_BASIS_OPTIONS: readonly ChoiceOption[] = [
  { value: 'Art. 7 I - Consentimento', label: 'Consentimento do titular (art. 7º, I)' },
  {
    value: 'Art. 7 II - Obrigação legal ou regulatória',
    label: 'Cumprimento de obrigação legal ou regulatória (art. 7º, II)',
  },
  {
    value: 'Art. 7 III - Políticas públicas',
    label: 'Execução de políticas públicas (art. 7º, III)',
  },
  {
    value: 'Art. 7 IV - Estudos por órgão de pesquisa',
    label: 'Realização de estudos por órgão de pesquisa (art. 7º, IV)',
  },
  {
    value: 'Art. 7 V - Execução de contrato',
    label: 'Execução de contrato ou procedimentos preliminares (art. 7º, V)',
  },
  {
    value: 'Art. 7 VI - Exercício regular de direitos',
    label: 'Exercício regular de direitos em processo (art. 7º, VI)',
  },
  {
    value: 'Art. 7 VII - Proteção da vida',
    label: 'Proteção da vida ou da incolumidade física (art. 7º, VII)',
  },
  { value: 'Art. 7 VIII - Tutela da saúde', label: 'Tutela da saúde (art. 7º, VIII)' },
  {
    value: 'Art. 7 IX - Interesse legítimo',
    label: 'Legítimo interesse do controlador ou de terceiro (art. 7º, IX)',
  },
  { value: 'Art. 7 X - Proteção do crédito', label: 'Proteção do crédito (art. 7º, X)' },
  {
    value: 'Art. 11 I - Consentimento específico',
    label: 'Dado sensível: consentimento específico e destacado (art. 11, I)',
  },
  {
    value: 'Art. 11 II a - Obrigação legal',
    label: 'Dado sensível: obrigação legal ou regulatória (art. 11, II, a)',
  },
  {
    value: 'Art. 11 II b - Políticas públicas',
    label: 'Dado sensível: políticas públicas (art. 11, II, b)',
  },
  {
    value: 'Art. 11 II c - Estudos por órgão de pesquisa',
    label: 'Dado sensível: estudos por órgão de pesquisa (art. 11, II, c)',
  },
  {
    value: 'Art. 11 II d - Exercício regular de direitos',
    label: 'Dado sensível: exercício regular de direitos (art. 11, II, d)',
  },
  {
    value: 'Art. 11 II e - Proteção da vida',
    label: 'Dado sensível: proteção da vida ou da incolumidade física (art. 11, II, e)',
  },
  {
    value: 'Art. 11 II f - Tutela da saúde',
    label: 'Dado sensível: tutela da saúde (art. 11, II, f)',
  },
  {
    value: 'Art. 11 II g - Prevenção à fraude',
    label: 'Dado sensível: prevenção à fraude e segurança do titular (art. 11, II, g)',
  },
  { value: LEGAL_BASIS_NONE, label: LEGAL_BASIS_NONE },
  {
    value: LEGAL_BASIS_NOT_APPLICABLE,
    label: 'Não se aplica (o projeto não trata dados pessoais)',
  },
];

export const LEGAL_BASIS_EXCLUSIVE = [LEGAL_BASIS_NONE, LEGAL_BASIS_NOT_APPLICABLE] as const;

/** Bases that may support sensitive data (LGPD art. 11). */
export const SENSITIVE_LEGAL_BASES = NEW_PROJECT_LEGAL_BASIS_OPTIONS.map((o) => o.value).filter(
  (value) => value.startsWith('Art. 11'),
);

export const LEGITIMATE_INTEREST_BASIS = 'Art. 7 IX - Interesse legítimo';
export const CONSENT_BASES = ['Art. 7 I - Consentimento', 'Art. 11 I - Consentimento específico'];

const titles = ASSESSMENT_FORMS.newProject.stepTitles;

const yesNo = (field: NewProjectField, label: string) =>
  ({ field, kind: 'yesNo', label, required: true }) as const;

export const NEW_PROJECT_STEPS: readonly StepDefinition<NewProjectField>[] = [
  {
    position: 1,
    title: titles[0]!,
    questions: [
      { field: 'name', kind: 'text', label: 'Identificação do projeto', required: true },
      { field: 'projectDescribe', kind: 'textarea', label: 'Descreva o projeto', required: true },
      { field: 'responsable', kind: 'text', label: 'Responsável pelo projeto', required: true },
      yesNo('processingOfPersonalData', 'O projeto envolve o tratamento de dados pessoais?'),
    ],
  },
  {
    position: 2,
    title: titles[1]!,
    questions: [
      {
        field: 'sensitivePersonalDataSources',
        kind: 'multi',
        label: 'O projeto trata alguma destas categorias de dados pessoais sensíveis?',
        required: true,
        options: NEW_PROJECT_SENSITIVE_OPTIONS,
        exclusive: [NEW_PROJECT_NO_SENSITIVE],
      },
      {
        ...yesNo(
          'childrenOrAdolescentsData',
          'O projeto trata dados pessoais de crianças ou de adolescentes?',
        ),
        help: 'Crianças têm até 12 anos incompletos e adolescentes, de 12 a 18 anos. O tratamento deve atender ao melhor interesse deles (LGPD art. 14; Enunciado CD/ANPD nº 1/2023).',
      },
      yesNo(
        'focusProcessingPersonalDataOfVulnerable',
        'O projeto foca no tratamento de dados de idosos ou de outros grupos vulneráveis?',
      ),
      yesNo('handlingCriminalRecords', 'O projeto trata dados de antecedentes criminais?'),
    ],
  },
  {
    position: 3,
    title: titles[2]!,
    questions: [
      {
        field: 'legalBaseDataSources',
        kind: 'multi',
        label: 'Em quais bases legais o tratamento se apoia?',
        required: true,
        options: NEW_PROJECT_LEGAL_BASIS_OPTIONS,
        exclusive: LEGAL_BASIS_EXCLUSIVE,
      },
      yesNo('projectPurposesAreClear', 'As finalidades do projeto estão claras e definidas?'),
      yesNo(
        'projectWillBeUsedForOtherPurposes',
        'Os dados do projeto serão usados para outras finalidades além das definidas?',
      ),
      yesNo('creationOfProfilesOfIndividuals', 'O projeto cria perfis de pessoas (perfilamento)?'),
    ],
  },
  {
    position: 4,
    title: titles[3]!,
    questions: [
      yesNo(
        'combinesMultipleSourcesOfPersonalData',
        'O projeto combina dados pessoais de várias fontes?',
      ),
      yesNo(
        'largeScaleProcessingOfPersonalData',
        'O tratamento é em larga escala (muitos titulares, grande volume, longa duração ou grande abrangência geográfica)?',
      ),
      yesNo(
        'personalDataUsedAreMinimumNecessaryAchievePurposes',
        'Os dados pessoais usados são o mínimo necessário para atingir as finalidades?',
      ),
      yesNo(
        'personalDataCollectedForPurposesOfProject',
        'O prazo de retenção dos dados coletados para o projeto está determinado?',
      ),
      yesNo('directlyFromTheIndividual', 'Os dados são coletados diretamente do titular?'),
      yesNo('sendingDataAbroad', 'Os dados serão enviados para fora do Brasil?'),
      yesNo('innovativeTechnology', 'O projeto usa tecnologia emergente ou inovadora?'),
      yesNo(
        'automatedDecision',
        'O projeto toma decisões unicamente automatizadas que afetam os titulares?',
      ),
      yesNo(
        'monitoringTndividuals',
        'O projeto monitora pessoas ou zonas acessíveis ao público de forma sistemática?',
      ),
    ],
  },
  {
    position: 5,
    title: titles[4]!,
    questions: [
      yesNo(
        'involvesDataProcessingByThirdParties',
        'O projeto envolve o tratamento de dados por terceiros (operadores, parceiros, fornecedores)?',
      ),
      yesNo('specificDemand', 'O projeto atende a uma demanda específica de cliente ou parceiro?'),
    ],
  },
  {
    position: 6,
    title: titles[5]!,
    questions: [
      yesNo(
        'impactsIndividualsWhomDataReferKnown',
        'Os impactos do projeto sobre os titulares dos dados são conhecidos?',
      ),
      yesNo(
        'preventIndividualFromExercisingAnyRight',
        'O projeto pode impedir o titular de exercer algum direito ou de usar um serviço?',
      ),
      yesNo(
        'impactHealthOrSafetyOfIndividuals',
        'O projeto pode afetar a saúde ou a segurança física das pessoas?',
      ),
    ],
  },
  {
    position: 7,
    title: titles[6]!,
    questions: [
      yesNo(
        'appropriateInformationSecurityMeasures',
        'O projeto adota medidas de segurança da informação adequadas?',
      ),
      {
        field: 'appropriateInformationSecurityMeasuresInformation',
        kind: 'textarea',
        label: 'Quais medidas de segurança são adotadas?',
        required: false,
      },
    ],
  },
];

/** Every field the questionnaire saves, in step order. */
export const NEW_PROJECT_FIELDS: readonly NewProjectField[] = [
  ...NEW_PROJECT_STEPS.flatMap((step) => step.questions.map((question) => question.field)),
  'processingOfSensitivePersonalData',
  'legalBase',
];
