// The third-party assessment (formId 4) as the server's definition: its questionnaire
// (tpa-questionnaire.ts) and its result through the hand-tested rules of tpa-rules.ts (maturity,
// the parties' positions, the contract risk, the contract's dates read on the day), which stay
// code and read the record as the spec stores it: the four sets as JSON texts, dd/mm/yyyy dates.
import { tpaContractStatus, tpaResults } from '../assessments/tpa-rules';
import { definitionQuestions } from './conditions';
import { answersToFlat } from './definition-flat-wire';
import type { AssessmentDefinition, DefinitionAnswers } from './definition-types';
import { TPA_QUESTIONNAIRE } from './tpa-questionnaire';

/** The answers as the rules read them: the flat record of spec 3 section 3. */
const flat = (answers: Readonly<DefinitionAnswers>) => answersToFlat(TPA, answers);

export const TPA: AssessmentDefinition = {
  ...TPA_QUESTIONNAIRE,
  custom: {
    reads: definitionQuestions(TPA_QUESTIONNAIRE).map((question) => question.code),
    compute: (answers, context) =>
      tpaResults(flat(answers), context.clientName ?? '', context.today),
    // The contract's dates are read on the day the result is shown (finding m6).
    today: (stored, answers, context) => ({
      ...(stored as object),
      contractStatus: tpaContractStatus(flat(answers), context.today),
    }),
  },
};
