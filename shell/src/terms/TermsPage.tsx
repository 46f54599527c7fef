import { PrivacyNotice } from './PrivacyNotice';
import { TermsOfUse } from './TermsOfUse';
import styles from './Terms.module.css';

/** /terms: terms of use and privacy notice (title 'Termo de Uso e Privacidade'). */
export function TermsPage() {
  return (
    <div className={styles.page}>
      <TermsOfUse />
      <PrivacyNotice />
    </div>
  );
}
