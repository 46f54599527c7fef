// The new-project questionnaire (formId 1, /evaluation/project, spec 3 sections 2.1 and 3) as a
// definition's questions: its seven question steps and which answers make each step filled, with
// its calls in the spec's flat shape (`wire`). What the screen needs; the server's definition adds
// the result (new-project.ts), so the page does not carry the rules.
import { ASSESSMENT_FORMS } from '../assessments/assessment-forms';
import {
  LEGAL_BASIS_EXCLUSIVE,
  NEW_PROJECT_LEGAL_BASIS_OPTIONS,
  NEW_PROJECT_NO_SENSITIVE,
  NEW_PROJECT_SENSITIVE_OPTIONS,
} from '../assessments/new-project-options';
import type { NewProjectAnswers } from '../types/assessment';
import { specKindFacts } from './spec-kind-facts';
import { yesNoQuestion } from './question-builders';
import type { AssessmentDefinition } from './definition-types';

const form = ASSESSMENT_FORMS.newProject;
const facts = specKindFacts(form);
const { stepTitles } = facts;

const yesNo = yesNoQuestion<keyof NewProjectAnswers & string>;

const steps: AssessmentDefinition['steps'] = [
  {
    position: 1,
    title: stepTitles[0]!,
    questions: [
      { code: 'projectDescribe', type: 'text', multiline: true, label: 'Descreva o projeto' },
      { code: 'responsable', type: 'text', label: 'Responsável pelo projeto' },
      yesNo('processingOfPersonalData', 'O projeto envolve o tratamento de dados pessoais?'),
    ],
  },
  {
    position: 2,
    title: stepTitles[1]!,
    questions: [
      {
        code: 'sensitivePersonalDataSources',
        type: 'multi',
        label: 'O projeto trata alguma destas categorias de dados pessoais sensíveis?',
        options: NEW_PROJECT_SENSITIVE_OPTIONS,
        exclusive: [NEW_PROJECT_NO_SENSITIVE],
        // Spec 3 section 3: an empty selection is stored as 'Não'.
        default: [NEW_PROJECT_NO_SENSITIVE],
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
    title: stepTitles[2]!,
    questions: [
      {
        code: 'legalBaseDataSources',
        type: 'multi',
        label: 'Em quais bases legais o tratamento se apoia?',
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
    title: stepTitles[3]!,
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
    title: stepTitles[4]!,
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
    title: stepTitles[5]!,
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
    title: stepTitles[6]!,
    questions: [
      yesNo(
        'appropriateInformationSecurityMeasures',
        'O projeto adota medidas de segurança da informação adequadas?',
      ),
      {
        code: 'appropriateInformationSecurityMeasuresInformation',
        type: 'text',
        multiline: true,
        label: 'Quais medidas de segurança são adotadas?',
        required: false,
      },
    ],
  },
];

/** The questions and the flat calls of the new project, without its result. */
export const NEW_PROJECT_QUESTIONNAIRE: AssessmentDefinition = {
  ...facts,
  nameLabel: 'Identificação do projeto',
  steps,
  // Spec 3 section 6: the firm's observations go under every question, the identification too.
  observeName: true,
  wire: {},
};
