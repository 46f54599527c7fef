import { useFormikContext } from 'formik';
import { DEFINITION_MESSAGES, type GroupField, type RepeatingGroupQuestion } from '@dpohub/domain';
import { Button, FieldShell } from '@dpohub/shared-ui';
import { DefinitionQuestion } from './DefinitionQuestion';

import type { DefinitionFormValues, FormItem } from './definition-values';
import styles from './Definition.module.css';

interface Props {
  question: RepeatingGroupQuestion;
  name: string;
  disabled: boolean;
}

/** Consecutive fields of the same part, drawn together under its heading (none: no heading). */
function itemParts(fields: readonly GroupField[]) {
  const parts: { part: string | undefined; fields: GroupField[] }[] = [];
  for (const field of fields) {
    const last = parts.at(-1);
    if (last && last.part === field.part) last.fields.push(field);
    else parts.push({ part: field.part, fields: [field] });
  }
  return parts;
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
            {itemParts(question.fields).map(({ part, fields }) => {
              const drawn = (
                <div className={styles.itemFields}>
                  {fields.map((field) => (
                    <DefinitionQuestion
                      key={field.code}
                      question={field}
                      name={`${name}.${index}.${field.code}`}
                      disabled={disabled}
                    />
                  ))}
                </div>
              );
              return part ? (
                <fieldset key={fields[0]!.code} className={styles.itemPart}>
                  <legend>{part}</legend>
                  {drawn}
                </fieldset>
              ) : (
                <div key={fields[0]!.code}>{drawn}</div>
              );
            })}
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
