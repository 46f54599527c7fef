import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { useFormField } from '../form/use-form-field';
import { TextInput } from './TextInput';

export interface TextFieldProps {
  name: string;
  label: ReactNode;
  type?: Extract<HTMLInputTypeAttribute, 'text' | 'email' | 'password' | 'search' | 'url'>;
  /** Default 2000 (spec 1 section 5). */
  maxLength?: number;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  hint?: ReactNode;
  autoComplete?: string;
  /** Takes the focus when the field appears. */
  autoFocus?: boolean;
  /** Rewrites what is typed before it is stored (e.g. letters and spaces only). */
  filter?: (text: string) => string;
}

/** A text input bound by name to the surrounding <Formik>. */
export function TextField({ name, filter, ...rest }: TextFieldProps) {
  const field = useFormField<string>(name);
  return (
    <TextInput
      {...rest}
      id={field.id}
      name={name}
      value={field.value ?? ''}
      error={field.error}
      onChange={(value) => field.change(filter ? filter(value) : value)}
      onBlur={field.blur}
    />
  );
}
