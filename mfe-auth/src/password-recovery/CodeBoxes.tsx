import { useFormikContext } from 'formik';
import { useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { VERIFICATION_CODE_FIELDS, VERIFICATION_CODE_LENGTH } from '@dpohub/domain';
import type { VerificationCodeForm } from '@dpohub/domain';
import { codeDigits } from './code-boxes';
import styles from './CodeBoxes.module.css';

type CodeField = (typeof VERIFICATION_CODE_FIELDS)[number];

interface CodeBoxesProps {
  legend: string;
  /** Accessible name of one box, given its 1-based position. */
  boxLabel: (position: number) => string;
}

/**
 * The single-character boxes of the verification code: typing advances to the next box,
 * Backspace on an empty box goes back, and pasting a whole code into any box fills them all.
 */
export function CodeBoxes({ legend, boxLabel }: CodeBoxesProps) {
  const length = VERIFICATION_CODE_LENGTH;
  const { values, errors, touched, setFieldValue, setFieldTouched, setValues } =
    useFormikContext<VerificationCodeForm>();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const names = VERIFICATION_CODE_FIELDS;
  const focusBox = (index: number) =>
    boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  // One update for all the digits: several setFieldValue calls in a row would each validate
  // against the values of the same render and leave stale errors behind.
  const fill = (start: number, digits: string[]) => {
    const next = { ...values };
    digits.forEach((digit, offset) => {
      const name = names[start + offset];
      if (name) next[name] = digit;
    });
    void setValues(next, true);
    focusBox(start + digits.length);
  };

  const onChange = (index: number, name: CodeField, text: string) => {
    const digits = codeDigits(text);
    if (digits.length === 0) {
      void setFieldValue(name, '', true);
      return;
    }
    // A box already holding a digit receives the next keystroke beside it: keep the new one.
    const previous = values[name];
    const typed =
      previous && digits.length === 2
        ? [(text.startsWith(previous) ? digits[1] : digits[0]) as string]
        : digits;
    fill(typed.length > 1 ? 0 : index, typed);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = codeDigits(event.clipboardData.getData('text'));
    if (digits.length <= 1) return;
    event.preventDefault();
    fill(0, digits);
  };

  const onKeyDown = (index: number, name: CodeField, event: KeyboardEvent<HTMLInputElement>) => {
    const previousName = names[index - 1];
    if (event.key === 'Backspace' && !values[name] && previousName) {
      event.preventDefault();
      void setFieldValue(previousName, '', true);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const firstError = names.map((name) => (touched[name] ? errors[name] : undefined)).find(Boolean);
  const errorId = 'verification-code-error';

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.boxes}>
        {names.map((name, index) => (
          <input
            key={name}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className={styles.box}
            name={name}
            id={name}
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={length}
            aria-label={boxLabel(index + 1)}
            aria-invalid={Boolean(touched[name] && errors[name])}
            aria-describedby={firstError ? errorId : undefined}
            value={values[name] ?? ''}
            onChange={(event) => onChange(index, name, event.target.value)}
            onPaste={onPaste}
            onKeyDown={(event) => onKeyDown(index, name, event)}
            onFocus={(event) => event.target.select()}
            // No validation on blur: moving focus after a paste would validate the values of the
            // previous render and flash a stale error that shifts the submit button.
            onBlur={() => void setFieldTouched(name, true, false)}
          />
        ))}
      </div>
      {firstError ? (
        <p id={errorId} className={styles.error} role="alert">
          {String(firstError)}
        </p>
      ) : null}
    </fieldset>
  );
}
