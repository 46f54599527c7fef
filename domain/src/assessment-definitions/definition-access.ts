// Who may use each kind written as a definition (issue 32): its authority (its key in AUTHORITIES
// and its role name) and its contracted function (its FEATURES key), one row per kind; each
// kind's identity (`*-identity.ts`) takes its row and writes the rest. The four words apart from
// the identities because most pages read AUTHORITIES, FEATURES or the contracted functions: there
// a kind brings no more than these (page budget; with whole identities the shell's first script
// weighed 578 B more, gzip; with the roles' ids and descriptions and the functions' labels in the
// rows too, the demands' pages weighed 80 B more each). This module imports no registry: the
// registries import it.
import type { DefinitionAccess } from './definition-types';

/** In the order of the home, the list, the role catalogue and the contracted functions. */
export const DEFINITION_ACCESS = [
  {
    kind: 'siteChecklist',
    authorityKey: 'CHECKLIST_SITE_APP',
    authority: 'ROLE_CHECKLIST_SITE_APP',
    feature: 'siteChecklist',
  },
  /** The RIPD (DPIA), LGPD arts. 5 XVII and 38. */
  { kind: 'ripd', authorityKey: 'RIPD', authority: 'ROLE_RIPD', feature: 'ripd' },
  /** The security incident register, LGPD art. 48 and Res. CD/ANPD 15/2024. */
  {
    kind: 'securityIncident',
    authorityKey: 'SECURITY_INCIDENT',
    authority: 'ROLE_INCIDENTE_SEGURANCA',
    feature: 'securityIncident',
  },
] as const satisfies readonly DefinitionAccess[];

export type DefinitionAccessOf = (typeof DEFINITION_ACCESS)[number];
export type DefinitionKind = DefinitionAccessOf['kind'];
/** The contracted functions (and FEATURES keys) of the kinds written as definitions. */
export type DefinitionFeature = DefinitionAccessOf['feature'];

/** Their entries of AUTHORITIES: key -> role name. */
export type DefinitionAuthorities = {
  readonly [A in DefinitionAccessOf as A['authorityKey']]: A['authority'];
};

/** Their entries of FEATURES: the kind's authority and its contracted function. */
export type DefinitionFeatures = {
  readonly [A in DefinitionAccessOf as A['feature']]: {
    readonly policy: A['authority'];
    readonly contract: A['feature'];
  };
};

/** The row of a kind, for its identity. */
/* @__NO_SIDE_EFFECTS__ */
export function accessOf<K extends DefinitionKind>(
  kind: K,
): Extract<DefinitionAccessOf, { kind: K }> {
  const row = DEFINITION_ACCESS.find((candidate) => candidate.kind === kind);
  if (!row) throw new Error(`No access row for the kind ${kind}`);
  return row as Extract<DefinitionAccessOf, { kind: K }>;
}

// The helpers below read the rows themselves, and are marked free of side effects, so a bundle
// drops a registry no screen of it reads, and the rows with it (page budget), as it does a literal
// table: were the rows an argument, the dropped call would leave the reference to them behind.

/**
 * One registry's entries, one per access row (`[key, value]` of each), as an object after the
 * registry's own entries; `T` is the whole object's type, from the rows' own types
 * (DefinitionAuthorities, DefinitionFeatures).
 */
/* @__NO_SIDE_EFFECTS__ */
export function objectWithAccess<T>(
  before: object,
  entry: (access: DefinitionAccessOf) => readonly [PropertyKey, unknown],
): T {
  return { ...before, ...Object.fromEntries(DEFINITION_ACCESS.map(entry)) } as T;
}

/** One registry's list, one item per access row between the registry's own items. */
/* @__NO_SIDE_EFFECTS__ */
export function listWithAccess<T>(
  before: readonly T[],
  item: (access: DefinitionAccessOf) => T,
  after: readonly T[] = [],
): T[] {
  return [...before, ...DEFINITION_ACCESS.map(item), ...after];
}
