import { PrivacyNotice, TermsOfUse } from '@dpohub/shared-ui';
import styles from './TermsPage.module.css';

/** /terms: terms of use and privacy notice (title 'Termo de Uso e Privacidade'). */
export function TermsPage() {
  return (
    <div className={styles.page}>
      <TermsOfUse />
      <PrivacyNotice />
    </div>
  );
}
