// Every assessment kind written as a definition. A test runs the definition validator over this
// list, so a definition that does not hold together fails `npm test`.
import type { AssessmentDefinition } from './definition-types';
import { NEW_PROJECT } from './new-project';
import { RIPD } from './ripd';
import { SECURITY_INCIDENT } from './security-incident';
import { SITE_CHECKLIST } from './site-checklist';

export const ASSESSMENT_DEFINITIONS: readonly AssessmentDefinition[] = [
  NEW_PROJECT,
  SITE_CHECKLIST,
  RIPD,
  SECURITY_INCIDENT,
];

export function definitionByKind(kind: string): AssessmentDefinition | undefined {
  return ASSESSMENT_DEFINITIONS.find((definition) => definition.kind === kind);
}
