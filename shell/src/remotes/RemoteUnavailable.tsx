import { Spinner } from '@dpohub/shared-ui';
import { SHELL_LABELS } from '../shell-labels';
import styles from './RemoteArea.module.css';

/**
 * The contained failure of one remote area: the rest of the shell keeps working. While a retry
 * loads the area, the message stays with its button busy.
 */
export function RemoteUnavailable({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <section className={styles.unavailable} role="alert" aria-busy={retrying}>
      <p>{SHELL_LABELS.remoteUnavailable}</p>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={retrying}>
        {SHELL_LABELS.retry}
      </button>
      {retrying ? <Spinner label={SHELL_LABELS.loadingArea} /> : null}
    </section>
  );
}
