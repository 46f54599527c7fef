import { LABELS } from '../../labels';
import { Button } from '../Button/Button';

export interface WizardStepButtonsProps {
  onBack?: () => void;
  onNext?: () => void;
  /** Label of the forward button, e.g. 'Concluir' on the last step; default 'Próximo'. */
  nextLabel?: string;
  /** The step is saving: Próximo shows a spinner. */
  saving?: boolean;
  hideNext?: boolean;
}

/** Voltar / Próximo of one wizard step (spec 3 section 2). */
export function WizardStepButtons({
  onBack,
  onNext,
  nextLabel = LABELS.next,
  saving = false,
  hideNext = false,
}: WizardStepButtonsProps) {
  return (
    <>
      {onBack ? (
        <Button variant="secondary" onClick={onBack} disabled={saving}>
          {LABELS.back}
        </Button>
      ) : null}
      {onNext && !hideNext ? (
        <Button variant="primary" onClick={onNext} loading={saving}>
          {nextLabel}
        </Button>
      ) : null}
    </>
  );
}
