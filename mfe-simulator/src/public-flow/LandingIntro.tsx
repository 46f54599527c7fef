import { LABELS } from '../labels';
import { Heading } from '../simulation/heading-level';
import styles from './PublicFlow.module.css';

/** The landing text of spec 4 section 1. */
export function LandingIntro() {
  return (
    <header className={styles.intro}>
      <Heading className={styles.heading}>{LABELS.landing.heading}</Heading>
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
