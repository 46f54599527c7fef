import { useEffect } from 'react';
import { useFormikContext } from 'formik';
import type { DateQuestion, TextQuestion } from '@dpohub/domain';
import { CheckboxField, DateField, TextField } from '@dpohub/shared-ui';
import type { RecordClient } from './definition-views';
import type { DefinitionFormValues } from './definition-values';
import { useClientName } from './use-client-name';
import styles from './RecordFields.module.css';

interface Props<Q> {
  question: Q;
  name: string;
  disabled: boolean;
}

/** A day with its 'none' box ('Contrato não assinado'): ticked, the day is emptied and locked. */
export function DayWithNone({ question, name, disabled }: Props<DateQuestion>) {
  const { values, setFieldValue } = useFormikContext<DefinitionFormValues>();
  const none = Boolean(values.none?.[question.code]);
  const day = values.answers[question.code];
  useEffect(() => {
    if (none && day) void setFieldValue(name, '');
  }, [none, day, name, setFieldValue]);
  return (
    <div className={styles.day}>
      <DateField
        name={name}
        label={question.label}
        hint={question.help}
        disabled={disabled || none}
      />
      <CheckboxField
        name={`none.${question.code}`}
        label={question.noneLabel}
        disabled={disabled}
      />
    </div>
  );
}

/** An answer the record gives (the contracting party is the client's name): read-only. */
export function RecordAnswer({
  question,
  name,
  client,
}: Props<TextQuestion> & { client: RecordClient }) {
  const clientName = useClientName(client.id, client.knownName);
  const { values, setFieldValue } = useFormikContext<DefinitionFormValues>();
  const value = values.answers[question.code];
  useEffect(() => {
    if (clientName && value !== clientName) void setFieldValue(name, clientName);
  }, [clientName, value, name, setFieldValue]);
  return <TextField name={name} label={question.label} readOnly disabled />;
}
