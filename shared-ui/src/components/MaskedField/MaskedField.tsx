import type { ReactNode } from 'react';
import type { FieldValidator } from 'formik';
import { FieldShell, inputAria } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';
import { useFormField } from '../form/use-form-field';

export interface MaskedFieldProps {
  name: string;
  label: ReactNode;
  /** Rewrites what is typed into the field's format (a mask from @dpohub/domain). */
  mask: (typed: string) => string;
  /** Completes the text on leaving the field (e.g. hours padded to their width). */
  onLeave?: (text: string) => string;
  /** Field-level rule, run when Formik validates. */
  validate?: FieldValidator;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
}

/** A text field kept in a fixed format as it is typed; the value is the formatted text. */
export function MaskedField({
  name,
  label,
  mask,
  onLeave,
  validate,
  placeholder,
  inputMode = 'numeric',
  required,
  disabled,
  hint,
  autoComplete,
}: MaskedFieldProps) {
  const field = useFormField<string>(name, validate);
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
        type="text"
        inputMode={inputMode}
        className={fieldStyles.input}
        value={field.value ?? ''}
        placeholder={placeholder}
        aria-required={required || undefined}
        disabled={disabled}
        autoComplete={autoComplete}
        onChange={(event) => field.change(mask(event.target.value))}
        onBlur={(event) => {
          if (onLeave) {
            const completed = onLeave(event.target.value);
            if (completed !== event.target.value) field.change(completed);
          }
          field.blur();
        }}
        {...inputAria(field.error, field.errorId)}
      />
    </FieldShell>
  );
}
