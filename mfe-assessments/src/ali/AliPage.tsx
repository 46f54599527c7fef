import {
  ALI_OBSERVATION_KEYS,
  ALI_STEPS,
  ASSESSMENT_FORMS,
  ASSESSMENT_MESSAGES,
} from '@dpohub/domain';
import { TextArea } from '@dpohub/shared-ui';
import { AssessmentWizard } from '../wizard/AssessmentWizard';
import { useAssessmentWizard } from '../wizard/use-assessment-wizard';
import { useRouteAssessment } from '../wizard/use-route-assessment';
import wizardStyles from '../wizard/Wizard.module.css';
import { AliResult } from './AliResult';

const form = ASSESSMENT_FORMS.ali;

/** The free-text note of jsonCustomObsObj (spec 3 section 3, ALI), open to every user. */
function Note({ noteKey, disabled }: { noteKey: string; disabled: boolean }) {
  return (
    <div className={wizardStyles.observation}>
      <TextArea
        name={`jsonCustomObsObj.${noteKey}`}
        label={ASSESSMENT_MESSAGES.stepNote}
        rows={3}
        disabled={disabled}
      />
    </div>
  );
}

/** /ali[/{id}]: the legitimate-interest assessment (spec 3 section 2.3). */
export function AliPage() {
  const { id, queryClient } = useRouteAssessment(form);
  const wizard = useAssessmentWizard({ form, steps: ALI_STEPS, id, queryClient });
  return (
    <AssessmentWizard
      key={id ?? 'new'}
      wizard={wizard}
      // Steps 2 to 6: one note per question of the spec's list, keyed by its field.
      renderQuestionExtras={(question, disabled) =>
        (ALI_OBSERVATION_KEYS as readonly string[]).includes(question.field) ? (
          <Note noteKey={question.field} disabled={disabled} />
        ) : null
      }
      // Step 1: the note on the concepts and the activity.
      renderStepExtras={(step, disabled) =>
        step.position === 1 ? (
          <Note noteKey="processingOfRelevantConceptsAndActivity" disabled={disabled} />
        ) : null
      }
      result={<AliResult wizard={wizard} />}
    />
  );
}
