import { ASSESSMENT_FORMS, NEW_PROJECT_NO_SENSITIVE, NEW_PROJECT_STEPS } from '@dpohub/domain';
import { AssessmentWizard } from '../wizard/AssessmentWizard';
import { StepObservation } from '../wizard/StepObservation';
import { useAssessmentWizard } from '../wizard/use-assessment-wizard';
import { useRouteAssessment } from '../wizard/use-route-assessment';
import { NewProjectResult } from './NewProjectResult';

const form = ASSESSMENT_FORMS.newProject;
const DEFAULTS = { sensitivePersonalDataSources: NEW_PROJECT_NO_SENSITIVE };

/** /evaluation/project[/{id}]: the new-project questionnaire (spec 3 section 2.1). */
export function NewProjectPage() {
  const { id, queryClient } = useRouteAssessment(form);
  const wizard = useAssessmentWizard({
    form,
    steps: NEW_PROJECT_STEPS,
    id,
    queryClient,
    defaults: DEFAULTS,
  });
  return (
    <AssessmentWizard
      key={id ?? 'new'}
      wizard={wizard}
      // Spec 3 section 6: admins write the observation per question; others only read it.
      renderQuestionExtras={(question, disabled) => (
        <StepObservation field={question.field} disabled={disabled || !wizard.admin} />
      )}
      result={<NewProjectResult wizard={wizard} />}
    />
  );
}
