import type { ReactNode } from 'react';
import { inputAria } from '../form/FieldShell';
import { useSettledError } from '../form/use-settled-error';
import fieldStyles from '../form/Field.module.css';
import styles from './CheckboxField.module.css';

export interface CheckboxInputProps {
  /** The input's id (its error is tied to it). */
  id: string;
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** Shown under the box (the caller decides when: after blur or submit). */
  error?: string;
  disabled?: boolean;
  /** Shows a switch instead of a box (e.g. 'Controle de Horas'). */
  variant?: 'checkbox' | 'switch';
}

/**
 * A boolean as a box or a switch, with its error, bound to no form library: CheckboxField binds
 * it to Formik; a small form (the lead registration) can hold its values itself and skip Formik.
 */
export function CheckboxInput({
  id,
  name,
  label,
  checked,
  onChange,
  onBlur,
  error: latestError,
  disabled,
  variant = 'checkbox',
}: CheckboxInputProps) {
  const errorId = `${id}-error`;
  const error = useSettledError(latestError);
  return (
    <div className={styles.wrapper}>
      <label className={`${fieldStyles.option} ${variant === 'switch' ? styles.switch : ''}`}>
        <input
          id={id}
          type="checkbox"
          name={name}
          role={variant === 'switch' ? 'switch' : undefined}
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          {...inputAria(error, errorId)}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <span id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
