import { useFormikContext } from 'formik';
import {
  ropaImpactReportSigns,
  ropaWarnings,
  type DefinitionStep,
  type RopaField,
} from '@dpohub/domain';
import type { DefinitionFormValues } from '../definition/definition-values';
import { ImpactReportHint, RopaWarningList } from './RopaWarningList';

/**
 * Under a step, as the user types: the warnings whose answer belongs to this step, and on step 6
 * the signs that an impact report is due. The same domain rules the server answers at the end,
 * read on the form's answers as the record holds them (a list comma-joined).
 */
export function RopaLiveNotes({ step }: { step: DefinitionStep }) {
  const { values } = useFormikContext<DefinitionFormValues>();
  const answers = { ...values.answers, name: values.name } as Partial<
    Record<RopaField, string | null>
  >;
  const fields: string[] = step.questions.map((question) => question.code);
  const warnings = ropaWarnings(answers).filter((warning) => fields.includes(warning.field));
  return (
    <>
      <RopaWarningList warnings={warnings} />
      {step.position === 6 ? <ImpactReportHint reasons={ropaImpactReportSigns(answers)} /> : null}
    </>
  );
}
