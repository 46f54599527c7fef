// ROPA, the record of processing operations (spec 3 sections 2.2 and 3), as the step descriptions
// the rules' tests, the dossier and the register read: derived from the kind's definition
// (assessment-definitions/ropa-questionnaire.ts), where its questions are written once. When a
// step counts as filled is written in docs/decisions.md ("ROPA: when a step is filled").
import { flatQuestionSteps } from '../assessment-definitions/definition-flat-wire';
import { ROPA_QUESTIONNAIRE } from '../assessment-definitions/ropa-questionnaire';
import type { StepDefinition } from './question-types';
import type { RopaField } from './ropa-options';

export * from './ropa-options';

/** The seven question steps, the activity (the record's name) first; Conclusões shows the result. */
export const ROPA_STEPS = flatQuestionSteps(
  ROPA_QUESTIONNAIRE,
) as readonly StepDefinition<RopaField>[];

/** Every answer field of the record, in step order. */
export const ROPA_FIELDS: readonly RopaField[] = ROPA_STEPS.flatMap((step) =>
  step.questions.map((question) => question.field),
);
