import {
  ASSESSMENT_MESSAGES,
  NEW_PROJECT_RECOMMENDATION_GROUPS,
  NEW_PROJECT_RISK_MEANING,
  numberedStepTitle,
  type NewProjectComputedResults,
} from '@dpohub/domain';
import { Spinner } from '@dpohub/shared-ui';
import { SavedNotice } from '../wizard/SavedNotice';
import { UnfilledStepsNotice } from '../wizard/UnfilledStepsNotice';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import { useResult } from '../wizard/use-result';
import wizardStyles from '../wizard/Wizard.module.css';
import styles from './NewProjectResult.module.css';

/** Conclusões: the preliminary risk and the six recommendation groups, or the unfilled steps. */
export function NewProjectResult({ wizard }: { wizard: AssessmentWizardState }) {
  const { answer, loading } = useResult<NewProjectComputedResults>(
    wizard.form,
    wizard.id,
    wizard.resultVersion,
  );
  if (wizard.id === null) {
    return (
      <UnfilledStepsNotice
        steps={wizard.form.positions.map((p) => ({
          position: p,
          title: numberedStepTitle(wizard.form, p),
        }))}
      />
    );
  }
  if (loading && !answer) return <Spinner />;
  if (!answer) return null;
  if (answer.unfilledSteps.length || !answer.results) {
    return <UnfilledStepsNotice steps={answer.unfilledSteps} />;
  }
  const { risk, recomendations } = answer.results;
  return (
    <div className={styles.result}>
      <SavedNotice />
      <section
        className={`${styles.risk} ${styles[risk.level]}`}
        aria-label={ASSESSMENT_MESSAGES.riskTitle}
      >
        <h4>
          {ASSESSMENT_MESSAGES.riskTitle}: <span data-testid="risk-message">{risk.message}</span>
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
}
