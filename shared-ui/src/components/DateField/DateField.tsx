import { MESSAGES, isValidDisplayDate } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { IMaskInput } from 'react-imask';
import { FieldShell, inputAria } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';
import { useFormField } from '../form/use-form-field';

export interface DateFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /**
   * Whether the field words an impossible day itself ('Formato de data inválida'); false when
   * the form's schema has its own message for it (the export period's 'Período inválido!').
   */
  checkDay?: boolean;
}

// An empty date is the schema's business (required or not); a typed one must be a real day.
function validateDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  return isValidDisplayDate(value) ? undefined : MESSAGES.invalidDate;
}

/** dd/MM/yyyy; the value is the display text (send it with displayToApiDate). */
export function DateField({
  name,
  label,
  required,
  disabled,
  hint,
  checkDay = true,
}: DateFieldProps) {
  const field = useFormField<string>(name, checkDay ? validateDate : undefined);
  return (
    <FieldShell
      id={field.id}
      errorId={field.errorId}
      label={label}
      error={field.error}
      hint={hint}
      required={required}
    >
      <IMaskInput
        id={field.id}
        name={name}
        mask="00/00/0000"
        inputMode="numeric"
        placeholder="dd/mm/aaaa"
        className={fieldStyles.input}
        value={field.value ?? ''}
        aria-required={required || undefined}
        disabled={disabled}
        onAccept={(value: string) => {
          if (value !== (field.value ?? '')) field.change(value);
        }}
        onBlur={field.blur}
        {...inputAria(field.error, field.errorId)}
      />
    </FieldShell>
  );
}
