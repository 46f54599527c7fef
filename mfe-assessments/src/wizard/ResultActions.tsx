import type { AssessmentFormDefinition } from '@dpohub/domain';
import { DossierButton } from '../dossier/DossierButton';
import { BackToList } from './BackToList';
import styles from './Wizard.module.css';

/**
 * Under every result: the dossier once the assessment is concluded (finding M7: every kind) and
 * the way back to the list (finding B1).
 */
export function ResultActions({
  form,
  id,
  completed,
}: {
  form: AssessmentFormDefinition;
  id: number;
  completed: boolean;
}) {
  return (
    <div className={styles.resultActions}>
      {completed ? <DossierButton id={id} apiSegment={form.apiSegment} /> : null}
      <BackToList form={form} />
    </div>
  );
}
