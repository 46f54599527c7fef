import { ASSESSMENT_MESSAGES, MESSAGES } from '@dpohub/domain';
import type { UnfilledStep } from './assessment-api';
import styles from './Wizard.module.css';

/**
 * 'Oops, Parece que algumas etapas não foram preenchidas' and the steps (spec 3 section 2), each
 * with the answers it still needs (finding m2).
 */
export function UnfilledStepsNotice({ steps }: { steps: readonly UnfilledStep[] }) {
  return (
    <div className={styles.unfilled} role="alert">
      <strong>{MESSAGES.unfilledStepsTitle}</strong> {MESSAGES.unfilledStepsText}
      <ul>
        {steps.map((step) => (
          <li key={step.position}>
            {step.title}
            {step.missing?.length ? (
              <div className={styles.missing}>
                {ASSESSMENT_MESSAGES.missingAnswers}:
                <ul>
                  {step.missing.map((label) => (
                    <li key={label}>{label}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
