import { moneyInputOnBlur, sanitizeMoneyTyping } from '@dpohub/domain';
import { FieldShell, useFormField } from '@dpohub/shared-ui';
import styles from './StaffForm.module.css';

export interface ValorFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
  /** Called when the user types: the value is no longer calculated (spec 2 section 2.4). */
  onTyped: () => void;
}

/**
 * Valor of the staff form (spec 2 section 2.4): R$ prefix, anything but digits and the comma
 * dropped while typing, two decimals with a comma on leaving the field. The value is the text.
 */
export function ValorField({ name, label, disabled, onTyped }: ValorFieldProps) {
  const field = useFormField<string>(name);
  return (
    <FieldShell id={field.id} errorId={field.errorId} label={label} error={field.error}>
      <div className={styles.prefixed}>
        <span className={styles.prefix} aria-hidden="true">
          R$
        </span>
        <input
          id={field.id}
          name={name}
          type="text"
          inputMode="decimal"
          className={styles.prefixedInput}
          value={field.value ?? ''}
          placeholder="0,00"
          disabled={disabled}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? field.errorId : undefined}
          onChange={(event) => {
            onTyped();
            field.change(sanitizeMoneyTyping(event.target.value));
          }}
          onBlur={(event) => {
            field.change(moneyInputOnBlur(event.target.value));
            field.blur();
          }}
        />
      </div>
    </FieldShell>
  );
}
