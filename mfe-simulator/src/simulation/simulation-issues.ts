import {
  ATENUANTE_GROUP_FIELD,
  DOSIMETRY_MESSAGES,
  isAtenuanteAnswered,
  validateDosimetryInput,
} from '@dpohub/domain';
import type { DosimetryIssue } from '@dpohub/domain';
import { toDosimetryInput } from './simulation-values';
import type { SimulationFormValues } from './simulation-values';

/** Index of the accordion section (0..3) that holds the field an issue names. */
export function sectionOfIssue(issue: DosimetryIssue): number {
  if (issue.field.startsWith('infracao')) return 0;
  if (issue.field.startsWith('etapa3')) return 2;
  if (issue.field === 'valorVantagemAuferidaEstimavel') return 3;
  return 1;
}

/**
 * The problems of the form, in section order, worded by the domain (spec 4 section 5). Question
 * 5 of step 3 is answered by a factor or by the form-only "Nenhuma", which only the form knows.
 */
export function simulationIssues(values: SimulationFormValues): DosimetryIssue[] {
  const issues = validateDosimetryInput(toDosimetryInput(values));
  if (!isAtenuanteAnswered(values)) {
    issues.push({ field: ATENUANTE_GROUP_FIELD, message: DOSIMETRY_MESSAGES.step3Required });
  }
  return issues
    .map((issue, order) => ({ issue, order }))
    .sort((a, b) => sectionOfIssue(a.issue) - sectionOfIssue(b.issue) || a.order - b.order)
    .map(({ issue }) => issue);
}
