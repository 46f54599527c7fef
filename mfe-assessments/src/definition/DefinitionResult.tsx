import {
  ASSESSMENT_MESSAGES,
  DEFINITION_MESSAGES,
  type DeclaredResult,
  type SectionScore,
} from '@dpohub/domain';
import { SavedNotice } from '../wizard/SavedNotice';
import { ResultActions } from '../wizard/ResultActions';
import { ResultGate } from '../wizard/ResultGate';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import wizardStyles from '../wizard/Wizard.module.css';
import styles from './Definition.module.css';

function ScoreRow({ section, overall }: { section: SectionScore; overall?: boolean }) {
  const tone = section.band?.tone ?? 'neutral';
  return (
    <tr className={overall ? styles.overall : undefined}>
      <th scope="row">{section.title}</th>
      <td className={styles.scoreCell} data-band={section.band?.label} data-tone={tone}>
        {section.score === null
          ? DEFINITION_MESSAGES.notApplicable
          : DEFINITION_MESSAGES.percent(section.score)}
      </td>
      <td>
        {section.band ? (
          <span className={`${styles.band} ${styles[tone]}`}>{section.band.label}</span>
        ) : (
          '-'
        )}
      </td>
    </tr>
  );
}

/** The result step of a declared scoring: the score of each section and what to fix. */
export function DefinitionResult({ wizard }: { wizard: AssessmentWizardState }) {
  return (
    <ResultGate<DeclaredResult> wizard={wizard} field="results">
      {(result, answer) => (
        <div className={styles.result}>
          <SavedNotice />
          <table className={styles.scores}>
            <caption>{DEFINITION_MESSAGES.sectionsTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{DEFINITION_MESSAGES.section}</th>
                <th scope="col">{DEFINITION_MESSAGES.score}</th>
                <th scope="col">{DEFINITION_MESSAGES.band}</th>
              </tr>
            </thead>
            <tbody>
              {result.sections.map((section) => (
                <ScoreRow key={section.key} section={section} />
              ))}
              <ScoreRow section={result.overall} overall />
            </tbody>
          </table>
          <h4>{DEFINITION_MESSAGES.fixTitle}</h4>
          {result.fixes.length ? (
            <ul className={styles.fixes}>
              {result.fixes.map((fix) => (
                <li key={fix.item}>
                  {fix.text} <span className={styles.article}>({fix.article})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>{DEFINITION_MESSAGES.noFix}</p>
          )}
          <p className={wizardStyles.disclaimer}>{ASSESSMENT_MESSAGES.disclaimer}</p>
          <ResultActions form={wizard.form} id={answer.id} completed={answer.completed} />
        </div>
      )}
    </ResultGate>
  );
}
