import { useState } from 'react';
import { useFormikContext } from 'formik';
import {
  ASSESSMENT_MESSAGES,
  TPA_CONTRACT_RISK_BANDS,
  TPA_DESCRIPTION_LABELS,
  TPA_HIGH_RISK_TEST_TEXT,
  TPA_MATURITY_BANDS,
  TPA_MESSAGES,
  TPA_PERSONAL_DATA_PREVIEW_LENGTH,
  numberedStepTitle,
  type RuleHit,
  type TpaFullResults,
  type TpaPositionResult,
} from '@dpohub/domain';
import { Spinner } from '@dpohub/shared-ui';
import { ResultActions } from '../wizard/ResultActions';
import { UnfilledStepsNotice } from '../wizard/UnfilledStepsNotice';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import { useResult } from '../wizard/use-result';
import wizardStyles from '../wizard/Wizard.module.css';
import { Gauge } from './Gauge';
import type { DefinitionFormValues } from '../definition/definition-values';
import styles from './Tpa.module.css';

const MATURITY_COLORS = ['#c0392b', '#d4910a', '#1d6b3f'];
const RISK_COLORS = ['#1d6b3f', '#d4910a', '#a14a12', '#c0392b'];
const maturityBands = TPA_MATURITY_BANDS.map((band, i) => ({
  upTo: Math.min(100, band.upTo),
  color: MATURITY_COLORS[i]!,
}));
const riskBands = TPA_CONTRACT_RISK_BANDS.map((band, i) => ({
  upTo: Math.min(100, band.upTo),
  color: RISK_COLORS[i]!,
}));

/** The personal-data list cut at 195 characters, with 'Ver Todos' / 'Esconder'. */
function PersonalDataList({ text }: { text: string }) {
  const [all, setAll] = useState(false);
  const long = text.length > TPA_PERSONAL_DATA_PREVIEW_LENGTH;
  return (
    <span>
      {long && !all ? `${text.slice(0, TPA_PERSONAL_DATA_PREVIEW_LENGTH)}...` : text || '-'}
      {long ? (
        <>
          {' '}
          <button type="button" className={styles.linkButton} onClick={() => setAll(!all)}>
            {all ? TPA_MESSAGES.hide : TPA_MESSAGES.showAll}
          </button>
        </>
      ) : null}
    </span>
  );
}

function Reasons({ title, hits }: { title: string; hits: readonly RuleHit[] }) {
  if (!hits.length) return null;
  return (
    <details className={styles.reasons}>
      <summary>
        {title} ({hits.length})
      </summary>
      <ul>
        {hits.map((hit) => (
          <li key={hit.code}>
            {hit.text} <span className={styles.anchor}>({hit.anchor})</span>
          </li>
        ))}
      </ul>
    </details>
  );
}

function PositionCard({ title, result }: { title: string; result: TpaPositionResult }) {
  return (
    <div className={styles.position}>
      <span className={styles.positionTitle}>{title}</span>
      <strong className={styles.positionValue}>{result.position}</strong>
      {result.decisive?.length ? (
        <ul className={styles.decisive}>
          {result.decisive.map((hit) => (
            <li key={hit.code}>
              {hit.text} <span className={styles.anchor}>({hit.anchor})</span>
            </li>
          ))}
        </ul>
      ) : null}
      {result.review ? <span className={styles.review}>{TPA_MESSAGES.review}</span> : null}
      <Reasons title={TPA_MESSAGES.positionReasons} hits={result.reasons} />
    </div>
  );
}

/** Step 5 'Relatório de Análise': 'Demais Recomendações' (spec 3 section 2.4), read-only. */
export function TpaReport({ wizard }: { wizard: AssessmentWizardState }) {
  const { values: form } = useFormikContext<DefinitionFormValues>();
  // The description as typed (texts; a day ticked as none is empty).
  const values = form.answers as Record<string, string>;
  const { answer, loading } = useResult<TpaFullResults>(
    wizard.form,
    wizard.id,
    wizard.resultVersion,
  );
  const allSteps = wizard.form.positions.map((p) => ({
    position: p,
    title: numberedStepTitle(wizard.form, p),
  }));
  if (wizard.id === null) return <UnfilledStepsNotice steps={allSteps} />;
  if (loading && !answer) return <Spinner />;
  if (!answer) return null;
  if (answer.unfilledSteps.length || !answer.results) {
    return <UnfilledStepsNotice steps={answer.unfilledSteps} />;
  }
  const results = answer.results;
  const { maturityScore: maturity, contractRiskResult: risk } = results;
  const L = TPA_DESCRIPTION_LABELS;
  return (
    <div className={styles.report}>
      <h3 className={styles.reportTitle}>{TPA_MESSAGES.reportTitle}</h3>
      {results.contractStatus?.length ? (
        <div className={styles.status} role="note" aria-label={TPA_MESSAGES.contractStatusTitle}>
          <strong>{TPA_MESSAGES.contractStatusTitle}</strong>
          <ul>
            {results.contractStatus.map((flag) => (
              <li key={flag.code} data-level={flag.level}>
                {flag.text} <span className={styles.anchor}>({flag.anchor})</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className={styles.summary}>
        <div>
          <dt>{TPA_MESSAGES.contractObject}</dt>
          <dd>{values.areaResponsable || '-'}</dd>
        </div>
        <div>
          <dt>{TPA_MESSAGES.signatureDate}</dt>
          <dd>{values.receiveDate || L.notSigned}</dd>
        </div>
        <div>
          <dt>{TPA_MESSAGES.contractingParty}</dt>
          <dd>{values.companyName || '-'}</dd>
        </div>
        <div>
          <dt>{TPA_MESSAGES.expiryDate}</dt>
          <dd>{values.reviewDate || L.openEnded}</dd>
        </div>
        <div>
          <dt>{TPA_MESSAGES.contractedParty}</dt>
          <dd>{values.contact || '-'}</dd>
        </div>
        <div className={styles.wide}>
          <dt>{TPA_MESSAGES.personalData}</dt>
          <dd>
            <PersonalDataList text={values.dpo ?? ''} />
          </dd>
        </div>
      </dl>

      <section className={styles.block} aria-label={TPA_MESSAGES.maturityTitle}>
        <h4>{TPA_MESSAGES.maturityTitle}</h4>
        <Gauge
          title={TPA_MESSAGES.maturityTitle}
          value={maturity.result}
          label={maturity.label}
          bands={maturityBands}
        />
        <Reasons title={TPA_MESSAGES.movedBy} hits={maturity.reasons} />
      </section>

      <section className={styles.block} aria-label={TPA_MESSAGES.positionsTitle}>
        <h4>{TPA_MESSAGES.positionsTitle}</h4>
        <div className={styles.positions}>
          <PositionCard title={TPA_MESSAGES.companyTitle} result={results.companyPosition} />
          <PositionCard title={TPA_MESSAGES.thirdPartyTitle} result={results.thirdPartyPosition} />
        </div>
        <p className={styles.advice}>{results.positionAdvice}</p>
      </section>

      <section className={styles.block} aria-label={TPA_MESSAGES.contractRiskTitle}>
        <h4>{TPA_MESSAGES.contractRiskTitle}</h4>
        <Gauge
          title={TPA_MESSAGES.contractRiskTitle}
          value={risk.result}
          label={risk.label}
          bands={riskBands}
        />
        {risk.impactReportHint ? (
          <p className={styles.hint} role="note">
            {TPA_MESSAGES.impactReportHint}
          </p>
        ) : null}
        {risk.highRiskTest ? <p className={styles.anchor}>{TPA_HIGH_RISK_TEST_TEXT}</p> : null}
        <Reasons title={TPA_MESSAGES.movedBy} hits={risk.reasons} />
        {risk.recommendations.length ? (
          <>
            <h5>{TPA_MESSAGES.recommendationsTitle}</h5>
            <ul className={styles.recommendations}>
              {risk.recommendations.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          </>
        ) : null}
      </section>

      <ResultActions form={wizard.form} id={answer.id} completed={answer.completed} />
      <p className={wizardStyles.disclaimer}>{ASSESSMENT_MESSAGES.disclaimer}</p>
    </div>
  );
}
