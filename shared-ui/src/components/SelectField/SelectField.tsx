import type { ReactNode } from 'react';
import { LABELS } from '../../labels';
import { FieldShell, inputAria } from '../form/FieldShell';
import fieldStyles from '../form/Field.module.css';
import { useFormField } from '../form/use-form-field';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

export interface SelectFieldProps<V extends string | number> {
  name: string;
  label: ReactNode;
  options: SelectOption<V>[];
  /** Text of the empty choice (value null); default 'Selecione'. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
}

/** A select whose value keeps the option's type (number ids stay numbers); empty is null. */
export function SelectField<V extends string | number>({
  name,
  label,
  options,
  placeholder = LABELS.select,
  required,
  disabled,
  hint,
}: SelectFieldProps<V>) {
  const field = useFormField<V | null>(name);
  const selectedIndex = options.findIndex((option) => option.value === field.value);
  return (
    <FieldShell
      id={field.id}
      errorId={field.errorId}
      label={label}
      error={field.error}
      hint={hint}
      required={required}
    >
      <select
        id={field.id}
        name={name}
        className={fieldStyles.input}
        value={selectedIndex < 0 ? '' : String(selectedIndex)}
        aria-required={required || undefined}
        disabled={disabled}
        onChange={(event) => {
          const option =
            event.target.value === '' ? undefined : options[Number(event.target.value)];
          field.change(option ? option.value : null);
        }}
        onBlur={field.blur}
        {...inputAria(field.error, field.errorId)}
      >
        <option value="">{placeholder}</option>
        {options.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
