import { useField } from 'formik';
import type { FieldValidator } from 'formik';
import { useId } from 'react';

export interface FormFieldBinding<V> {
  id: string;
  errorId: string;
  value: V;
  /** Shown only once the field was touched (blur or submit). */
  error: string | undefined;
  /** Sets the value and clears the field's error until the next validation (spec 1 section 5). */
  change: (value: V) => void;
  blur: () => void;
}

/** Binds a widget to the surrounding <Formik> by field name. */
export function useFormField<V>(name: string, validate?: FieldValidator): FormFieldBinding<V> {
  const id = useId();
  const [field, meta, helpers] = useField<V>({ name, validate });
  const shownError = meta.touched && typeof meta.error === 'string' ? meta.error : undefined;
  return {
    id,
    errorId: `${id}-error`,
    value: field.value,
    error: shownError,
    change: (value) => {
      void helpers.setValue(value, false);
      if (meta.error) helpers.setError(undefined);
    },
    blur: () => {
      void helpers.setTouched(true);
    },
  };
}
