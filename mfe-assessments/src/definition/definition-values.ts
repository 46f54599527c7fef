import {
  completeSet,
  daysOutOfOrder,
  definitionQuestions,
  displayToApiDate,
  formatDisplayDate,
  joinChoiceList,
  parseFlatSet,
  parseApiDate,
  splitChoiceList,
  type AnswerValue,
  type AssessmentDefinition,
  type DefinitionAnswers,
  type DefinitionQuestion,
  type GroupField,
  type GroupItem,
  type SetAnswer,
} from '@dpohub/domain';
import type { AssessmentRecordWire, AssessmentValues } from '../wizard/assessment-api';

/**
 * What a definition's answers are while typed on the screen: texts (a day as dd/MM/yyyy, a
 * number as typed, several choices comma-joined, as the wizard's choice question keeps them), a
 * group as a list of such items, a question set as its answer (every item's answer and comment).
 * They become typed answers only in the saved body.
 */
export type FormAnswer = string | FormItem[] | SetAnswer;
export type FormItem = Record<string, string>;

export interface DefinitionFormValues extends AssessmentValues {
  name: string;
  answers: Record<string, FormAnswer>;
  /** The days ticked as none ('Contrato não assinado'), by question code. */
  none: Record<string, boolean>;
}

const NUMBER = /^-?\d+([.,]\d+)?$/;

function fieldToForm(question: GroupField, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (question.type === 'multi') return joinChoiceList(value as string[]);
  if (question.type === 'date') {
    const day = parseApiDate(String(value));
    return day ? formatDisplayDate(day) : String(value);
  }
  if (question.type === 'number') return String(value).replace('.', ',');
  return String(value);
}

/** A typed value as sent: a day yyyy-MM-dd, a number, a list; what does not read is sent as typed, for the server to refuse in words. */
function fieldToAnswer(question: GroupField, text: string | undefined): AnswerValue {
  const value = (text ?? '').trim();
  if (!value) return null;
  if (question.type === 'multi') return splitChoiceList(value);
  if (question.type === 'date') return displayToApiDate(value) ?? value;
  if (question.type === 'number')
    return NUMBER.test(value) ? Number(value.replace(',', '.')) : value;
  return value;
}

function toForm(question: DefinitionQuestion, value: AnswerValue | undefined): FormAnswer {
  if (question.type === 'set') return completeSet(question, value);
  if (question.type !== 'group') return fieldToForm(question, value);
  return ((value as readonly GroupItem[] | null) ?? []).map((item) =>
    Object.fromEntries(question.fields.map((f) => [f.code, fieldToForm(f, item[f.code])])),
  );
}

/** The typed answers of what the screen holds (also what its conditions read). */
export function answersOfForm(
  definition: AssessmentDefinition,
  form: Readonly<Record<string, FormAnswer>>,
): DefinitionAnswers {
  const answers: DefinitionAnswers = {};
  for (const question of definitionQuestions(definition)) {
    const value = form[question.code];
    if (question.type === 'set') {
      answers[question.code] = completeSet(question, value);
    } else if (question.type === 'group') {
      const items = ((value as FormItem[] | undefined) ?? []).map(
        (item) =>
          Object.fromEntries(
            question.fields.map((f) => [f.code, fieldToAnswer(f, item[f.code])]),
          ) as GroupItem,
      );
      answers[question.code] = items.length ? items : null;
    } else {
      answers[question.code] = fieldToAnswer(question, value as string | undefined);
    }
  }
  return answers;
}

/** The days asked with a 'none' box ('Contrato não assinado'). */
const daysWithNone = (definition: AssessmentDefinition) =>
  definitionQuestions(definition).filter((q) => q.type === 'date' && q.noneLabel);

/** The form's answers with the days ticked as none emptied. */
function formAnswersOf(form: DefinitionFormValues): Record<string, FormAnswer> {
  const none = Object.entries(form.none ?? {}).filter(([, ticked]) => ticked);
  return { ...form.answers, ...Object.fromEntries(none.map(([code]) => [code, ''])) };
}

/**
 * A warning that stops the save, nothing being sent (spec 3 section 5): a day before the one it
 * may not precede.
 */
export function definitionBeforeSave(
  definition: AssessmentDefinition,
  values: AssessmentValues,
): string | null {
  const answers = answersOfForm(definition, formAnswersOf(values as DefinitionFormValues));
  return daysOutOfOrder(definition, answers)[0] ?? null;
}

export function emptyDefinitionValues(definition: AssessmentDefinition): DefinitionFormValues {
  return {
    name: '',
    answers: Object.fromEntries(
      definitionQuestions(definition).map((q) => [q.code, toForm(q, q.default ?? null)]),
    ),
    none: Object.fromEntries(daysWithNone(definition).map((q) => [q.code, false])),
    jsonCustomObsObj: {},
  };
}

/**
 * The answers of a flat record as typed (the server keeps them valid): lists split, a set read
 * from its JSON text in today's shape, a dd/mm/yyyy day as yyyy-MM-dd; an answer the record gives
 * as it sends it.
 */
function flatAnswersOf(
  definition: AssessmentDefinition,
  record: AssessmentRecordWire,
): DefinitionAnswers {
  const wire = definition.wire ?? {};
  return Object.fromEntries(
    definitionQuestions(definition).map((q) => {
      const value = record[q.code];
      if (typeof value !== 'string') return [q.code, null];
      if (q.type === 'multi') return [q.code, splitChoiceList(value)];
      if (q.type === 'set') return [q.code, completeSet(q, parseFlatSet(q, value, wire) ?? {})];
      if (q.type === 'date' && wire.dates === 'display') return [q.code, displayToApiDate(value)];
      return [q.code, value];
    }),
  );
}

/** The observations of a record: jsonCustomObsObj, or jsonCustomObs parsed (spec 3 section 3). */
function observationsOf(record: AssessmentRecordWire): Record<string, string> {
  if (record.jsonCustomObsObj) return record.jsonCustomObsObj as Record<string, string>;
  try {
    return record.jsonCustomObs ? JSON.parse(record.jsonCustomObs) : {};
  } catch {
    return {};
  }
}

export function definitionValuesOf(
  definition: AssessmentDefinition,
  record: AssessmentRecordWire,
): DefinitionFormValues {
  // A kind with the spec's flat wire has its answers beside the record's fields, lists
  // comma-joined (the server keeps them valid).
  const stored = definition.wire
    ? flatAnswersOf(definition, record)
    : ((record.answers ?? {}) as DefinitionAnswers);
  return {
    name: typeof record.name === 'string' ? record.name : '',
    answers: Object.fromEntries(
      definitionQuestions(definition).map((q) => [q.code, toForm(q, stored[q.code])]),
    ),
    // A saved record opens with the box ticked where its day is empty.
    none: Object.fromEntries(daysWithNone(definition).map((q) => [q.code, !stored[q.code]])),
    jsonCustomObsObj: observationsOf(record),
  };
}

/** The flat body's answers: each a text as typed, a set as JSON text; none the record gives. */
function flatBodyOf(definition: AssessmentDefinition, form: DefinitionFormValues) {
  const answers = formAnswersOf(form);
  return Object.fromEntries(
    definitionQuestions(definition).flatMap((q) => {
      if (q.type === 'text' && q.fromRecord) return [];
      const value = answers[q.code];
      return [[q.code, q.type === 'set' ? JSON.stringify(completeSet(q, value)) : value]];
    }),
  );
}

/** The tab/salvar body (id and clientId are added by the wizard). */
export function definitionBodyOf(definition: AssessmentDefinition, values: AssessmentValues) {
  const form = values as DefinitionFormValues;
  if (definition.wire) {
    // Spec 3 section 7: the full answer object, each answer a text, plus jsonCustomObs.
    return {
      name: form.name,
      ...flatBodyOf(definition, form),
      ...(definition.withoutObservations
        ? {}
        : { jsonCustomObs: JSON.stringify(form.jsonCustomObsObj ?? {}) }),
    };
  }
  return {
    name: form.name,
    answers: answersOfForm(definition, formAnswersOf(form)),
    jsonCustomObsObj: form.jsonCustomObsObj ?? {},
  };
}
