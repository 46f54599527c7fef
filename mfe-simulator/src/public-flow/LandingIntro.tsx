import { LABELS } from '../labels';
import styles from './PublicFlow.module.css';

/** The landing text of spec 4 section 1. */
export function LandingIntro() {
  return (
    <header className={styles.intro}>
      <h2 className={styles.heading}>{LABELS.landing.heading}</h2>
      <p className={styles.lead}>{LABELS.landing.lead}</p>
      <ul className={styles.disclaimers}>
        {LABELS.landing.disclaimers.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <p className={styles.dataUse}>{LABELS.landing.dataUse}</p>
    </header>
  );
}
