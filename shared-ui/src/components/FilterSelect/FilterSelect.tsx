import { useId } from 'react';
import styles from './FilterSelect.module.css';

export interface FilterOption<V extends string | number | boolean> {
  value: V;
  label: string;
}

export interface FilterSelectProps<V extends string | number | boolean> {
  label: string;
  /** The chosen value, or undefined for "every value". */
  value: V | undefined;
  options: readonly FilterOption<V>[];
  /** Text of the "every value" choice. */
  allLabel: string;
  onChange: (value: V | undefined) => void;
}

/** A list filter outside any form: a labelled select whose values keep their type. */
export function FilterSelect<V extends string | number | boolean>({
  label,
  value,
  options,
  allLabel,
  onChange,
}: FilterSelectProps<V>) {
  const id = useId();
  const selected = options.findIndex((option) => option.value === value);
  return (
    <div className={styles.filter}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={selected < 0 ? '' : String(selected)}
        onChange={(event) =>
          onChange(
            event.target.value === '' ? undefined : options[Number(event.target.value)]?.value,
          )
        }
      >
        <option value="">{allLabel}</option>
        {options.map((option, index) => (
          <option key={String(option.value)} value={String(index)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
