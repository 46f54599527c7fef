import { SHELL_LABELS } from '../shell-labels';
import styles from './RemoteArea.module.css';

/** The contained failure of one remote area: the rest of the shell keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.unavailable} role="alert">
      <p>{SHELL_LABELS.remoteUnavailable}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {SHELL_LABELS.retry}
      </button>
    </section>
  );
}
