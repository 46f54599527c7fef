import { formatMoneyInput, maskDisplayDate } from '@dpohub/domain';
import styles from './ClientPrices.module.css';

interface InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  id?: string;
}

/** Typed digits become two-decimal currency: 1, 12, 123 -> 0,01, 0,12, 1,23 (spec 1 section 5). */
export function MoneyInput({ label, value, onChange, invalid, describedBy, id }: InputProps) {
  return (
    <span className={styles.money}>
      <span className={styles.prefix} aria-hidden="true">
        R$
      </span>
      <input
        id={id}
        className={styles.input}
        aria-label={label}
        inputMode="numeric"
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? describedBy : undefined}
        onChange={(event) => onChange(formatMoneyInput(event.target.value))}
      />
    </span>
  );
}

/** dd/MM/yyyy typed as digits. */
export function DateInput({ label, value, onChange, invalid, describedBy, id }: InputProps) {
  return (
    <input
      id={id}
      className={styles.input}
      aria-label={label}
      inputMode="numeric"
      placeholder="dd/mm/aaaa"
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? describedBy : undefined}
      onChange={(event) => onChange(maskDisplayDate(event.target.value))}
    />
  );
}
