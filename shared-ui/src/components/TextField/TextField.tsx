import { DEFAULT_INPUT_MAX_LENGTH } from '@dpohub/domain';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { FieldShell, inputAria } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';
import { useFormField } from '../form/use-form-field';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'password' | 'search' | 'url'>;
  /** Default 2000 (spec 1 section 5). */
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  /** Rewrites what is typed before it is stored (e.g. letters and spaces only). */
  filter?: (text: string) => string;
}

export function TextField({
  name,
  label,
  type = 'text',
  maxLength = DEFAULT_INPUT_MAX_LENGTH,
  placeholder,
  required,
  disabled,
  readOnly,
  hint,
  autoComplete,
  filter,
}: TextFieldProps) {
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
      <input
        id={field.id}
        name={name}
        type={type}
        className={fieldStyles.input}
        value={field.value ?? ''}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={required || undefined}
        disabled={disabled}
        readOnly={readOnly}
        autoComplete={autoComplete}
        onChange={(event) => field.change(filter ? filter(event.target.value) : event.target.value)}
        onBlur={field.blur}
        {...inputAria(field.error, field.errorId)}
      />
    </FieldShell>
  );
}
