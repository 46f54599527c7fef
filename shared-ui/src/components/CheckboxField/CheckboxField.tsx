import type { ReactNode } from 'react';
import { useFormField } from '../form/use-form-field';
import { CheckboxInput } from './CheckboxInput';

export interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  disabled?: boolean;
  /** Shows a switch instead of a box (e.g. 'Controle de Horas'). */
  variant?: 'checkbox' | 'switch';
}

/** A boolean field bound by name to the surrounding <Formik>, as a box or a switch. */
export function CheckboxField({ name, label, disabled, variant }: CheckboxFieldProps) {
  const field = useFormField<boolean>(name);
  return (
    <CheckboxInput
      id={field.id}
      name={name}
      label={label}
      checked={Boolean(field.value)}
      disabled={disabled}
      variant={variant}
      error={field.error}
      onChange={field.change}
      onBlur={field.blur}
    />
  );
}
