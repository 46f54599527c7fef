import { MESSAGES } from '@dpohub/domain';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  /** Text read by screen readers and shown beside the wheel when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  size?: 'small' | 'medium' | 'large';
}

export function Spinner({
  label = MESSAGES.loading,
  showLabel = false,
  size = 'medium',
}: SpinnerProps) {
  return (
    <span className={styles.spinner} role="status" aria-live="polite">
      <span className={`${styles.wheel} ${styles[size]}`} aria-hidden="true" />
      <span className={showLabel ? styles.label : styles.visuallyHidden}>{label}</span>
    </span>
  );
}
