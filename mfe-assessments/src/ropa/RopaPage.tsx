import { ROPA_FINISH_LOADING_MS, ROPA_QUESTIONNAIRE } from '@dpohub/domain';
import { DefinitionPage } from '../definition/DefinitionPage';
import { RopaConclusion } from './RopaConclusion';
import { RopaLiveNotes } from './RopaLiveNotes';

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
  return (
    <DefinitionPage
      definition={ROPA_QUESTIONNAIRE}
      Result={RopaConclusion}
      StepNotes={RopaLiveNotes}
      onSaved={signalRefresh}
      finishLoadingMs={ROPA_FINISH_LOADING_MS}
    />
  );
}
