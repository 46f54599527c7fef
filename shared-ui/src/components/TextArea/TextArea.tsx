import { DEFAULT_INPUT_MAX_LENGTH } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { FieldShell, inputAria } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';
import { useFormField } from '../form/use-form-field';

export interface TextAreaProps {
  name: string;
  label: ReactNode;
  rows?: number;
  /** Default 2000 (spec 1 section 5). */
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

export function TextArea({
  name,
  label,
  rows = 4,
  maxLength = DEFAULT_INPUT_MAX_LENGTH,
  placeholder,
  required,
  disabled,
  hint,
}: TextAreaProps) {
  const field = useFormField<string>(name);
  return (
    <FieldShell
      id={field.id}
      errorId={field.errorId}
      label={label}
      error={field.error}
      hint={hint}
      required={required}
    >
      <textarea
        id={field.id}
        name={name}
        className={fieldStyles.input}
        rows={rows}
        value={field.value ?? ''}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={required || undefined}
        disabled={disabled}
        onChange={(event) => field.change(event.target.value)}
        onBlur={field.blur}
        {...inputAria(field.error, field.errorId)}
      />
    </FieldShell>
  );
}
