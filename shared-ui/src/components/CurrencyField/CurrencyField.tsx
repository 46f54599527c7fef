import { formatDecimalBR, onlyDigits } from '@dpohub/domain';
import type { ReactNode } from 'react';
import { FieldShell, inputAria } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';
import { useFormField } from '../form/use-form-field';

export interface CurrencyFieldProps {
  name: string;
  label: ReactNode;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

/**
 * Brazilian reais: digits typed are read as cents and shown with two decimals, 'R$ 1.234,56'
 * (spec 1 section 5); the value is the number (1234.56), null when empty.
 */
export function CurrencyField({ name, label, required, disabled, hint }: CurrencyFieldProps) {
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
      <div className={fieldStyles.prefixed}>
        <span className={fieldStyles.prefix} aria-hidden="true">
          R$
        </span>
        <input
          id={field.id}
          name={name}
          type="text"
          inputMode="numeric"
          className={fieldStyles.input}
          value={
            field.value === null || field.value === undefined ? '' : formatDecimalBR(field.value)
          }
          placeholder="0,00"
          aria-required={required || undefined}
          disabled={disabled}
          onChange={(event) => {
            const cents = onlyDigits(event.target.value);
            field.change(cents === '' ? null : Number(cents) / 100);
          }}
          onBlur={field.blur}
          {...inputAria(field.error, field.errorId)}
        />
      </div>
    </FieldShell>
  );
}
