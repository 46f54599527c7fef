import {
  MESSAGES,
  TEXTAREA_ROWS,
  joinChoiceList,
  splitChoiceList,
  toggleExclusiveChoice,
  type QuestionDefinition,
} from '@dpohub/domain';
import { FieldShell, SelectField, TextArea, TextField, useFormField } from '@dpohub/shared-ui';
import styles from './Wizard.module.css';

interface Props {
  question: QuestionDefinition;
  disabled: boolean;
}

/** Sim / Não stored as 'yes' / 'no' (spec 3 section 9). */
function YesNoQuestion({ question, disabled }: Props) {
  const field = useFormField<string>(question.field);
  return (
    <FieldShell
      id={field.id}
      errorId={field.errorId}
      label={question.label}
      hint={question.help}
      asGroup
    >
      <div className={styles.options}>
        {(
          [
            ['yes', MESSAGES.yes],
            ['no', MESSAGES.no],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              name={`${field.id}-${question.field}`}
              value={value}
              checked={field.value === value}
              disabled={disabled}
              onChange={() => field.change(value)}
            />
            {label}
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

/** Several choices stored comma-joined, with the exclusive options of spec 3 section 4. */
function ChoiceQuestion({ question, disabled }: Props) {
  const field = useFormField<string>(question.field);
  const selected = splitChoiceList(field.value);
  return (
    <FieldShell id={field.id} errorId={field.errorId} label={question.label} asGroup>
      <div className={styles.choices}>
        {question.options?.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type="checkbox"
              checked={selected.includes(option.value)}
              disabled={disabled}
              onChange={() =>
                field.change(
                  joinChoiceList(
                    toggleExclusiveChoice(selected, option.value, question.exclusive ?? []),
                  ),
                )
              }
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldShell>
  );
}

/** One question of a step, by its kind. */
export function QuestionField({ question, disabled }: Props) {
  switch (question.kind) {
    case 'yesNo':
      return <YesNoQuestion question={question} disabled={disabled} />;
    case 'multi':
      return <ChoiceQuestion question={question} disabled={disabled} />;
    case 'select':
      return (
        <SelectField
          name={question.field}
          label={question.label}
          options={[...(question.options ?? [])]}
          hint={question.help}
          disabled={disabled}
        />
      );
    case 'textarea':
      return (
        <TextArea
          name={question.field}
          label={question.label}
          rows={TEXTAREA_ROWS.default}
          hint={question.help ?? question.hint}
          disabled={disabled}
        />
      );
    default:
      return (
        <TextField
          name={question.field}
          label={question.label}
          hint={question.help}
          disabled={disabled}
        />
      );
  }
}
