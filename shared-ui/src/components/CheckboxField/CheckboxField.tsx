import type { ReactNode } from 'react';
import fieldStyles from '../form/Field.module.css';
import { useFormField } from '../form/use-form-field';
import styles from './CheckboxField.module.css';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  disabled?: boolean;
  /** Shows a switch instead of a box (e.g. 'Controle de Horas'). */
  variant?: 'checkbox' | 'switch';
}

/** A boolean field, as a box or a switch. */
export function CheckboxField({ name, label, disabled, variant = 'checkbox' }: CheckboxFieldProps) {
  const field = useFormField<boolean>(name);
  return (
    <div className={styles.wrapper}>
      <label className={`${fieldStyles.option} ${variant === 'switch' ? styles.switch : ''}`}>
        <input
          id={field.id}
          type="checkbox"
          name={name}
          role={variant === 'switch' ? 'switch' : undefined}
          checked={Boolean(field.value)}
          disabled={disabled}
          onChange={(event) => field.change(event.target.checked)}
          onBlur={field.blur}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.error ? field.errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {field.error ? (
        <span id={field.errorId} className={fieldStyles.error} role="alert">
          {field.error}
        </span>
      ) : null}
    </div>
  );
}
