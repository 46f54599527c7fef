// The legitimate-interest assessment (ALI, formId 2) as the server's definition: its
// questionnaire (ali-questionnaire.ts), the answers it keeps outside the steps (the spec's report
// fields, the firm's change of the result and who made it) and its result through the
// hand-tested rules of ali-rules.ts (the test of LGPD art. 10 and the ANPD guide, the override
// and its justification), which stay code. Its calls and stored record keep the spec's flat
// shape, with the derived `activities` text beside the answers.
import {
  ALI_OVERRIDE_MESSAGES,
  aliOverrideProblem,
  aliStampOverride,
  aliTest,
  applyAliChoices,
} from '../assessments/ali-rules';
import type { AliAssessment } from '../types/assessment';
import { definitionAnswerQuestions } from './conditions';
import { answersFromFlat, answersToFlat } from './definition-flat-wire';
import type { AssessmentDefinition, DefinitionAnswers } from './definition-types';
import { ALI_QUESTIONNAIRE } from './ali-questionnaire';

/** The answers as the rules read them: the flat record of spec 3 section 3. */
const flat = (answers: Readonly<DefinitionAnswers>) =>
  answersToFlat(ALI, answers) as Partial<AliAssessment>;

const withExtras: AssessmentDefinition = {
  ...ALI_QUESTIONNAIRE,
  extraAnswers: [
    // Spec 3 section 3 lists them; no screen asks them.
    {
      code: 'reportIsNeeded',
      type: 'yesNo',
      label: 'O Relatório de Impacto à Proteção de Dados Pessoais é recomendado?',
    },
    {
      code: 'resultWasChanged',
      type: 'yesNo',
      label: ALI_OVERRIDE_MESSAGES.question,
      adminOnly: true,
      adjustsResult: true,
    },
    { code: 'reportIsNeededObs', type: 'text', label: 'Observação' },
    {
      code: 'resultWasChangedObs',
      type: 'text',
      multiline: true,
      label: ALI_OVERRIDE_MESSAGES.observation,
      adminOnly: true,
      adjustsResult: true,
    },
    // Accountability (LGPD art. 6º, X): who changed the result and when (ISO).
    { code: 'resultWasChangedBy', type: 'text', label: 'Ajustado por', serverSet: true },
    { code: 'resultWasChangedAt', type: 'text', label: 'Ajustado em', serverSet: true },
  ],
};

export const ALI: AssessmentDefinition = {
  ...withExtras,
  wire: {
    derived: {
      fields: ['activities'],
      compute: (answers) => ({
        activities: applyAliChoices(answers as Partial<AliAssessment>).activities ?? null,
      }),
    },
  },
  custom: {
    reads: definitionAnswerQuestions(withExtras).map((question) => question.code),
    compute: (answers) => aliTest(flat(answers)).conclusion,
    validate: (answers) => aliOverrideProblem(flat(answers)),
    stamp: (previous, next, actorName, nowIso) =>
      answersFromFlat(ALI, aliStampOverride(flat(previous), flat(next), actorName, nowIso)).answers,
  },
};
