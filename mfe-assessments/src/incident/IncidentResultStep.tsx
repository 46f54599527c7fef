import {
  ASSESSMENT_MESSAGES,
  ENISA_LEVEL_LABEL,
  INCIDENT_MESSAGES,
  communicationText,
  type CommunicationStatus,
  type IncidentResult,
} from '@dpohub/domain';
import { ResultActions } from '../wizard/ResultActions';
import { ResultGate } from '../wizard/ResultGate';
import { SavedNotice } from '../wizard/SavedNotice';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import wizardStyles from '../wizard/Wizard.module.css';
import styles from './Incident.module.css';

const m = INCIDENT_MESSAGES;

/** A clock past its deadline reads as an alert; one on time or still open as a status. */
function Clock({
  title,
  status,
  smallAgent,
  required,
}: {
  title: string;
  status: CommunicationStatus | null;
  smallAgent: boolean;
  required: boolean;
}) {
  const late = status?.state === 'late' || status?.state === 'overdue';
  return (
    <div className={late ? styles.late : undefined}>
      <dt>{title}</dt>
      <dd role={late ? 'alert' : undefined}>
        {required ? communicationText(status, smallAgent) : m.notRequired}
      </dd>
    </div>
  );
}

/** The register's result: the ENISA severity, the relevant-risk verdict and both clocks. */
export function IncidentResultStep({ wizard }: { wizard: AssessmentWizardState }) {
  return (
    <ResultGate<IncidentResult> wizard={wizard} field="results">
      {(result, answer) => {
        const risk = result.relevantRisk;
        return (
          <div className={styles.result}>
            <SavedNotice />
            <dl className={styles.summary}>
              <div>
                <dt>{m.severityTitle}</dt>
                <dd>
                  {result.severity ? (
                    <>
                      <span className={`${styles.level} ${styles[result.severity.level]}`}>
                        {ENISA_LEVEL_LABEL[result.severity.level]}
                      </span>{' '}
                      {m.severityFormula(
                        result.severity.dpc,
                        result.severity.ei,
                        result.severity.cb,
                        result.severity.score,
                      )}
                    </>
                  ) : (
                    m.severityPending
                  )}
                </dd>
              </div>
              <div>
                <dt>{m.relevantRiskTitle}</dt>
                <dd>
                  {risk.relevant ? m.relevantRiskYes : m.relevantRiskNo}{' '}
                  {m.relevantRiskWhy(risk.significantEffect, risk.criteria.length)}
                </dd>
              </div>
              <Clock
                title={m.anpdTitle}
                status={result.anpd}
                smallAgent={result.smallAgent}
                required
              />
              <Clock
                title={m.subjectsTitle}
                status={result.subjects}
                smallAgent={result.smallAgent}
                required={risk.relevant}
              />
            </dl>
            <p>{m.keptUntil(result.keptUntil)}</p>
            <p className={wizardStyles.disclaimer}>{ASSESSMENT_MESSAGES.disclaimer}</p>
            <ResultActions form={wizard.form} id={answer.id} completed={answer.completed} />
          </div>
        );
      }}
    </ResultGate>
  );
}
