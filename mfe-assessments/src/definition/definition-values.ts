import {
  definitionQuestions,
  displayToApiDate,
  formatDisplayDate,
  joinChoiceList,
  parseApiDate,
  splitChoiceList,
  type AnswerValue,
  type AssessmentDefinition,
  type DefinitionAnswers,
  type DefinitionQuestion,
  type GroupField,
  type GroupItem,
} from '@dpohub/domain';
import type { AssessmentRecordWire, AssessmentValues } from '../wizard/assessment-api';

/**
 * What a definition's answers are while typed on the screen: texts (a day as dd/MM/yyyy, a
 * number as typed, several choices comma-joined, as the wizard's choice question keeps them) and
 * a group as a list of such items. They become typed answers only in the saved body.
 */
export type FormAnswer = string | FormItem[];
export type FormItem = Record<string, string>;

export interface DefinitionFormValues extends AssessmentValues {
  name: string;
  answers: Record<string, FormAnswer>;
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
    if (question.type === 'group') {
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

export function emptyDefinitionValues(definition: AssessmentDefinition): DefinitionFormValues {
  return {
    name: '',
    answers: Object.fromEntries(
      definitionQuestions(definition).map((q) => [q.code, toForm(q, q.default ?? null)]),
    ),
    jsonCustomObsObj: {},
  };
}

function flatAnswersOf(
  definition: AssessmentDefinition,
  record: AssessmentRecordWire,
): DefinitionAnswers {
  return Object.fromEntries(
    definitionQuestions(definition).map((q) => {
      const value = record[q.code];
      if (typeof value !== 'string') return [q.code, null];
      return [q.code, q.type === 'multi' ? splitChoiceList(value) : value];
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
    jsonCustomObsObj: observationsOf(record),
  };
}

/** The tab/salvar body (id and clientId are added by the wizard). */
export function definitionBodyOf(definition: AssessmentDefinition, values: AssessmentValues) {
  const form = values as DefinitionFormValues;
  if (definition.wire) {
    // Spec 3 section 7: the full answer object, each answer a text, plus jsonCustomObs.
    return {
      name: form.name,
      ...form.answers,
      jsonCustomObs: JSON.stringify(form.jsonCustomObsObj ?? {}),
    };
  }
  return {
    name: form.name,
    answers: answersOfForm(definition, form.answers),
    jsonCustomObsObj: form.jsonCustomObsObj ?? {},
  };
}
