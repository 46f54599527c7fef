// The legitimate-interest assessment (ALI, formId 2, /ali, spec 3 sections 2.3 and 3) as a
// definition's questions: its six question steps, which answers make each step filled, the notes
// anyone writes under them, and its calls in the spec's flat shape (`wire`); its choices, which
// the rules read too. What the screen needs; the server's definition adds the answers kept
// outside the steps and the result (ali.ts), so the page does not carry the rules.
import { ASSESSMENT_FORMS } from '../assessments/assessment-forms';
import { ALI_NO_SENSITIVE_DATA } from '../constants';
import { ALI_OBSERVATION_KEYS, type AliAssessment } from '../types/assessment';
import type { ChoiceOption } from '../assessments/question-types';
import { specKindFacts } from './spec-kind-facts';
import { yesNoQuestion } from './question-builders';
import type { AssessmentDefinition } from './definition-types';

/** The sensitive-data options of spec 3 section 3 (ALI). */
export const ALI_SENSITIVE_OPTIONS: readonly ChoiceOption[] = [
  { value: 'origem racial ou étnica', label: 'Origem racial ou étnica' },
  { value: 'opinião política', label: 'Opinião política' },
  { value: 'dado referente à saúde', label: 'Dado referente à saúde' },
  { value: 'dado referente à vida sexual', label: 'Dado referente à vida sexual' },
  { value: 'convicção religiosa', label: 'Convicção religiosa' },
  { value: 'filiação a sindicato', label: 'Filiação a sindicato' },
  {
    value: 'filiação a organização religiosa/filosófica/política',
    label: 'Filiação a organização de caráter religioso, filosófico ou político',
  },
  { value: 'dado genético ou biométrico', label: 'Dado genético ou biométrico' },
];

/** The note of a whole step (not of one question), by position: step 1's concepts note. */
export const ALI_STEP_NOTE_KEYS: Readonly<Record<number, string>> = {
  1: 'processingOfRelevantConceptsAndActivity',
};

const form = ASSESSMENT_FORMS.ali;
const facts = specKindFacts(form);
const { stepTitles } = facts;

const yesNo = yesNoQuestion<keyof AliAssessment & string>;

const CHILDREN = { question: 'childrenData', equals: 'yes' } as const;

const steps: AssessmentDefinition['steps'] = [
  {
    position: 1,
    title: stepTitles[0]!,
    questions: [
      {
        code: 'concreteSituation',
        type: 'text',
        multiline: true,
        label: 'Descreva a situação concreta que motiva o tratamento',
      },
      {
        code: 'personalData',
        type: 'text',
        multiline: true,
        label: 'Quais dados pessoais são tratados?',
      },
    ],
  },
  {
    position: 2,
    title: stepTitles[1]!,
    questions: [
      {
        code: 'activityDataSources',
        type: 'multi',
        label:
          'A atividade trata algum destes dados pessoais sensíveis? (deixe em branco se nenhum)',
        options: ALI_SENSITIVE_OPTIONS,
        // Spec 3 section 3: 'no' when none is chosen.
        none: ALI_NO_SENSITIVE_DATA,
      },
      {
        ...yesNo(
          'childrenData',
          'A atividade trata dados pessoais de crianças ou de adolescentes?',
        ),
        help: 'O legítimo interesse só ampara dados de crianças e de adolescentes quando o melhor interesse deles prevalece; se o balanceamento for inconclusivo, não use o legítimo interesse (LGPD art. 14; Enunciado CD/ANPD nº 1/2023; Guia ANPD Legítimo Interesse, 2024).',
      },
      {
        ...yesNo(
          'childrenBestInterest',
          'O melhor interesse das crianças ou dos adolescentes prevalece sobre o interesse do controlador, com salvaguardas demonstradas?',
        ),
        shownWhen: CHILDREN,
      },
      {
        code: 'childrenBestInterestReason',
        type: 'text',
        multiline: true,
        label: 'Demonstre como o melhor interesse das crianças ou dos adolescentes prevalece',
        shownWhen: CHILDREN,
        requiredWhen: { question: 'childrenBestInterest', equals: 'yes' },
      },
    ],
  },
  {
    position: 3,
    title: stepTitles[2]!,
    questions: [
      yesNo(
        'activityConcrete',
        'O interesse decorre de uma situação concreta, e não abstrata ou especulativa, com finalidade legítima, específica e explícita?',
      ),
    ],
  },
  {
    position: 4,
    title: stepTitles[3]!,
    questions: [
      yesNo(
        'activityLicit',
        'O interesse e a atividade são compatíveis com a lei e o ordenamento jurídico?',
      ),
    ],
  },
  {
    position: 5,
    title: stepTitles[4]!,
    questions: [
      yesNo(
        'actitivyLessData',
        'São tratados apenas os dados pessoais estritamente necessários para a finalidade?',
      ),
      yesNo(
        'actitivyPrivicyData',
        'A finalidade não pode ser atingida de forma menos intrusiva e o impacto à privacidade é proporcional, com salvaguardas?',
      ),
    ],
  },
  {
    position: 6,
    title: stepTitles[5]!,
    questions: [
      yesNo('actitivyKnowns', 'O titular é informado de forma clara sobre o tratamento?'),
      yesNo(
        'actitivyHappens',
        'O tratamento está dentro do que o titular legitimamente espera, dada a relação com ele?',
      ),
    ],
  },
];

const stepNotes = Object.values(ALI_STEP_NOTE_KEYS);

/** The questions, notes and flat calls of the ALI, without its result. */
export const ALI_QUESTIONNAIRE: AssessmentDefinition = {
  ...facts,
  nameLabel: 'Identificação da atividade',
  steps,
  // Spec 3 section 3: jsonCustomObsObj holds one free-text note per step, any user's.
  notes: {
    steps: ALI_STEP_NOTE_KEYS,
    questions: ALI_OBSERVATION_KEYS.filter((key) => !stepNotes.includes(key)),
  },
  resultKey: 'conclusion',
  wire: {},
};
