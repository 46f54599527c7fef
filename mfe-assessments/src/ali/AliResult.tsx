import { useState } from 'react';
import {
  ALI_OVERRIDE_MESSAGES,
  ALI_RESULT,
  ASSESSMENT_MESSAGES,
  MESSAGES,
  formatDateTime,
  type AliTestResult,
} from '@dpohub/domain';
import { SavedNotice } from '../wizard/SavedNotice';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import { ResultActions } from '../wizard/ResultActions';
import { ResultGate } from '../wizard/ResultGate';
import wizardStyles from '../wizard/Wizard.module.css';
import { AliOverride } from './AliOverride';
import styles from './AliResult.module.css';

/** Resultado final: the SIM (green) / NÃO (red) banner of conclusion.risk.message and why. */
export function AliResult({ wizard }: { wizard: AssessmentWizardState }) {
  // Bumped after the firm saves a change of the result, so completo/{id} is read again.
  const [overrideVersion, setOverrideVersion] = useState(0);
  return (
    <ResultGate<AliTestResult['conclusion']>
      wizard={wizard}
      field="conclusion"
      version={wizard.resultVersion * 1000 + overrideVersion}
    >
      {(outcome, answer) => {
        const { risk, note } = outcome;
        const yes = risk.message === ALI_RESULT.YES;
        return (
          <div className={styles.result}>
            <SavedNotice />
            <p className={`${styles.banner} ${yes ? styles.yes : styles.no}`} role="status">
              {yes ? MESSAGES.aliResultYes : MESSAGES.aliResultNo}
            </p>
            {risk.override ? (
              <p className={styles.changed}>
                <strong>{ALI_OVERRIDE_MESSAGES.changedBanner}.</strong>{' '}
                {ALI_OVERRIDE_MESSAGES.computedWas(risk.override.computed)}.{' '}
                {ALI_OVERRIDE_MESSAGES.observation}: {risk.override.observation}
                {risk.override.by ? (
                  <>
                    {' '}
                    (
                    {ALI_OVERRIDE_MESSAGES.changedBy(
                      risk.override.by,
                      risk.override.at ? formatDateTime(risk.override.at) : '-',
                    )}
                    )
                  </>
                ) : null}
              </p>
            ) : null}
            {risk.reasons.length ? (
              <>
                <h4>{ASSESSMENT_MESSAGES.reasonsTitle}</h4>
                <ul>
                  {risk.reasons.map((reason) => (
                    <li key={reason.code}>
                      {reason.text} <span className={styles.anchor}>({reason.anchor})</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
            {risk.considerations?.length ? (
              <ul>
                {risk.considerations.map((item) => (
                  <li key={item.code}>
                    {item.text} <span className={styles.anchor}>({item.anchor})</span>
                  </li>
                ))}
              </ul>
            ) : null}
            <p>{note}</p>
            {wizard.admin ? (
              <AliOverride
                key={`${risk.message}-${risk.override?.observation ?? ''}`}
                wizard={wizard}
                risk={risk}
                onSaved={() => setOverrideVersion((v) => v + 1)}
              />
            ) : null}
            <ResultActions form={wizard.form} id={answer.id} completed={answer.completed} />
            <p className={wizardStyles.disclaimer}>{ASSESSMENT_MESSAGES.disclaimer}</p>
          </div>
        );
      }}
    </ResultGate>
  );
}
