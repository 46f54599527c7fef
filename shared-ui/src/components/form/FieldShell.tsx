import type { ReactNode } from 'react';
import styles from './Field.module.css';
import { useSettledError } from './use-settled-error';

export interface FieldShellProps {
  id: string;
  errorId: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Label for a group of controls (radio groups, several files) instead of one input. */
  asGroup?: boolean;
  children: ReactNode;
}

/** Label above, control, error text under the field. */
export function FieldShell({
  id,
  errorId,
  label,
  error: latestError,
  hint,
  required,
  asGroup,
  children,
}: FieldShellProps) {
  const error = useSettledError(latestError);
  const labelContent = (
    <>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </>
  );
  const feedback = (
    <>
      {hint ? <span className={styles.hint}>{hint}</span> : null}
      {error ? (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
  if (asGroup) {
    return (
      <fieldset
        className={`${styles.field} ${styles.group}`}
        aria-describedby={error ? errorId : undefined}
      >
        <legend className={styles.label}>{labelContent}</legend>
        {children}
        {feedback}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {labelContent}
      </label>
      {children}
      {feedback}
    </div>
  );
}

/** Props every input of a FieldShell carries. */
export function inputAria(error: string | undefined, errorId: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
}
