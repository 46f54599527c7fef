// How a wizard step is described once, for the screen (what to ask) and the server (what makes
// the step filled).

export type QuestionKind = 'text' | 'textarea' | 'yesNo' | 'multi' | 'select';

export interface ChoiceOption {
  /** Stored value (never contains a comma: lists are stored comma-joined). */
  value: string;
  label: string;
}

export interface QuestionDefinition<F extends string = string> {
  field: F;
  kind: QuestionKind;
  label: string;
  /** Needed for the step to count as filled. */
  required: boolean;
  options?: readonly ChoiceOption[];
  /** Options of a 'multi' question that stand alone (spec 3 section 4). */
  exclusive?: readonly string[];
  /** Shown only when another answer has this value (e.g. the security measures detail). */
  hint?: string;
  /** Explanatory text shown with the question (what the answer means, its legal anchor). */
  help?: string;
  /** When given, the answer is needed only if this holds for the other answers (ROPA). */
  requiredWhen?: (answers: Readonly<Record<string, unknown>>) => boolean;
  /** When given, the screen asks the question only if this holds (a follow-up question). */
  shownWhen?: (answers: Readonly<Record<string, unknown>>) => boolean;
}

export interface StepDefinition<F extends string = string> {
  position: number;
  title: string;
  questions: readonly QuestionDefinition<F>[];
}

/** A required answer is there: a non-blank text or choice, 'yes'/'no', a non-empty list. */
export function isAnswered(kind: QuestionKind, value: unknown): boolean {
  if (kind === 'yesNo') return value === 'yes' || value === 'no';
  return typeof value === 'string' && value.trim().length > 0;
}

/** Whether every required question of the step is answered. */
export function isStepFilled<F extends string>(
  step: StepDefinition<F>,
  answers: Partial<Record<F, unknown>>,
): boolean {
  return missingQuestions(step, answers).length === 0;
}

/** Positions of the steps still unfilled, in order. */
export function unfilledPositions<F extends string>(
  steps: readonly StepDefinition<F>[],
  answers: Partial<Record<F, unknown>>,
): number[] {
  return steps.filter((step) => !isStepFilled(step, answers)).map((step) => step.position);
}

/** Whether this question must be answered, given the other answers. */
export function isRequired<F extends string>(
  question: QuestionDefinition<F>,
  answers: Partial<Record<F, unknown>>,
): boolean {
  return question.requiredWhen
    ? question.requiredWhen(answers as Readonly<Record<string, unknown>>)
    : question.required;
}

/** The labels of the required questions of a step still unanswered (finding m2). */
export function missingQuestions<F extends string>(
  step: StepDefinition<F>,
  answers: Partial<Record<F, unknown>>,
): string[] {
  return step.questions
    .filter((question) => isRequired(question, answers))
    .filter((question) => !isAnswered(question.kind, answers[question.field]))
    .map((question) => question.label);
}
