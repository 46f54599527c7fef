import { DEBOUNCE_MS } from '@dpohub/domain';
import { useId, useState } from 'react';
import { useDebouncedCallback } from '../../hooks/use-debounce';
import { LABELS } from '../../labels';
import styles from './SearchBox.module.css';

export interface SearchBoxProps {
  /** Placeholder, e.g. 'Buscar...' (spec 1 section 2.8) or 'Busca por advogado' (2.10). */
  placeholder?: string;
  /** Accessible name; defaults to the placeholder. */
  label?: string;
  /** Called with the text once typing pauses for `delay` ms. */
  onSearch: (text: string) => void;
  delay?: number;
  defaultValue?: string;
}

export function SearchBox({
  placeholder,
  label,
  onSearch,
  delay = DEBOUNCE_MS.default,
  defaultValue = '',
}: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(defaultValue);
  const search = useDebouncedCallback(onSearch, delay);
  return (
    // The landmark takes its field's name, so two searches on one page are told apart (axe
    // landmark-unique on /clientDemands: 'Buscar demanda' and 'Buscar criado por').
    <div className={styles.box} role="search" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id} className={styles.visuallyHidden}>
        {label ?? placeholder ?? LABELS.search}
      </label>
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <line x1="16.5" y1="16.5" x2="21" y2="21" stroke="currentColor" strokeWidth="2" />
        </svg>
      </span>
      <input
        id={id}
        type="search"
        className={styles.input}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          search(event.target.value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search.flush();
        }}
      />
    </div>
  );
}
