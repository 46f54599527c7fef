import { maskDisplayDate } from '@dpohub/domain';
import { MoneyInput as SharedMoneyInput } from '@dpohub/shared-ui';
import styles from './ClientPrices.module.css';

interface InputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
  id?: string;
}

/** The price per hour in the one money mask: '350' is R$ 350,00, '1.234,5' is R$ 1.234,50. */
export function MoneyInput({ label, value, onChange, invalid, describedBy, id }: InputProps) {
  return (
    <SharedMoneyInput
      id={id}
      className={styles.input}
      aria-label={label}
      value={value}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? describedBy : undefined}
      onValueChange={onChange}
    />
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
