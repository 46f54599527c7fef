import { ASSESSMENT_MESSAGES } from '@dpohub/domain';
import { TextArea } from '@dpohub/shared-ui';
import wizardStyles from '../wizard/Wizard.module.css';

/**
 * A free-text note of jsonCustomObsObj that anyone filling the assessment writes (a definition's
 * `notes`, the ALI's per step of spec 3 section 3): always open, under its question or its step.
 */
export function DefinitionNote({ noteKey, disabled }: { noteKey: string; disabled: boolean }) {
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
