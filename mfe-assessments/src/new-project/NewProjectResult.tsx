import {
  ASSESSMENT_MESSAGES,
  NEW_PROJECT_RECOMMENDATION_GROUPS,
  NEW_PROJECT_RISK_MEANING,
  type NewProjectComputedResults,
} from '@dpohub/domain';
import { SavedNotice } from '../wizard/SavedNotice';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import { ResultGate } from '../wizard/ResultGate';
import wizardStyles from '../wizard/Wizard.module.css';
import styles from './NewProjectResult.module.css';

/** Conclusões: the preliminary risk and the six recommendation groups, or the unfilled steps. */
export function NewProjectResult({ wizard }: { wizard: AssessmentWizardState }) {
  return (
    <ResultGate<NewProjectComputedResults> wizard={wizard} field="results">
      {(outcome) => {
        const { risk, recomendations } = outcome;
        return (
          <div className={styles.result}>
            <SavedNotice />
            <section
              className={`${styles.risk} ${styles[risk.level]}`}
              aria-label={ASSESSMENT_MESSAGES.riskTitle}
            >
              <h4>
                {ASSESSMENT_MESSAGES.riskTitle}:{' '}
                <span data-testid="risk-message">{risk.message}</span>
              </h4>
              <p>{NEW_PROJECT_RISK_MEANING[risk.level]}</p>
              {risk.reasons.length ? (
                <>
                  <p className={styles.subtitle}>{ASSESSMENT_MESSAGES.raisedBy}</p>
                  <ul>
                    {risk.reasons.map((reason) => (
                      <li key={`${reason.code}-${reason.field}`}>
                        {reason.text} <span className={styles.anchor}>({reason.anchor})</span>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </section>
            <h4>{ASSESSMENT_MESSAGES.recommendationsTitle}</h4>
            <ul className={styles.groups}>
              {NEW_PROJECT_RECOMMENDATION_GROUPS.map((group) => {
                const item = recomendations[group];
                return (
                  <li
                    key={group}
                    className={`${styles.group} ${styles[item.color]}`}
                    data-color={item.color}
                  >
                    <strong>{ASSESSMENT_MESSAGES.recommendationGroups[group]}</strong>
                    <span>{item.message}</span>
                  </li>
                );
              })}
            </ul>
            <p className={wizardStyles.disclaimer}>{ASSESSMENT_MESSAGES.disclaimer}</p>
          </div>
        );
      }}
    </ResultGate>
  );
}
