import type { RopaWarning, RuleHit } from '@dpohub/domain';
import { ASSESSMENT_MESSAGES, ROPA_MESSAGES } from '@dpohub/domain';
import styles from '../wizard/Wizard.module.css';

/** The consistency warnings, each with the law or guide behind it. */
export function RopaWarningList({ warnings }: { warnings: readonly RopaWarning[] }) {
  if (!warnings.length) return null;
  return (
    <div className={styles.warnings} role="note" aria-label={ROPA_MESSAGES.warningsTitle}>
      <strong>{ROPA_MESSAGES.warningsTitle}</strong>
      <ul>
        {warnings.map((warning) => (
          <li key={warning.code}>
            {warning.blocking ? (
              // Finding m13: these answers must agree before the record is concluded.
              <span className={styles.pending}>{ASSESSMENT_MESSAGES.contradictionsTitle}</span>
            ) : null}{' '}
            {warning.text} <span className={styles.anchor}>({warning.anchor})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Considerar realização de Relatório de Impacto...' and the signs behind it. */
export function ImpactReportHint({ reasons }: { reasons: readonly RuleHit[] }) {
  if (!reasons.length) return null;
  return (
    <div className={styles.info} role="note" aria-label={ROPA_MESSAGES.impactReportHint}>
      <strong>{ROPA_MESSAGES.impactReportHint}</strong>
      <ul>
        {reasons.map((reason) => (
          <li key={reason.code}>
            {reason.text} <span className={styles.anchor}>({reason.anchor})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
