import { ASSESSMENT_MESSAGES, ROPA_MESSAGES } from '@dpohub/domain';
import type { RopaConclusion as RopaConclusionResult } from '@dpohub/domain';
import { ResultActions } from '../wizard/ResultActions';
import { SavedNotice } from '../wizard/SavedNotice';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import { ResultGate } from '../wizard/ResultGate';
import wizardStyles from '../wizard/Wizard.module.css';
import { ImpactReportHint, RopaWarningList } from './RopaWarningList';

/**
 * Conclusões: the unfilled steps, or the success image with 'Informações salvas com sucesso!',
 * the consistency warnings and the impact-report hint the server computed.
 */
export function RopaConclusion({ wizard }: { wizard: AssessmentWizardState }) {
  return (
    <ResultGate<RopaConclusionResult> wizard={wizard} field="conclusion">
      {(outcome, answer) => {
        const { warnings, impactReport } = outcome;
        return (
          <div className={wizardStyles.questions}>
            <SavedNotice />
            {warnings.length ? (
              <RopaWarningList warnings={warnings} />
            ) : (
              <p>{ROPA_MESSAGES.noWarnings}</p>
            )}
            <ImpactReportHint reasons={impactReport.reasons} />
            <ResultActions form={wizard.form} id={answer.id} completed={answer.completed} />
            <p className={wizardStyles.disclaimer}>{ASSESSMENT_MESSAGES.disclaimer}</p>
          </div>
        );
      }}
    </ResultGate>
  );
}
