import type { ReactNode } from 'react';
import { FieldShell, inputAria } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';
import { useFormField } from '../form/use-form-field';

export interface NumberFieldProps {
  name: string;
  label: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  placeholder?: string;
}

/** A number; empty is null. */
export function NumberField({
  name,
  label,
  min,
  max,
  step,
  required,
  disabled,
  hint,
  placeholder,
}: NumberFieldProps) {
  const field = useFormField<number | null>(name);
  return (
    <FieldShell
      id={field.id}
      errorId={field.errorId}
      label={label}
      error={field.error}
      hint={hint}
      required={required}
    >
      <input
        id={field.id}
        name={name}
        type="number"
        inputMode="decimal"
        className={fieldStyles.input}
        value={field.value ?? ''}
        min={min}
        max={max}
        step={step}
        aria-required={required || undefined}
        disabled={disabled}
        placeholder={placeholder}
        onChange={(event) =>
          field.change(event.target.value === '' ? null : event.target.valueAsNumber)
        }
        onBlur={field.blur}
        {...inputAria(field.error, field.errorId)}
      />
    </FieldShell>
  );
}
