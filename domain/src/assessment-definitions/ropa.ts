// The ROPA (formId 5) as the server's definition: its questionnaire (ropa-questionnaire.ts) and
// its conclusion through the hand-tested rules of ropa-rules.ts (the consistency warnings, the
// signs that an impact report is due, the contradictions that refuse the conclusion), which stay
// code. ROPA has no score: the result is `conclusion`, as spec 3 section 7 names it.
import { ropaConclusion, ropaContradictions } from '../assessments/ropa-rules';
import type { RopaField } from '../assessments/ropa-options';
import { definitionQuestions } from './conditions';
import { answersToFlat } from './definition-flat-wire';
import type { AssessmentDefinition, DefinitionAnswers } from './definition-types';
import { ROPA_QUESTIONNAIRE } from './ropa-questionnaire';

/** The answers as the rules read them: the flat record of spec 3 section 3. */
const flat = (answers: Readonly<DefinitionAnswers>) =>
  answersToFlat(ROPA, answers) as Partial<Record<RopaField, string | null>>;

export const ROPA: AssessmentDefinition = {
  ...ROPA_QUESTIONNAIRE,
  custom: {
    reads: definitionQuestions(ROPA_QUESTIONNAIRE).map((question) => question.code),
    compute: (answers) => ropaConclusion(flat(answers)),
    contradictions: (answers) => ropaContradictions(flat(answers)),
  },
};
