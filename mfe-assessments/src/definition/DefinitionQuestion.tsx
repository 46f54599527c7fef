import type { DefinitionQuestion as Question, GroupField } from '@dpohub/domain';
import { DateField, TextField } from '@dpohub/shared-ui';
import { QuestionField } from '../wizard/QuestionField';
import { GroupQuestion } from './GroupQuestion';
import {
  missingView,
  useDefinitionViews,
  type RecordClient,
  type StepSubheading,
} from './definition-views';

interface Props {
  question: Question;
  /** The field's name in the form: `answers.code`, or `answers.group.0.code` in a group. */
  name: string;
  disabled: boolean;
  /** The level of a set's headings (one below the step's). */
  subheading?: StepSubheading;
  /** The record's client, for an answer the record gives. */
  client?: RecordClient;
}

const numberText = (text: string) => text.replace(/[^\d,-]/g, '');

/** One question of a definition: the wizard's own fields, plus the day, the number, the group and the set. */
export function DefinitionQuestion({ question, name, disabled, subheading, client }: Props) {
  // What few kinds ask is drawn by the views their page passes (DefinitionPage checks them).
  const { QuestionSet, DayWithNone, RecordAnswer } = useDefinitionViews();
  switch (question.type) {
    case 'group':
      return <GroupQuestion question={question} name={name} disabled={disabled} />;
    case 'set':
      if (!QuestionSet) throw missingView('QuestionSet');
      return (
        <QuestionSet
          question={question}
          name={name}
          disabled={disabled}
          subheading={subheading ?? 'h3'}
        />
      );
    case 'date':
      if (question.noneLabel && !DayWithNone) throw missingView('DayWithNone');
      return question.noneLabel && DayWithNone ? (
        <DayWithNone question={question} name={name} disabled={disabled} />
      ) : (
        <DateField name={name} label={question.label} hint={question.help} disabled={disabled} />
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
    case 'text':
      if (question.fromRecord) {
        if (!RecordAnswer) throw missingView('RecordAnswer');
        const of = client ?? { id: null, knownName: null };
        return <RecordAnswer question={question} name={name} disabled client={of} />;
      }
      return <QuestionField question={asWizardQuestion(question, name)} disabled={disabled} />;
    default:
      return <QuestionField question={asWizardQuestion(question, name)} disabled={disabled} />;
  }
}

/** The wizard's description of a plain question (yes/no, choices, text). */
function asWizardQuestion(
  question: Exclude<GroupField, { type: 'date' | 'number' }>,
  name: string,
) {
  const base = {
    field: name,
    label: question.label,
    help: question.help,
    hint: question.hint,
    required: false,
  };
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
        // The answer of an empty selection (never drawn) gives way to any option ticked.
        exclusive:
          question.none === undefined
            ? question.exclusive
            : [...(question.exclusive ?? []), question.none],
      };
    default:
      return { ...base, kind: question.multiline ? ('textarea' as const) : ('text' as const) };
  }
}
