import { DEFAULT_INPUT_MAX_LENGTH } from '@dpohub/domain';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { FieldShell, inputAria } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';

export interface TextInputProps {
  /** The input's id (label and error are tied to it). */
  id: string;
  name: string;
  label: ReactNode;
  value: string;
  /** Shown under the field (the caller decides when: after blur or submit). */
  error?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'password' | 'search' | 'url'>;
  /** Default 2000 (spec 1 section 5). */
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  /** The keyboard a phone shows ('numeric' for a code of digits). */
  inputMode?: 'numeric' | 'text';
}

/**
 * A labelled text input with its error, bound to no form library: TextField binds it to Formik;
 * a form with a couple of fields (the sign-in) can hold its values itself and skip Formik.
 */
export function TextInput({
  id,
  name,
  label,
  value,
  error,
  onChange,
  onBlur,
  type = 'text',
  maxLength = DEFAULT_INPUT_MAX_LENGTH,
  placeholder,
  required,
  disabled,
  readOnly,
  hint,
  autoComplete,
  inputMode,
}: TextInputProps) {
  const errorId = `${id}-error`;
  return (
    <FieldShell
      id={id}
      errorId={errorId}
      label={label}
      error={error}
      hint={hint}
      required={required}
    >
      <input
        id={id}
        name={name}
        type={type}
        className={fieldStyles.input}
        value={value}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-required={required || undefined}
        disabled={disabled}
        readOnly={readOnly}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        {...inputAria(error, errorId)}
      />
    </FieldShell>
  );
}
