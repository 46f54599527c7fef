import { useFormikContext } from 'formik';
import {
  ropaImpactReportSigns,
  ropaWarnings,
  type RopaField,
  type StepDefinition,
} from '@dpohub/domain';
import type { AssessmentValues } from '../wizard/assessment-api';
import { ImpactReportHint, RopaWarningList } from './RopaWarningList';

/**
 * Under a step, as the user types: the warnings whose answer belongs to this step, and on step 6
 * the signs that an impact report is due. The same domain rules the server answers at the end.
 */
export function RopaLiveNotes({ step }: { step: StepDefinition }) {
  const { values } = useFormikContext<AssessmentValues>();
  const answers = values as Partial<Record<RopaField, string | null>>;
  const fields = step.questions.map((question) => question.field);
  const warnings = ropaWarnings(answers).filter((warning) => fields.includes(warning.field));
  return (
    <>
      <RopaWarningList warnings={warnings} />
      {step.position === 6 ? <ImpactReportHint reasons={ropaImpactReportSigns(answers)} /> : null}
    </>
  );
}
