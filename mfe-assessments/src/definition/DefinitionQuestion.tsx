import type { DefinitionQuestion as Question, GroupField } from '@dpohub/domain';
import { DateField, TextField } from '@dpohub/shared-ui';
import { QuestionField } from '../wizard/QuestionField';
import { GroupQuestion } from './GroupQuestion';

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
      return <GroupQuestion question={question} name={name} disabled={disabled} />;
    case 'date':
      return (
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
