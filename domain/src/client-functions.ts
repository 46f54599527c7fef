// The function cards a client contracts (docs/decisions.md "Contracted functions"): the keys of
// GET/PUT /client/{id}/functions, their labels on the firm's screen, and the default a client
// created in the portal starts with.
import { listWithAccess, type DefinitionFeature } from './assessment-definitions/definition-access';
import { objectWithIdentities } from './assessment-definitions/identities';

/**
 * Cards a client may contract, in the home's order (spec 1 section 2.5 groups): the spec's
 * assessments, then each kind written as a definition (its identity names its function), then the
 * others; each is a key of the access policy's FEATURES (access-policy.test.ts checks it).
 */
const SPEC_ASSESSMENT_FUNCTIONS = ['projectEvaluation', 'tpa', 'ropa', 'ali'] as const;
const OTHER_FUNCTIONS = [
  'budgetControl',
  'dashboard',
  'users',
  'documentsContractsConsultations',
] as const;

export type ContractableFunction =
  (typeof SPEC_ASSESSMENT_FUNCTIONS)[number] | DefinitionFeature | (typeof OTHER_FUNCTIONS)[number];

export const CONTRACTABLE_FUNCTIONS: readonly ContractableFunction[] =
  /* @__PURE__ */ listWithAccess<ContractableFunction>(
    SPEC_ASSESSMENT_FUNCTIONS,
    (access) => access.feature,
    OTHER_FUNCTIONS,
  );

/** The names the firm's screen shows for each contractable function. */
const SPEC_FUNCTION_LABELS: Record<Exclude<ContractableFunction, DefinitionFeature>, string> = {
  projectEvaluation: 'Avaliação de Novos Projetos',
  tpa: 'Avaliação de Terceiros',
  ropa: 'ROPA',
  ali: 'Avaliação de Legítimo Interesse',
  budgetControl: 'Controle Orçamentário',
  dashboard: 'Dashboards',
  users: 'Gerenciamento de Usuários',
  documentsContractsConsultations: 'Documentos, Contratos e Consultas',
};

export const CONTRACTABLE_FUNCTION_LABELS: Readonly<Record<ContractableFunction, string>> =
  /* @__PURE__ */ objectWithIdentities<Record<ContractableFunction, string>>(
    SPEC_FUNCTION_LABELS,
    (identity) => [identity.feature, identity.functionLabel],
  );

/** The Portuguese name of a function card (its key when it is not one the firm contracts). */
export function contractableFunctionLabel(key: string): string {
  return (CONTRACTABLE_FUNCTION_LABELS as Record<string, string>)[key] ?? key;
}

/**
 * A client created in the portal has contracted every function until the firm says otherwise:
 * its home then shows what /functions shows, and the firm removes what the client lacks.
 */
export const DEFAULT_CLIENT_FUNCTIONS: readonly ContractableFunction[] = CONTRACTABLE_FUNCTIONS;

export function isContractableFunction(key: string): key is ContractableFunction {
  return (CONTRACTABLE_FUNCTIONS as readonly string[]).includes(key);
}

/** The chosen functions in the home's order, without repeats. */
export function orderedFunctions(keys: readonly string[]): ContractableFunction[] {
  const chosen = new Set(keys);
  return CONTRACTABLE_FUNCTIONS.filter((key) => chosen.has(key));
}

/** The answer of GET and PUT /client/{id}/functions: the wire contract's. */
export type { ClientFunctions } from './wire/clients';
