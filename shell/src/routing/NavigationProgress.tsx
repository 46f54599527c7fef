import { SHELL_LABELS } from '../shell-labels';
import { useNavigationPending } from './navigation-pending';
import styles from './NavigationProgress.module.css';

/**
 * A slim bar at the top of the window while a navigation waits: the page the user left stays
 * usable, and the bar says the next one is coming. It fades in after a moment, so a quick
 * navigation shows none.
 */
export function NavigationProgress() {
  return useNavigationPending() ? (
    <div className={styles.bar} role="progressbar" aria-label={SHELL_LABELS.loadingPage} />
  ) : null;
}
