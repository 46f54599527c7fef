// Every assessment kind written as a definition. A test runs the definition validator over this
// list, so a definition that does not hold together fails `npm test`.
import { ALI } from './ali';
import type { AssessmentDefinition } from './definition-types';
import { NEW_PROJECT } from './new-project';
import { RIPD } from './ripd';
import { ROPA } from './ropa';
import { SECURITY_INCIDENT } from './security-incident';
import { SITE_CHECKLIST } from './site-checklist';
import { TPA } from './tpa';

export const ASSESSMENT_DEFINITIONS: readonly AssessmentDefinition[] = [
  SITE_CHECKLIST,
  RIPD,
  SECURITY_INCIDENT,
];

/**
 * The spec's kinds moved onto the engine (issue 32): definitions without an identity of their
 * own, whose registry entries stay where the spec's kinds keep theirs.
 */
export const SPEC_KIND_DEFINITIONS: readonly AssessmentDefinition[] = [NEW_PROJECT, ROPA, ALI, TPA];

export function definitionByKind(kind: string): AssessmentDefinition | undefined {
  return [...ASSESSMENT_DEFINITIONS, ...SPEC_KIND_DEFINITIONS].find(
    (definition) => definition.kind === kind,
  );
}
