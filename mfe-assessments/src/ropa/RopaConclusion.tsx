import { ASSESSMENT_MESSAGES, ROPA_MESSAGES, numberedStepTitle } from '@dpohub/domain';
import type { RopaConclusion as RopaConclusionResult } from '@dpohub/domain';
import { Spinner } from '@dpohub/shared-ui';
import { DossierButton } from '../dossier/DossierButton';
import { SavedNotice } from '../wizard/SavedNotice';
import { UnfilledStepsNotice } from '../wizard/UnfilledStepsNotice';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import { useResult } from '../wizard/use-result';
import wizardStyles from '../wizard/Wizard.module.css';
import { ImpactReportHint, RopaWarningList } from './RopaWarningList';

/**
 * Conclusões: the unfilled steps, or the success image with 'Informações salvas com sucesso!',
 * the consistency warnings and the impact-report hint the server computed.
 */
export function RopaConclusion({ wizard }: { wizard: AssessmentWizardState }) {
  const { answer, loading } = useResult<RopaConclusionResult>(
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
  if (answer.unfilledSteps.length || !answer.conclusion) {
    return <UnfilledStepsNotice steps={answer.unfilledSteps} />;
  }
  const { warnings, impactReport } = answer.conclusion;
  return (
    <div className={wizardStyles.questions}>
      <SavedNotice />
      {warnings.length ? (
        <RopaWarningList warnings={warnings} />
      ) : (
        <p>{ROPA_MESSAGES.noWarnings}</p>
      )}
      <ImpactReportHint reasons={impactReport.reasons} />
      {answer.completed ? (
        <div>
          <DossierButton id={answer.id} apiSegment={wizard.form.apiSegment} />
        </div>
      ) : null}
      <p className={wizardStyles.disclaimer}>{ASSESSMENT_MESSAGES.disclaimer}</p>
    </div>
  );
}
