import { PASSWORD_RULES } from '@dpohub/domain';
import { LABELS } from '../labels';
import styles from './PasswordChecklist.module.css';

interface PasswordChecklistProps {
  password: string;
  /** Id the password input points to with aria-describedby. */
  id: string;
}

/**
 * The live checklist of the password rules (spec 1 section 2.3): each rule is ticked as the
 * typed password meets it, and the change is announced politely to screen readers.
 */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  return (
    <div className={styles.checklist} id={id}>
      <p className={styles.heading} id={`${id}-heading`}>
        {LABELS.checklist.heading}
      </p>
      <ul className={styles.rules} aria-labelledby={`${id}-heading`} aria-live="polite">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.key}
              className={met ? `${styles.rule} ${styles.met}` : styles.rule}
              data-met={met}
            >
              {rule.label}
              <span className={styles.visuallyHidden}>
                {` (${met ? LABELS.checklist.met : LABELS.checklist.unmet})`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
