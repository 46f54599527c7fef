// The dossier (and so the numbered versions and their comparison) of a kind written as a
// definition: every asked question of every step with its answer in words, then the scores per
// section and what to fix, each with its article.
import { formatDisplayDate, parseApiDate } from '../format/dates';
import type {
  DossierContent,
  DossierDocument,
  DossierRow,
  DossierSection,
} from '../assessments/assessment-dossier';
import { isShown } from './conditions';
import { DEFINITION_MESSAGES } from './definition-messages';
import type { DeclaredResult } from './definition-scoring';
import type {
  AnswerValue,
  AssessmentDefinition,
  DefinitionQuestion,
  GroupField,
  GroupItem,
  QuestionSetQuestion,
} from './definition-types';
import { completeSet } from './definition-answers';

const m = DEFINITION_MESSAGES;

/** One answer in words: Sim/Não, the options' labels, dd/MM/yyyy, the number, the text. */
export function definitionAnswerText(question: GroupField, value: AnswerValue | undefined) {
  if (value === null || value === undefined || value === '') return null;
  switch (question.type) {
    case 'yesNo':
      return value === 'yes' ? m.yes : value === 'no' ? m.no : String(value);
    case 'single':
      return question.options.find((o) => o.value === value)?.label ?? String(value);
    case 'multi':
      return (value as readonly string[])
        .map((v) => question.options.find((o) => o.value === v)?.label ?? v)
        .join('; ');
    case 'date': {
      const day = parseApiDate(String(value));
      return day ? formatDisplayDate(day) : String(value);
    }
    default:
      return String(value);
  }
}

/** A question set's items, each with its answer in words and its comment. */
function setRows(question: QuestionSetQuestion, value: AnswerValue | undefined): DossierRow[] {
  const answers = completeSet(question, value);
  return question.items.map((item) => {
    const { answer, comments } = answers[item.key]!;
    const label = `${question.missingPrefix ?? ''}${item.label}`;
    if (!answer) return { label, value: m.notAnswered, unanswered: true };
    const words = answer === 'yes' ? m.yes : m.no;
    return { label, value: comments.trim() ? `${words}. ${comments.trim()}` : words };
  });
}

function questionRows(question: DefinitionQuestion, value: AnswerValue | undefined): DossierRow[] {
  if (question.type === 'set') return setRows(question, value);
  if (question.type !== 'group') {
    const text = definitionAnswerText(question, value);
    return [
      text === null
        ? { label: question.label, value: m.notAnswered, unanswered: true }
        : { label: question.label, value: text },
    ];
  }
  const items = (value as readonly GroupItem[] | null | undefined) ?? [];
  if (!items.length) return [{ label: question.label, value: m.notAnswered, unanswered: true }];
  return items.map((item, index) => ({
    label: `${question.label}: ${m.item(index + 1)}`,
    value: question.fields
      .map((field) => `${field.label}: ${definitionAnswerText(field, item[field.code]) ?? '-'}`)
      .join('; '),
  }));
}

/** The answers, step by step, of the questions the answers asked. */
export function definitionAnswerSections(
  definition: AssessmentDefinition,
  content: Pick<DossierContent, 'answers' | 'observations'>,
): DossierSection[] {
  const answers = content.answers as Record<string, AnswerValue>;
  return definition.steps.map((step) => ({
    heading: `${step.position} - ${step.title}`,
    rows: step.questions
      .filter((question) => isShown(question, answers))
      .flatMap((question) => {
        const rows = questionRows(question, answers[question.code]);
        const note = content.observations[question.code];
        return note?.trim() ? [...rows.slice(0, -1), { ...rows.at(-1)!, note }] : rows;
      }),
  }));
}

/** Scores per section and overall, and what to fix with its article. */
export function definitionResultSection(result: DeclaredResult | null): DossierSection {
  if (!result) return { heading: m.summary, rows: [] };
  return {
    heading: m.summary,
    rows: [...result.sections, result.overall].map((section) => ({
      label: section.title,
      value: m.scoreText(section),
    })),
    lists: [
      {
        title: m.fixTitle,
        items: result.fixes.length
          ? result.fixes.map((fix) => m.fix(fix.text, fix.article))
          : [m.noFix],
      },
    ],
  };
}

export function definitionDossier(
  definition: AssessmentDefinition,
  input: DossierContent,
): Pick<DossierDocument, 'summary' | 'sections'> {
  const stored = input.results?.results ?? null;
  const custom = definition.custom;
  let summary: DossierSection;
  if (custom) {
    summary = stored && custom.dossier ? custom.dossier(stored) : { heading: m.summary, rows: [] };
  } else {
    summary = definitionResultSection(stored as DeclaredResult | null);
  }
  return {
    summary,
    sections: definitionAnswerSections(definition, input),
  };
}
