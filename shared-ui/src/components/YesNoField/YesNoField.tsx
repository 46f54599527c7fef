import { MESSAGES } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { FieldShell } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';
import { useFormField } from '../form/use-form-field';

export interface YesNoFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

/** Sim / Não radio group; the value is a boolean, or null while unanswered. */
export function YesNoField({ name, label, required, disabled, hint }: YesNoFieldProps) {
  const field = useFormField<boolean | null>(name);
  const options = [
    { value: true, label: MESSAGES.yes },
    { value: false, label: MESSAGES.no },
  ];
  return (
    <FieldShell
      id={field.id}
      errorId={field.errorId}
      label={label}
      error={field.error}
      hint={hint}
      required={required}
      asGroup
    >
      <div className={fieldStyles.options}>
        {options.map((option) => (
          <label key={String(option.value)} className={fieldStyles.option}>
            <input
              type="radio"
              name={`${field.id}-${name}`}
              checked={field.value === option.value}
              disabled={disabled}
              onChange={() => field.change(option.value)}
              onBlur={field.blur}
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldShell>
  );
}
