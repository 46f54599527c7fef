// The answers of a definition kind: checked on every save (typed JSON, each value of the type
// its question asks), cleaned of what is no longer asked, and read for what makes a step filled.
import { isCalendarDay } from '../calendar/calendar-days';
import { definitionAnswerQuestions, isRequiredNow, isShown } from './conditions';
import type {
  AnswerValue,
  AssessmentDefinition,
  DefinitionAnswers,
  DefinitionQuestion,
  DefinitionStep,
  GroupField,
  GroupItem,
  QuestionSetQuestion,
  SetAnswer,
  SetItemAnswer,
} from './definition-types';

export const DEFINITION_TEXT_MAX_LENGTH = 2000;

export const DEFINITION_ANSWER_MESSAGES = {
  notAnObject: 'As respostas devem ser um objeto com uma resposta por pergunta.',
  unknownQuestion: (code: string) => `Pergunta desconhecida: ${code}.`,
  yesNo: (label: string) => `Responda "${label}" com sim ou não.`,
  option: (label: string) => `Escolha uma das opções de "${label}".`,
  options: (label: string) => `Escolha apenas opções de "${label}", sem repetir.`,
  exclusive: (label: string, option: string) =>
    `Em "${label}", a opção "${option}" não pode ser escolhida com outras.`,
  text: (label: string, max: number) =>
    `A resposta de "${label}" deve ser um texto de até ${max} caracteres.`,
  date: (label: string) => `A resposta de "${label}" deve ser uma data válida (dd/mm/aaaa).`,
  number: (label: string) => `A resposta de "${label}" deve ser um número.`,
  integer: (label: string) => `A resposta de "${label}" deve ser um número inteiro.`,
  min: (label: string, min: number) => `A resposta de "${label}" deve ser no mínimo ${min}.`,
  max: (label: string, max: number) => `A resposta de "${label}" deve ser no máximo ${max}.`,
  group: (label: string) => `"${label}" deve ser uma lista de itens.`,
  groupMax: (label: string, max: number) => `"${label}" aceita no máximo ${max} itens.`,
  groupItem: (label: string, index: number) => `Item ${index} de "${label}": `,
  set: (label: string) => `"${label}" deve ter uma resposta por item.`,
  setItem: (label: string, max: number) =>
    `Responda "${label}" com sim, não ou vazio, com comentário de até ${max} caracteres.`,
} as const;

export type AnswersCheck =
  { ok: true; answers: DefinitionAnswers } | { ok: false; problems: string[] };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problem of one answer to a plain question, or null; `null` and absent are no answer. */
function fieldProblem(question: GroupField, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const m = DEFINITION_ANSWER_MESSAGES;
  switch (question.type) {
    case 'yesNo':
      return value === 'yes' || value === 'no' ? null : m.yesNo(question.label);
    case 'single':
      return typeof value === 'string' && question.options.some((o) => o.value === value)
        ? null
        : m.option(question.label);
    case 'multi': {
      if (!Array.isArray(value)) return m.options(question.label);
      // The answer of an empty selection (`none`) stands alone, as an exclusive option does.
      const none = question.none === undefined ? [] : [question.none];
      const known = new Set([...question.options.map((o) => o.value), ...none]);
      if (new Set(value).size !== value.length || value.some((v) => !known.has(v as string))) {
        return m.options(question.label);
      }
      const alone = [...(question.exclusive ?? []), ...none].find((option) =>
        value.includes(option),
      );
      if (alone && value.length > 1) {
        const label = question.options.find((o) => o.value === alone)?.label ?? alone;
        return m.exclusive(question.label, label);
      }
      return null;
    }
    case 'text': {
      const max = question.maxLength ?? DEFINITION_TEXT_MAX_LENGTH;
      return typeof value === 'string' && value.length <= max ? null : m.text(question.label, max);
    }
    case 'date':
      return typeof value === 'string' && isCalendarDay(value) ? null : m.date(question.label);
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return m.number(question.label);
      if (question.integer && !Number.isInteger(value)) return m.integer(question.label);
      if (question.min !== undefined && value < question.min)
        return m.min(question.label, question.min);
      if (question.max !== undefined && value > question.max)
        return m.max(question.label, question.max);
      return null;
  }
}

/** Longest comment of a set's item (none may be written when the set asks none). */
const setCommentMax = (question: QuestionSetQuestion) => question.comments?.maxLength ?? 0;

/** The problems of a question set's answer: an object of known items, each yes, no or ''. */
function setProblems(question: QuestionSetQuestion, value: unknown): string[] {
  const m = DEFINITION_ANSWER_MESSAGES;
  if (!isRecord(value)) return [m.set(question.label)];
  const labels = new Map(question.items.map((item) => [item.key, item.label]));
  return Object.entries(value).flatMap(([key, item]) => {
    const label = labels.get(key);
    if (!label) return [m.unknownQuestion(key)];
    if (!isRecord(item)) return [m.setItem(label, setCommentMax(question))];
    const { answer = '', comments = '' } = item;
    const fits =
      (answer === '' || answer === 'yes' || answer === 'no') &&
      typeof comments === 'string' &&
      comments.length <= setCommentMax(question);
    return fits ? [] : [m.setItem(label, setCommentMax(question))];
  });
}

/** A set's answer with every item, in the set's order ('' and no comment where none is given). */
export function completeSet(question: QuestionSetQuestion, value: unknown): SetAnswer {
  const given = isRecord(value) ? value : {};
  return Object.fromEntries(
    question.items.map((item) => {
      const sent = (isRecord(given[item.key]) ? given[item.key] : {}) as Partial<SetItemAnswer>;
      return [item.key, { answer: sent.answer ?? '', comments: sent.comments ?? '' }];
    }),
  );
}

/** The problems of one answer to its question (empty when it fits). */
export function answerProblems(question: DefinitionQuestion, value: unknown): string[] {
  if (question.type === 'set') {
    return value === null || value === undefined ? [] : setProblems(question, value);
  }
  if (question.type !== 'group') {
    const problem = fieldProblem(question, value);
    return problem ? [problem] : [];
  }
  if (value === null || value === undefined) return [];
  const m = DEFINITION_ANSWER_MESSAGES;
  if (!Array.isArray(value) || !value.every(isRecord)) return [m.group(question.label)];
  if (value.length > question.maxItems) return [m.groupMax(question.label, question.maxItems)];
  const codes = new Set(question.fields.map((field) => field.code));
  return value.flatMap((item, index) => {
    const prefix = m.groupItem(question.label, index + 1);
    const unknown = Object.keys(item).filter((key) => !codes.has(key));
    return [
      ...unknown.map((key) => prefix + m.unknownQuestion(key)),
      ...question.fields.flatMap((field) => {
        const problem = fieldProblem(field, item[field.code]);
        return problem ? [prefix + problem] : [];
      }),
    ];
  });
}

/** Texts trimmed, empty texts and lists as no answer; a group's empty items dropped. */
function normalised(question: DefinitionQuestion, value: unknown): AnswerValue {
  if (value === undefined || value === null) return null;
  if (question.type === 'set') return completeSet(question, value);
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (question.type === 'group') {
    const items = (value as GroupItem[])
      .map((item) =>
        Object.fromEntries(
          question.fields.map((field) => [field.code, normalised(field, item[field.code])]),
        ),
      )
      .filter((item) => Object.values(item).some((v) => v !== null)) as GroupItem[];
    return items.length ? items : null;
  }
  if (Array.isArray(value)) {
    if (value.length) return value as string[];
    return question.type === 'multi' && question.none !== undefined ? [question.none] : null;
  }
  return value as AnswerValue;
}

/**
 * The answers after a save: the stored ones with the sent ones over them, each checked against
 * its question (a problem refuses the whole save, nothing is half-written), then the answers to
 * questions no longer asked removed (a follow-up whose condition stopped holding).
 */
export function mergeDefinitionAnswers(
  definition: AssessmentDefinition,
  stored: Readonly<DefinitionAnswers>,
  sent: unknown,
): AnswersCheck {
  if (!isRecord(sent)) return { ok: false, problems: [DEFINITION_ANSWER_MESSAGES.notAnObject] };
  const questions = new Map(definitionAnswerQuestions(definition).map((q) => [q.code, q]));
  const problems: string[] = [];
  const merged: DefinitionAnswers = { ...stored };
  for (const [code, value] of Object.entries(sent)) {
    const question = questions.get(code);
    if (!question) {
      problems.push(DEFINITION_ANSWER_MESSAGES.unknownQuestion(code));
      continue;
    }
    // The record gives this answer (the client's name): a sent one is not taken.
    if (question.type === 'text' && question.fromRecord) continue;
    const found = answerProblems(question, value);
    if (found.length) problems.push(...found);
    else merged[code] = normalised(question, value);
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, answers: withoutHidden(definition, withDefaults(definition, merged)) };
}

const TYPED_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The message of each day that comes before the one it may not precede (spec 3 section 5): a
 * rule across the merged answers, whose message alone answers the save.
 */
export function daysOutOfOrder(
  definition: AssessmentDefinition,
  answers: Readonly<DefinitionAnswers>,
): string[] {
  return definitionAnswerQuestions(definition).flatMap((question) => {
    if (question.type !== 'date' || !question.notBefore) return [];
    const day = answers[question.code];
    const earlier = answers[question.notBefore.question];
    // Only two days read as yyyy-MM-dd are compared: the screen checks what is typed before it
    // is sent, and leaves a text it cannot read as a day for the server to refuse in words.
    return typeof day === 'string' &&
      typeof earlier === 'string' &&
      TYPED_DAY.test(day) &&
      TYPED_DAY.test(earlier) &&
      day < earlier
      ? [question.notBefore.message]
      : [];
  });
}

/** The answers with each unanswered question that has a default holding it. */
export function withDefaults(
  definition: AssessmentDefinition,
  answers: Readonly<DefinitionAnswers>,
): DefinitionAnswers {
  const filled: DefinitionAnswers = { ...answers };
  for (const question of definitionAnswerQuestions(definition)) {
    if (question.default !== undefined && !isDefinitionAnswered(filled[question.code])) {
      filled[question.code] = question.default;
    }
  }
  return filled;
}

/** Only the answers of questions asked, given the answers before them, in question order. */
export function withoutHidden(
  definition: AssessmentDefinition,
  answers: Readonly<DefinitionAnswers>,
): DefinitionAnswers {
  const kept: DefinitionAnswers = {};
  for (const question of definitionAnswerQuestions(definition)) {
    const value = answers[question.code];
    if (value === undefined || value === null) continue;
    // Conditions read earlier questions only (the validator checks it), already kept or not.
    if (isShown(question, kept)) kept[question.code] = value;
  }
  return kept;
}

/** An answer that counts: a non-blank text, a chosen option, a number, a non-empty list. */
export function isDefinitionAnswered(value: AnswerValue | undefined): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** The labels of a set's items still unanswered, after the set's prefix ('Empresa: ...'). */
function setMissing(question: QuestionSetQuestion, value: AnswerValue | undefined): string[] {
  const answers = completeSet(question, value);
  return question.items
    .filter((item) => answers[item.key]!.answer === '')
    .map((item) => `${question.missingPrefix ?? ''}${item.label}`);
}

/** 'Item 2 de "Riscos": Gravidade' for each required field an item of a group leaves empty. */
function itemsMissing(question: DefinitionQuestion, value: AnswerValue | undefined): string[] {
  if (question.type !== 'group' || !Array.isArray(value)) return [];
  return (value as readonly GroupItem[]).flatMap((item, index) =>
    question.fields
      .filter((field) => field.required !== false && !isDefinitionAnswered(item[field.code]))
      .map(
        (field) => DEFINITION_ANSWER_MESSAGES.groupItem(question.label, index + 1) + field.label,
      ),
  );
}

/**
 * The labels of the asked, required questions of a step still unanswered (a question required
 * when a condition holds counts only then), and the required
 * fields left empty in the items of its lists.
 */
export function stepMissing(step: DefinitionStep, answers: Readonly<DefinitionAnswers>): string[] {
  return step.questions
    .filter((question) => isShown(question, answers))
    .flatMap((question) => {
      const value = answers[question.code];
      if (question.type === 'set')
        return isRequiredNow(question, answers) ? setMissing(question, value) : [];
      if (!isDefinitionAnswered(value))
        return isRequiredNow(question, answers) ? [question.label] : [];
      return itemsMissing(question, value);
    });
}

/** What each step still needs, by position (empty list: the step is filled). */
export function definitionMissing(
  definition: AssessmentDefinition,
  answers: Readonly<DefinitionAnswers>,
): Record<number, string[]> {
  return Object.fromEntries(
    definition.steps.map((step) => [step.position, stepMissing(step, answers)]),
  );
}
