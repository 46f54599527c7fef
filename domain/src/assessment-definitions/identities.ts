// Who each kind written as a definition is (issue 32): the list from which the registries take
// their entries (the role catalogue, the contracted functions' labels, the list's formIds and
// rows, AssessmentKind, ASSESSMENT_FORMS, the demo contracts, the remote's pages and cards);
// AUTHORITIES, FEATURES and the contracted functions take theirs from the access rows
// (definition-access.ts). A new kind is one line here; each registry's literal types come from
// the identities' `as const` objects, so a key misspelt anywhere still fails the type check. This
// module imports no registry: the registries import it.
import { RIPD_IDENTITY } from './ripd-identity';
import { SECURITY_INCIDENT_IDENTITY } from './security-incident-identity';
import { SITE_CHECKLIST_IDENTITY } from './site-checklist-identity';

/** In the order of the access rows (identities.test.ts checks it). */
export const DEFINITION_IDENTITIES = [
  SITE_CHECKLIST_IDENTITY,
  RIPD_IDENTITY,
  SECURITY_INCIDENT_IDENTITY,
] as const;

export type DefinitionIdentityOf = (typeof DEFINITION_IDENTITIES)[number];
export type DefinitionFormId = DefinitionIdentityOf['formId'];

// As in definition-access.ts: the helpers read the list themselves, so that a registry dropped
// from a bundle leaves no reference to the identities behind.

/**
 * One registry's entries, one per identity (`[key, value]` of each), as an object after the
 * registry's own entries; `T` is the whole object's type.
 */
/* @__NO_SIDE_EFFECTS__ */
export function objectWithIdentities<T>(
  before: object,
  entry: (identity: DefinitionIdentityOf) => readonly [PropertyKey, unknown],
): T {
  return { ...before, ...Object.fromEntries(DEFINITION_IDENTITIES.map(entry)) } as T;
}

/** One registry's list, one item per identity between the registry's own items. */
/* @__NO_SIDE_EFFECTS__ */
export function listWithIdentities<T>(
  before: readonly T[],
  item: (identity: DefinitionIdentityOf) => T,
  after: readonly T[] = [],
): T[] {
  return [...before, ...DEFINITION_IDENTITIES.map(item), ...after];
}
