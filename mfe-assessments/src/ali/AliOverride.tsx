import { useId, useState } from 'react';
import { ALI_OVERRIDE_MESSAGES, MESSAGES, YES_NO, type AliTestResult } from '@dpohub/domain';
import { Button, useShell } from '@dpohub/shared-ui';
import { saveAssessment, serverMessage } from '../wizard/assessment-api';
import type { AssessmentWizardState } from '../wizard/use-assessment-wizard';
import wizardStyles from '../wizard/Wizard.module.css';
import styles from './AliResult.module.css';

type Risk = AliTestResult['conclusion']['risk'];

/**
 * The firm's change of the computed result (admins only): resultWasChanged with its required
 * justification resultWasChangedObs, saved through tab/salvar; the server flips the result.
 */
export function AliOverride({
  wizard,
  risk,
  onSaved,
}: {
  wizard: AssessmentWizardState;
  risk: Risk;
  onSaved: () => void;
}) {
  const { http, toast } = useShell();
  const groupId = useId();
  const obsId = useId();
  const [changed, setChanged] = useState<string>(risk.override ? YES_NO.YES : YES_NO.NO);
  const [observation, setObservation] = useState(risk.override?.observation ?? '');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (changed === YES_NO.YES && !observation.trim()) {
      toast.warn(ALI_OVERRIDE_MESSAGES.observationRequired);
      return;
    }
    setSaving(true);
    toast.info(MESSAGES.saving);
    try {
      const id = await saveAssessment(http, wizard.form, {
        id: wizard.id,
        clientId: wizard.clientId,
        resultWasChanged: changed,
        resultWasChangedObs: changed === YES_NO.YES ? observation.trim() : null,
      });
      if (id === null) {
        toast.error(MESSAGES.saveError);
        return;
      }
      toast.success(MESSAGES.saved);
      onSaved();
    } catch (error) {
      toast.error(serverMessage(error) ?? MESSAGES.saveError);
    } finally {
      setSaving(false);
    }
  };

  return (
    <fieldset className={styles.override}>
      <legend>{ALI_OVERRIDE_MESSAGES.title}</legend>
      <div role="radiogroup" aria-labelledby={groupId} className={wizardStyles.options}>
        <span id={groupId}>{ALI_OVERRIDE_MESSAGES.question}</span>
        {(
          [
            [YES_NO.YES, MESSAGES.yes],
            [YES_NO.NO, MESSAGES.no],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={wizardStyles.option}>
            <input
              type="radio"
              name={`${groupId}-changed`}
              value={value}
              checked={changed === value}
              onChange={() => setChanged(value)}
            />
            {label}
          </label>
        ))}
      </div>
      {changed === YES_NO.YES ? (
        <div className={styles.overrideObs}>
          <label htmlFor={obsId}>{ALI_OVERRIDE_MESSAGES.observation}</label>
          <textarea
            id={obsId}
            rows={3}
            maxLength={2000}
            value={observation}
            onChange={(event) => setObservation(event.target.value)}
          />
        </div>
      ) : null}
      <div>
        <Button onClick={() => void save()} loading={saving}>
          {ALI_OVERRIDE_MESSAGES.save}
        </Button>
      </div>
    </fieldset>
  );
}
