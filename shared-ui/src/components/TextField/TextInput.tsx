import { DEFAULT_INPUT_MAX_LENGTH } from '@dpohub/domain';
import { useState } from 'react';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { LABELS } from '../../labels';
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
  /** Takes the focus when the field appears (the first field of a page's only form). */
  autoFocus?: boolean;
}

/**
 * A labelled text input with its error, bound to no form library: TextField binds it to Formik;
 * a form with a couple of fields (the sign-in) can hold its values itself and skip Formik.
 * A password field has a button that shows and hides what was typed (platform m26).
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
  autoFocus,
}: TextInputProps) {
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  const input = (
    <input
      id={id}
      name={name}
      type={type === 'password' && revealed ? 'text' : type}
      className={fieldStyles.input}
      value={value}
      maxLength={maxLength}
      placeholder={placeholder}
      aria-required={required || undefined}
      disabled={disabled}
      readOnly={readOnly}
      autoComplete={autoComplete}
      inputMode={inputMode}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      {...inputAria(error, errorId)}
    />
  );
  return (
    <FieldShell
      id={id}
      errorId={errorId}
      label={label}
      error={error}
      hint={hint}
      required={required}
    >
      {type === 'password' ? (
        <div className={fieldStyles.revealable}>
          {input}
          {/* The name says what a press does, so it changes with the state and no aria-pressed
              is added beside it (WAI-ARIA APG: a toggle's name must not change). */}
          <button
            type="button"
            className={fieldStyles.reveal}
            aria-label={revealed ? LABELS.hidePassword : LABELS.showPassword}
            aria-controls={id}
            disabled={disabled}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <EyeIcon crossed={revealed} />
          </button>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

/** An eye, crossed out while the password shows (the press hides it); drawn by Field.module.css. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <line x1="3" y1="3" x2="21" y2="21" /> : null}
    </svg>
  );
}
