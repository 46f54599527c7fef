import {
  ASSESSMENT_MESSAGES,
  RIPD_MESSAGES,
  ripdPlacementWhere,
  type RipdResult,
  type RipdRiskLevel,
} from '@dpohub/domain';
import { ResultActions } from '../wizard/ResultActions';
import { ResultGate } from '../wizard/ResultGate';
import { SavedNotice } from '../wizard/SavedNotice';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import wizardStyles from '../wizard/Wizard.module.css';
import { RiskMatrix } from './RiskMatrix';
import styles from './Ripd.module.css';

const m = RIPD_MESSAGES;

function Level({ level }: { level: RipdRiskLevel }) {
  return <span className={`${styles.level} ${styles[level]}`}>{m.levels[level].label}</span>;
}

/** The RIPD's result: the warning, the art. 4 verdict, the risk map and each risk's levels. */
export function RipdResultStep({ wizard }: { wizard: AssessmentWizardState }) {
  return (
    <ResultGate<RipdResult> wizard={wizard} field="results">
      {(result, answer) => {
        const decision = m.decisions.find((d) => d.value === result.decision);
        return (
          <div className={styles.result}>
            <SavedNotice />
            {result.proceedsWithHighResidual ? (
              <p className={styles.warning} role="alert">
                {m.warning}
              </p>
            ) : null}
            <dl className={styles.summary}>
              <div>
                <dt>{m.highestResidual}</dt>
                <dd>
                  {result.highestResidual ? (
                    <>
                      <Level level={result.highestResidual} />{' '}
                      {m.levels[result.highestResidual].guidance}
                    </>
                  ) : (
                    m.noRisk
                  )}
                </dd>
              </div>
              <div>
                <dt>{m.highRiskTitle}</dt>
                <dd>
                  {result.highRisk.high ? m.highRiskYes : m.highRiskNo}{' '}
                  {m.criteriaMet(result.highRisk.general.length, result.highRisk.specific.length)}
                </dd>
              </div>
              <div>
                <dt>{m.decision}</dt>
                <dd>{decision?.label ?? m.noDecision}</dd>
              </div>
            </dl>
            <RiskMatrix risks={result.risks} />
            <h4>{m.risksTitle}</h4>
            <ol className={styles.risks}>
              {result.risks.map((risk) => (
                <li key={risk.number}>
                  <p className={styles.riskTitle}>
                    {m.riskTag(risk.number)} - {risk.description}
                  </p>
                  <p>
                    {m.inherent}: {risk.inherent ? <Level level={risk.inherent.level} /> : null}{' '}
                    {ripdPlacementWhere(risk.inherent)}
                  </p>
                  <p>
                    {m.residual}: {risk.residual ? <Level level={risk.residual.level} /> : null}{' '}
                    {ripdPlacementWhere(risk.residual)}
                  </p>
                </li>
              ))}
            </ol>
            <p className={wizardStyles.disclaimer}>{ASSESSMENT_MESSAGES.disclaimer}</p>
            <ResultActions form={wizard.form} id={answer.id} completed={answer.completed} />
          </div>
        );
      }}
    </ResultGate>
  );
}
