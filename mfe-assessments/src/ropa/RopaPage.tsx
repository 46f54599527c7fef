import { useCallback } from 'react';
import { ASSESSMENT_FORMS, ROPA_FINISH_LOADING_MS, ROPA_STEPS } from '@dpohub/domain';
import { AssessmentWizard } from '../wizard/AssessmentWizard';
import { useAssessmentWizard } from '../wizard/use-assessment-wizard';
import { useRouteAssessment } from '../wizard/use-route-assessment';
import { RopaConclusion } from './RopaConclusion';
import { RopaLiveNotes } from './RopaLiveNotes';

const form = ASSESSMENT_FORMS.ropa;

/** Local key other screens watch to refresh after a ROPA save (spec 3 section 2.2). */
export const ROPA_REFRESH_KEY = 'load';

/** Spec 3 section 2.2: a submit on steps 3 to 7 writes a random value under 'load'. */
function signalRefresh(position: number) {
  if (position < 3) return;
  try {
    window.localStorage.setItem(ROPA_REFRESH_KEY, String(Math.random()));
  } catch {
    // Storage refused (private mode, quota): the signal is a courtesy, the save stands.
  }
}

/** /ropa[/{id}]: the record of processing operations (spec 3 section 2.2). */
export function RopaPage() {
  const { id, queryClient } = useRouteAssessment(form);
  const onSaved = useCallback(signalRefresh, []);
  const wizard = useAssessmentWizard({
    form,
    steps: ROPA_STEPS,
    id,
    queryClient,
    onSaved,
    finishLoadingMs: ROPA_FINISH_LOADING_MS,
  });
  return (
    <AssessmentWizard
      key={id ?? 'new'}
      wizard={wizard}
      renderStepExtras={(step) => <RopaLiveNotes step={step} />}
      result={<RopaConclusion wizard={wizard} />}
    />
  );
}
