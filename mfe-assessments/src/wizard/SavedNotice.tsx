import { MESSAGES } from '@dpohub/domain';
import styles from './Wizard.module.css';

/** The success image with 'Informações salvas com sucesso!' (spec 3 section 2). */
export function SavedNotice() {
  return (
    <div className={styles.saved}>
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="22" fill="var(--color-success-strong)" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p>{MESSAGES.informationSaved}</p>
    </div>
  );
}
