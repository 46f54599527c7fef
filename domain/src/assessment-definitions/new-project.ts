// The new-project assessment (formId 1) as the server's definition: its questionnaire
// (new-project-questionnaire.ts) and its result through the hand-tested rules of
// new-project-rules.ts (the preliminary risk after Res. CD/ANPD 2/2022 art. 4, the
// recommendations, what to do first, the contradictions of 'no personal data'), which stay code.
// Its calls and its stored record keep the spec's flat shape: yes/no as 'yes'/'no', the two lists
// comma-joined, and the derived legalBase and sensitive-data text beside them.
import {
  applyNewProjectChoices,
  newProjectContradictions,
  newProjectResults,
} from '../assessments/new-project-rules';
import type { NewProjectAnswers } from '../types/assessment';
import { definitionQuestions } from './conditions';
import { answersToFlat } from './definition-flat-wire';
import type { AssessmentDefinition, DefinitionAnswers } from './definition-types';
import { NEW_PROJECT_QUESTIONNAIRE } from './new-project-questionnaire';

/** The answers as the rules read them: the flat record of spec 3 section 3. */
const flat = (answers: Readonly<DefinitionAnswers>) =>
  answersToFlat(NEW_PROJECT, answers) as Partial<NewProjectAnswers>;

/** Answers the server derives (spec 3 section 4): the sensitive-data text and legalBase. */
const DERIVED = ['processingOfSensitivePersonalData', 'legalBase'] as const;

export const NEW_PROJECT: AssessmentDefinition = {
  ...NEW_PROJECT_QUESTIONNAIRE,
  wire: {
    derived: {
      fields: DERIVED,
      compute: (answers) => {
        const derived = applyNewProjectChoices(answers as Partial<NewProjectAnswers>);
        return Object.fromEntries(DERIVED.map((field) => [field, derived[field] ?? null]));
      },
    },
  },
  custom: {
    reads: definitionQuestions(NEW_PROJECT_QUESTIONNAIRE).map((question) => question.code),
    compute: (answers) => newProjectResults(flat(answers)),
    contradictions: (answers) => newProjectContradictions(flat(answers)),
  },
};
