// The new-project questionnaire (spec 3 sections 2.1 and 3) as the step descriptions the rules'
// tests and the dossier read: derived from the kind's definition
// (assessment-definitions/new-project-questionnaire.ts), where its questions are written once.
import { NEW_PROJECT } from '../assessment-definitions/new-project';
import { NEW_PROJECT_QUESTIONNAIRE } from '../assessment-definitions/new-project-questionnaire';
import { flatQuestionSteps, flatWireFields } from '../assessment-definitions/definition-flat-wire';
import type { NewProjectAnswers } from '../types/assessment';
import type { StepDefinition } from './question-types';

export * from './new-project-options';

/** Fields the questionnaire saves besides the answers. */
export type NewProjectField = keyof NewProjectAnswers | 'name';

/** The seven question steps, the identification first; the eighth (Conclusões) shows the result. */
export const NEW_PROJECT_STEPS = flatQuestionSteps(
  NEW_PROJECT_QUESTIONNAIRE,
) as readonly StepDefinition<NewProjectField>[];

/** Every field the questionnaire saves, in step order, then the derived ones. */
export const NEW_PROJECT_FIELDS: readonly NewProjectField[] = [
  'name',
  ...(flatWireFields(NEW_PROJECT) as NewProjectField[]),
];
