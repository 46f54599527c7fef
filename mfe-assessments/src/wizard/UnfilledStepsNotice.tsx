import { MESSAGES } from '@dpohub/domain';
import type { UnfilledStep } from './assessment-api';
import styles from './Wizard.module.css';

/** 'Oops, Parece que algumas etapas não foram preenchidas' and the steps (spec 3 section 2). */
export function UnfilledStepsNotice({ steps }: { steps: readonly UnfilledStep[] }) {
  return (
    <div className={styles.unfilled} role="alert">
      <strong>{MESSAGES.unfilledStepsTitle}</strong> {MESSAGES.unfilledStepsText}
      <ul>
        {steps.map((step) => (
          <li key={step.position}>{step.title}</li>
        ))}
      </ul>
    </div>
  );
}
