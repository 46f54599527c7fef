import { Link } from 'react-router-dom';
import { ASSESSMENT_MESSAGES, type AssessmentFormDefinition } from '@dpohub/domain';
import { ASSESSMENT_PATHS } from '../routing/assessment-paths';
import styles from './Wizard.module.css';

/** From each result, the way back to the kind's saved assessments (finding B1). */
export function BackToList({ form }: { form: AssessmentFormDefinition }) {
  return (
    <Link className={styles.backToList} to={`${ASSESSMENT_PATHS.list}?formId=${form.formId}`}>
      {ASSESSMENT_MESSAGES.backToList}
    </Link>
  );
}
