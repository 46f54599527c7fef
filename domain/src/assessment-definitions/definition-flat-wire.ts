// The spec's flat shape of a definition kind's calls and record (`FlatWire`): each answer a text
// property of its own, a multiple choice comma-joined, plus the answers derived from the others.
// Read into typed answers on the way in, written back on the way out; the screen, the server and
// the stored record of such a kind all speak it, so the spec's calls stay as they are.
import {
  joinChoiceList,
  normaliseExclusiveSelection,
  splitChoiceList,
} from '../assessments/exclusive-choices';
import type { QuestionDefinition, StepDefinition } from '../assessments/question-types';
import { apiToDisplayDate, displayToApiDate, isValidDisplayDate } from '../format/dates';
import { definitionAnswerQuestions, isRequiredNow, isShown } from './conditions';
import { answerProblems, completeSet } from './definition-answers';
import type {
  AssessmentDefinition,
  DefinitionAnswers,
  DefinitionQuestion,
  FlatWire,
  GroupField,
  QuestionSetQuestion,
  SetAnswer,
} from './definition-types';

export type FlatAnswers = Record<string, string | null>;

/** Longest text of a question set on the flat wire: 14 items with 2000-character comments fit. */
export const FLAT_SET_MAX_LENGTH = 60_000;

/**
 * The answer properties of the flat shape: one per question, then the answers kept outside the
 * steps, then the derived ones.
 */
export function flatWireFields(definition: AssessmentDefinition): string[] {
  return [
    ...definitionAnswerQuestions(definition).map((question) => question.code),
    ...(definition.wire?.derived?.fields ?? []),
  ];
}

/** The longest flat text of each field longer than the common limit (question sets). */
export function flatFieldMaxLengths(definition: AssessmentDefinition): Record<string, number> {
  return Object.fromEntries(
    definitionAnswerQuestions(definition)
      .filter((question) => question.type === 'set')
      .map((question) => [question.code, FLAT_SET_MAX_LENGTH]),
  );
}

/** The words of the 400 for a sent value that fits no answer of its question, without its code. */
export function flatInvalidMessage(
  definition: AssessmentDefinition,
  code: string,
  fallback: string,
): string {
  return (
    definitionAnswerQuestions(definition).find((q) => q.code === code)?.invalidMessage ?? fallback
  );
}

/**
 * A question set's JSON text as an object of the items it asks, in today's shape (keys the set
 * does not ask dropped, as the coded kind dropped them); null when the text is not a JSON object.
 * Its items are not checked: the server checks them (setOf), the screen reads what it stored.
 */
export function parseFlatSet(
  question: QuestionSetQuestion,
  raw: string,
  wire: FlatWire,
): Record<string, unknown> | null {
  if (!raw.trim()) return {};
  let source: unknown;
  try {
    source = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!source || typeof source !== 'object' || Array.isArray(source)) return null;
  const upgrade = wire.upgrade?.[question.code];
  const read = (upgrade ? upgrade(source as Record<string, unknown>) : source) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    question.items
      .filter((item) => read[item.key] !== undefined && read[item.key] !== null)
      .map((item) => [item.key, read[item.key]]),
  );
}

/** A question set sent as JSON text, checked; null when it does not read or an item does not fit. */
function setOf(question: QuestionSetQuestion, raw: string, wire: FlatWire): SetAnswer | null {
  const known = parseFlatSet(question, raw, wire);
  if (!known || answerProblems(question, known).length) return null;
  return completeSet(question, known);
}

/** One flat answer as typed, or null when the value does not fit its question. */
function typedOf(
  question: DefinitionQuestion,
  raw: unknown,
  wire: FlatWire,
): { value: unknown } | null {
  if (raw === null) return { value: null };
  // A selection given empty is the answer `none`, where the question has one (spec 3 section 3).
  const none = question.type === 'multi' && question.none !== undefined ? [question.none] : null;
  if (typeof raw !== 'string') return null;
  if (question.type === 'set') {
    const set = setOf(question, raw, wire);
    return set ? { value: set } : null;
  }
  if (raw === '') return { value: none };
  switch (question.type) {
    case 'date': {
      if (wire.dates !== 'display') return { value: raw };
      const day = raw.trim();
      if (!day) return { value: null };
      return isValidDisplayDate(day) ? { value: displayToApiDate(day) } : null;
    }
    case 'yesNo':
      return raw === 'yes' || raw === 'no' ? { value: raw } : null;
    case 'single':
      return question.options.some((option) => option.value === raw) ? { value: raw } : null;
    case 'multi': {
      // Spec 3 section 4: the exclusive options stand alone, whatever was sent with them.
      const selection = normaliseExclusiveSelection(
        splitChoiceList(raw),
        question.options.map((option) => option.value),
        question.exclusive ?? [],
      );
      return { value: selection.length ? selection : none };
    }
    default:
      return { value: raw };
  }
}

/**
 * The typed answers of the questions a flat object carries (absent ones are not sent), and the
 * codes of the values that fit no answer of their question (the server answers 'Valor inválido:
 * code'). Derived answers and unknown properties are not answers: the server derives the former
 * and ignores the latter.
 */
export function answersFromFlat(
  definition: AssessmentDefinition,
  flat: Readonly<Record<string, unknown>>,
): { answers: DefinitionAnswers; invalid: string[] } {
  const answers: Record<string, unknown> = {};
  const invalid: string[] = [];
  for (const question of definitionAnswerQuestions(definition)) {
    if (!(question.code in flat) || flat[question.code] === undefined) continue;
    // The record gives it (the client's name): a sent value is not an answer.
    if (question.type === 'text' && question.fromRecord) continue;
    const typed = typedOf(question, flat[question.code], definition.wire ?? {});
    if (typed) answers[question.code] = typed.value;
    else invalid.push(question.code);
  }
  return { answers: answers as DefinitionAnswers, invalid };
}

function flatOf(
  question: GroupField | QuestionSetQuestion,
  value: unknown,
  wire: FlatWire,
): string | null {
  if (value === null || value === undefined) return null;
  if (question.type === 'set') return JSON.stringify(completeSet(question, value));
  if (question.type === 'date' && wire.dates === 'display') return apiToDisplayDate(String(value));
  if (Array.isArray(value)) return value.length ? joinChoiceList(value as string[]) : null;
  return String(value);
}

/**
 * The flat object of typed answers: every question (null when unanswered; none the record gives),
 * then the derived.
 */
export function answersToFlat(
  definition: AssessmentDefinition,
  answers: Readonly<DefinitionAnswers>,
): FlatAnswers {
  const flat: FlatAnswers = {};
  const wire = definition.wire ?? {};
  for (const question of definitionAnswerQuestions(definition)) {
    if (question.type === 'group' || (question.type === 'text' && question.fromRecord)) continue;
    flat[question.code] = flatOf(question, answers[question.code], wire);
  }
  const derived = definition.wire?.derived;
  return derived ? { ...flat, ...derived.compute(flat) } : flat;
}

/**
 * The flat record after a save, from the stored one, the sent body and the typed answers the save
 * checked and merged: each answer as sent (or as stored when not sent), so that a text keeps what
 * was typed and an empty answer reads back '' as the spec's calls always had it; a list as the
 * typed answer made it (its exclusive options alone); the answer of a question no longer asked
 * emptied; then the derived answers.
 */
export function flatAfterSave(
  definition: AssessmentDefinition,
  stored: Readonly<Record<string, unknown>>,
  sent: Readonly<Record<string, unknown>>,
  answers: Readonly<DefinitionAnswers>,
): FlatAnswers {
  const flat: FlatAnswers = {};
  const wire = definition.wire ?? {};
  for (const question of definitionAnswerQuestions(definition)) {
    if (question.type === 'group' || (question.type === 'text' && question.fromRecord)) continue;
    const typed = flatOf(question, answers[question.code], wire);
    const raw = sent[question.code] !== undefined ? sent[question.code] : stored[question.code];
    // A set is written whole and clean, a dd/mm/yyyy day as read (an empty one as none).
    const rewritten =
      question.type === 'multi' ||
      question.type === 'set' ||
      (question.type === 'date' && wire.dates === 'display');
    const asSent = !rewritten && typeof raw === 'string' && (typed !== null || !raw.trim());
    flat[question.code] = asSent ? (raw as string) : typed;
  }
  const derived = definition.wire?.derived;
  return derived ? { ...flat, ...derived.compute(flat) } : flat;
}

/**
 * A question as the coded kinds' step descriptions read it (the dossier prints them so); its
 * conditions read the flat answers through their typed reading.
 */
function questionOf(definition: AssessmentDefinition, question: GroupField): QuestionDefinition {
  const typed = (flat: Readonly<Record<string, unknown>>) =>
    answersFromFlat(definition, flat).answers;
  const { shownWhen, requiredWhen } = question;
  const kind =
    question.type === 'multi'
      ? 'multi'
      : question.type === 'single'
        ? 'select'
        : question.type === 'yesNo'
          ? 'yesNo'
          : question.type === 'text' && question.multiline
            ? 'textarea'
            : 'text';
  return {
    field: question.code,
    kind,
    label: question.label,
    required: question.required !== false,
    ...('options' in question ? { options: question.options } : {}),
    ...(question.type === 'multi' && question.exclusive ? { exclusive: question.exclusive } : {}),
    ...(question.help ? { help: question.help } : {}),
    ...(question.hint ? { hint: question.hint } : {}),
    ...(shownWhen || requiredWhen
      ? {
          requiredWhen: (flat) => {
            const answers = typed(flat);
            return isShown(question, answers) && isRequiredNow(question, answers);
          },
        }
      : {}),
    ...(shownWhen ? { shownWhen: (flat) => isShown(question, typed(flat)) } : {}),
  };
}

/**
 * The steps of a flat kind as step descriptions with their questions, the identification first
 * (what the dossier, the versions and their comparison print, as for the coded kinds).
 */
export function flatQuestionSteps(definition: AssessmentDefinition): StepDefinition[] {
  return definition.steps.map((step) => ({
    position: step.position,
    title: step.title,
    questions: [
      ...(step.position === 1
        ? [
            {
              field: 'name',
              kind: 'text' as const,
              label: definition.nameLabel,
              required: true,
              ...(definition.nameHelp ? { help: definition.nameHelp } : {}),
            },
          ]
        : []),
      ...step.questions.flatMap((question) =>
        question.type === 'group' || question.type === 'set'
          ? []
          : [questionOf(definition, question)],
      ),
    ],
  }));
}
