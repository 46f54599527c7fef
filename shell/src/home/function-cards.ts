import {
  canAccess,
  FEATURES,
  FUNCTION_GROUP_NAMES,
  isContractableFunction,
  isFirmStaff,
  userKind,
} from '@dpohub/domain';
import type { FeatureKey, Principal } from '@dpohub/domain';
import type { CardDeclaration, FunctionSection } from '@dpohub/shared-ui';
import { declaredEntries } from '../pages/declared-pages';

/** The /functions sections (spec 1 section 2.1), named as the user form's permission groups. */
export const FUNCTION_SECTIONS: readonly { key: FunctionSection; title: string }[] = (
  ['evaluations', 'documents', 'users', 'activities'] as const
).map((key) => ({ key, title: FUNCTION_GROUP_NAMES[key] }));

/** A card of /functions and home: a remote's declared card, or one of the unavailable ones. */
export interface FunctionCard extends Omit<
  CardDeclaration,
  'to' | 'order' | 'contractKey' | 'anyOf'
> {
  to?: string;
  /**
   * The domain FeatureKey a client contracts for this card (GET /client/{id}/functions);
   * defaults to `key`. Documentos, Contratos and Consultas share one.
   */
  contractKey?: FeatureKey;
  /**
   * A card for several functions (the assessments list): open when the user may use any of
   * them (and, for a client user, the client contracted it).
   */
  anyOf?: readonly FeatureKey[];
  /** Spec 1 section 2.5: not built yet, gives the info message. */
  unavailable?: boolean;
}

/**
 * Spec 1 section 2.5: the cards not yet available, each giving the info message, in the spec's
 * order. One leaves the list when a remote declares a card of its title (the RIPD's 'DPIA', the
 * incident register's two cards, ...), so that a new kind needs no line here.
 */
const SPEC_UNAVAILABLE_TITLES = [
  'DPIA',
  'Checklist ISO 27001',
  'Notificação de incidente de segurança',
  'Checklist de site e app',
  'Gravidade de incidentes (ENISA)',
  'Práticas de segurança da informação',
  'Conformidade de site/app',
] as const;

/** The spec's unavailable cards that no remote declares (yet). */
export function unavailableCards(declared: readonly CardDeclaration[]): FunctionCard[] {
  const built = new Set(declared.map((card) => card.title));
  return SPEC_UNAVAILABLE_TITLES.filter((title) => !built.has(title)).map((title, index) => ({
    key: `unavailable-${index}`,
    title,
    section: 'evaluations',
    unavailable: true,
  }));
}

/** The cards the remotes declare, each placed where `place` says (absent: not there). */
function placed(place: (card: CardDeclaration) => number | undefined): CardDeclaration[] {
  return declaredEntries((pages) =>
    pages.cards?.flatMap((card) => {
      const order = place(card);
      return order === undefined ? [] : [{ ...card, order }];
    }),
  );
}

/**
 * Admins' home cards (spec 1 section 2.5): the fixed set every admin sees, plus the firm
 * staff's (employeeDanielLaw 1) documents and users cards, as the remotes place them.
 */
export function adminHomeCards(principal: Principal): FunctionCard[] {
  const firmStaff = isFirmStaff(principal);
  return placed((card) => (card.firmStaffOnly && !firmStaff ? undefined : card.adminHome));
}

/**
 * A client's home cards: the functions contracted by their client (docs/decisions.md "Home
 * cards of a client"), plus the cards of functions no client contracts (the simulator), which
 * are always there; the assessments list follows the assessment cards when any is contracted.
 */
export function clientHomeCards(contracted: readonly string[]): FunctionCard[] {
  const wanted = new Set(contracted);
  const shown = (card: CardDeclaration) => {
    const key = card.contractKey ?? card.key;
    return card.anyOf
      ? card.anyOf.some((feature) => wanted.has(feature))
      : !isContractableFunction(key) || wanted.has(key);
  };
  return placed((card) => card.clientHome).filter(shown);
}

/** Every card, for /functions: all functions, each enabled or not for the user. */
export function allFunctionCards(): FunctionCard[] {
  const declared = declaredEntries((pages) => pages.cards);
  return [...declared, ...unavailableCards(declared)];
}

export type CardState = 'enabled' | 'noAccess' | 'unavailable';

/**
 * Whether the user may open the card. `contracted` is the client's contracted functions (client
 * users): a contractable card the client has not contracted is closed on /functions as it is
 * absent from home, so both pages agree.
 */
export function cardState(
  card: FunctionCard,
  principal: Principal,
  contracted: readonly string[] | null = null,
): CardState {
  if (card.unavailable) return 'unavailable';
  if (card.anyOf) {
    const usable = card.anyOf.some(
      (key) =>
        canAccess(principal, FEATURES[key]) &&
        (contracted === null || userKind(principal) !== 'client' || contracted.includes(key)),
    );
    return usable ? 'enabled' : 'noAccess';
  }
  if (card.access && !canAccess(principal, card.access)) return 'noAccess';
  const contractKey = card.contractKey ?? card.key;
  if (
    contracted !== null &&
    userKind(principal) === 'client' &&
    isContractableFunction(contractKey) &&
    !contracted.includes(contractKey)
  ) {
    return 'noAccess';
  }
  return 'enabled';
}
