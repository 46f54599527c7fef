import { Suspense } from 'react';
import {
  definitionQuestions,
  type AssessmentDefinition,
  type DefinitionQuestion as Question,
  type GroupField,
} from '@dpohub/domain';
import { TextField, preloadableLazy } from '@dpohub/shared-ui';
import { QuestionField } from '../wizard/QuestionField';

// A list of items and a day load with the first definition that asks one: a questionnaire of
// yes/no, choices and texts (the new project) does not carry them (page budget).
const GroupQuestion = preloadableLazy(() => import('./GroupQuestion').then((m) => m.GroupQuestion));
const DateField = preloadableLazy(() =>
  import('./DefinitionDateField').then((m) => m.DefinitionDateField),
);

/** Starts loading the views the definition's questions need, before its steps are drawn. */
export function preloadQuestionViews(definition: AssessmentDefinition): void {
  const types = new Set(
    definitionQuestions(definition).flatMap((q) =>
      q.type === 'group' ? ['group', ...q.fields.map((f) => f.type)] : [q.type],
    ),
  );
  if (types.has('group')) void GroupQuestion.preload();
  if (types.has('date')) void DateField.preload();
}

interface Props {
  question: Question;
  /** The field's name in the form: `answers.code`, or `answers.group.0.code` in a group. */
  name: string;
  disabled: boolean;
}

const numberText = (text: string) => text.replace(/[^\d,-]/g, '');

/** One question of a definition: the wizard's own fields, plus the day, the number and the group. */
export function DefinitionQuestion({ question, name, disabled }: Props) {
  switch (question.type) {
    case 'group':
      return (
        <Suspense fallback={null}>
          <GroupQuestion question={question} name={name} disabled={disabled} />
        </Suspense>
      );
    case 'date':
      return (
        <Suspense fallback={null}>
          <DateField name={name} label={question.label} hint={question.help} disabled={disabled} />
        </Suspense>
      );
    case 'number':
      return (
        <TextField
          name={name}
          label={question.label}
          hint={question.help}
          disabled={disabled}
          filter={numberText}
          maxLength={16}
        />
      );
    default:
      return <QuestionField question={asWizardQuestion(question, name)} disabled={disabled} />;
  }
}

/** The wizard's description of a plain question (yes/no, choices, text). */
function asWizardQuestion(
  question: Exclude<GroupField, { type: 'date' | 'number' }>,
  name: string,
) {
  const base = { field: name, label: question.label, help: question.help, required: false };
  switch (question.type) {
    case 'yesNo':
      return { ...base, kind: 'yesNo' as const };
    case 'single':
      return { ...base, kind: 'select' as const, options: question.options };
    case 'multi':
      return {
        ...base,
        kind: 'multi' as const,
        options: question.options,
        exclusive: question.exclusive,
      };
    default:
      return { ...base, kind: question.multiline ? ('textarea' as const) : ('text' as const) };
  }
}
