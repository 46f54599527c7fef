import { Suspense, lazy } from 'react';
import {
  ASSESSMENT_MESSAGES,
  NEW_PROJECT_RECOMMENDATION_GROUPS,
  NEW_PROJECT_RESULT_MESSAGES,
  NEW_PROJECT_RISK_MEANING,
  type NewProjectComputedResults,
  type RuleHit,
} from '@dpohub/domain';
import { SavedNotice } from '../wizard/SavedNotice';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import { ResultActions } from '../wizard/ResultActions';
import { ResultGate } from '../wizard/ResultGate';
import wizardStyles from '../wizard/Wizard.module.css';
import styles from './NewProjectResult.module.css';

/** The key recommendation that asks for a RIPD (the project is high risk). */
const RIPD_KEY_RECOMMENDATION = 'K_RIPD';

// Loads with a high-risk result only: the questionnaire's first visit does not carry it.
const StartRipdButton = lazy(() =>
  import('../ripd/StartRipdButton').then((m) => ({ default: m.StartRipdButton })),
);

function Hits({ title, hits }: { title: string; hits: readonly RuleHit[] }) {
  if (!hits.length) return null;
  return (
    <>
      <p className={styles.subtitle}>{title}</p>
      <ul>
        {hits.map((hit) => (
          <li key={`${hit.code}-${hit.field}`}>
            {hit.text} <span className={styles.anchor}>({hit.anchor})</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Conclusões: the preliminary risk (or the contradictions that keep it from being assessed, M2),
 * what to do first (M6), the six recommendation groups, or the unfilled steps.
 */
export function NewProjectResult({ wizard }: { wizard: AssessmentWizardState }) {
  return (
    <ResultGate<NewProjectComputedResults> wizard={wizard} field="results">
      {(outcome, answer) => {
        const { risk, recomendations } = outcome;
        const keys = outcome.keyRecommendations ?? [];
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
              {risk.level === 'review' ? (
                <Hits title={NEW_PROJECT_RESULT_MESSAGES.contradictions} hits={risk.reasons} />
              ) : (
                <Hits title={ASSESSMENT_MESSAGES.raisedBy} hits={risk.reasons} />
              )}
              {risk.assessedAs ? (
                <p className={styles.subtitle}>
                  {NEW_PROJECT_RESULT_MESSAGES.assessedAs}: {risk.assessedAs.message}
                </p>
              ) : null}
            </section>
            {keys.length ? (
              <section className={styles.keys} aria-label={NEW_PROJECT_RESULT_MESSAGES.keyTitle}>
                <h4>{NEW_PROJECT_RESULT_MESSAGES.keyTitle}</h4>
                <ul>
                  {keys.map((key) => (
                    <li key={key.code}>
                      {key.text} <span className={styles.anchor}>({key.anchor})</span>
                    </li>
                  ))}
                </ul>
                {keys.some((key) => key.code === RIPD_KEY_RECOMMENDATION) ? (
                  <Suspense fallback={null}>
                    <StartRipdButton clientId={wizard.clientId} />
                  </Suspense>
                ) : null}
              </section>
            ) : null}
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
            <ResultActions form={wizard.form} id={answer.id} completed={answer.completed} />
            <p className={wizardStyles.disclaimer}>{ASSESSMENT_MESSAGES.disclaimer}</p>
          </div>
        );
      }}
    </ResultGate>
  );
}
