import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * After a submit that failed validation, moves focus to the first invalid field of the form
 * (in document order), so keyboard and screen-reader users land on the error.
 */
export function FocusFirstError() {
  const { submitCount, isValid, errors, isSubmitting } =
    useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || isValid || submitCount === handled.current) return;
    handled.current = submitCount;
    const fields = Array.from(
      document.querySelectorAll<HTMLElement>('input[name], select[name], textarea[name]'),
    );
    fields.find((field) => errors[field.getAttribute('name') ?? ''])?.focus();
  }, [submitCount, isValid, errors, isSubmitting]);
  return null;
}
