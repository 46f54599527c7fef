// Conditions between questions, evaluated on the answers: the one reading of `Condition` that
// the screen (what to ask), the server (what to keep, what makes a step filled) and the scorer
// (what is earned, what applies) share.
import type {
  AssessmentDefinition,
  Condition,
  DefinitionAnswers,
  DefinitionQuestion,
} from './definition-types';

export function holds(condition: Condition, answers: Readonly<DefinitionAnswers>): boolean {
  if ('all' in condition) return condition.all.every((part) => holds(part, answers));
  if ('any' in condition) return condition.any.some((part) => holds(part, answers));
  if ('not' in condition) return !holds(condition.not, answers);
  const answer = answers[condition.question];
  if ('equals' in condition) return answer === condition.equals;
  if ('in' in condition) return typeof answer === 'string' && condition.in.includes(answer);
  if ('beginsWithWord' in condition) return beginsWithWord(answer, condition.beginsWithWord);
  return Array.isArray(answer) && answer.includes(condition.includes);
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/**
 * Whether a text begins with one of the words, accents, case and the spaces around ignored, the
 * word whole ('nenhum' does not begin 'nenhuma').
 */
export function beginsWithWord(value: unknown, words: readonly string[]): boolean {
  if (typeof value !== 'string') return false;
  const text = folded(value);
  return words.some((word) => {
    const start = folded(word);
    return text.startsWith(start) && !/\w/.test(text.charAt(start.length));
  });
}

/** Whether the question must be answered, given the other answers (it is asked). */
export function isRequiredNow(
  question: DefinitionQuestion,
  answers: Readonly<DefinitionAnswers>,
): boolean {
  if (question.required === false) return false;
  return question.requiredWhen ? holds(question.requiredWhen, answers) : true;
}

/** The question codes a condition reads. */
export function conditionQuestions(condition: Condition): string[] {
  if ('all' in condition) return condition.all.flatMap(conditionQuestions);
  if ('any' in condition) return condition.any.flatMap(conditionQuestions);
  if ('not' in condition) return conditionQuestions(condition.not);
  return [condition.question];
}

/** Every question of the definition, in the order the steps ask them. */
export function definitionQuestions(definition: AssessmentDefinition): DefinitionQuestion[] {
  return definition.steps.flatMap((step) => step.questions);
}

/** The questions and the answers kept outside the steps: every answer the record may hold. */
export function definitionAnswerQuestions(definition: AssessmentDefinition): DefinitionQuestion[] {
  return [...definitionQuestions(definition), ...(definition.extraAnswers ?? [])];
}

/** Whether the question is asked, given the other answers. */
export function isShown(question: DefinitionQuestion, answers: Readonly<DefinitionAnswers>) {
  return question.shownWhen ? holds(question.shownWhen, answers) : true;
}
