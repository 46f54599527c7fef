import { useState } from 'react';
import { ASSESSMENT_MESSAGES } from '@dpohub/domain';
import { ObservationToggle, TextArea, useFormField } from '@dpohub/shared-ui';
import styles from './Wizard.module.css';

/** An optional free-text observation under a question, added or removed by the user. */
export function StepObservation({ field, disabled }: { field: string; disabled: boolean }) {
  const name = `jsonCustomObsObj.${field}`;
  const binding = useFormField<string | undefined>(name);
  const [open, setOpen] = useState(Boolean(binding.value));
  if (disabled) {
    return binding.value ? (
      <p className={styles.observation}>
        <strong>{ASSESSMENT_MESSAGES.observation}:</strong> {binding.value}
      </p>
    ) : null;
  }
  return (
    <div className={styles.observation}>
      <ObservationToggle
        open={open}
        onToggle={(next) => {
          setOpen(next);
          if (!next) binding.change(undefined);
        }}
      >
        <TextArea name={name} label={ASSESSMENT_MESSAGES.observation} rows={3} />
      </ObservationToggle>
    </div>
  );
}
