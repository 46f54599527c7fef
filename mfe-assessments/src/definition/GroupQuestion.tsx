import { useFormikContext } from 'formik';
import { DEFINITION_MESSAGES, type RepeatingGroupQuestion } from '@dpohub/domain';
import { Button, FieldShell } from '@dpohub/shared-ui';
import { DefinitionQuestion } from './DefinitionQuestion';

import type { DefinitionFormValues, FormItem } from './definition-values';
import styles from './Definition.module.css';

interface Props {
  question: RepeatingGroupQuestion;
  name: string;
  disabled: boolean;
}

/** A list of items answering the same questions, added and removed by the user. */
export function GroupQuestion({ question, name, disabled }: Props) {
  const { values, setFieldValue } = useFormikContext<DefinitionFormValues>();
  const items = (values.answers[question.code] as FormItem[] | undefined) ?? [];
  const empty = () => Object.fromEntries(question.fields.map((field) => [field.code, '']));
  return (
    <FieldShell
      id={`${name}-group`}
      errorId={`${name}-group-error`}
      label={question.label}
      hint={question.help}
      asGroup
    >
      <ol className={styles.items}>
        {items.map((_item, index) => (
          <li key={index} className={styles.item}>
            <span className={styles.itemTitle}>{DEFINITION_MESSAGES.item(index + 1)}</span>
            <div className={styles.itemFields}>
              {question.fields.map((field) => (
                <DefinitionQuestion
                  key={field.code}
                  question={field}
                  name={`${name}.${index}.${field.code}`}
                  disabled={disabled}
                />
              ))}
            </div>
            {disabled ? null : (
              <Button
                variant="ghost"
                onClick={() =>
                  void setFieldValue(
                    name,
                    items.filter((_, other) => other !== index),
                  )
                }
                aria-label={DEFINITION_MESSAGES.removeItem(index + 1)}
              >
                {DEFINITION_MESSAGES.remove}
              </Button>
            )}
          </li>
        ))}
      </ol>
      {disabled || items.length >= question.maxItems ? null : (
        <Button variant="secondary" onClick={() => void setFieldValue(name, [...items, empty()])}>
          {question.addLabel}
        </Button>
      )}
    </FieldShell>
  );
}
