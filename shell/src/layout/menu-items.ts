import {
  canAccess,
  FEATURES,
  holdsAssessmentAuthority,
  holdsDemandAccess,
  isParticipant,
} from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';

export interface MenuItem {
  key: string;
  label: string;
  /** Route the item opens; absent for items that open something in place. */
  to?: string;
  /** 'lgpdPrimer' opens the Conheça a LGPD PDF in a modal. */
  action?: 'lgpdPrimer';
  /** Hidden from participants (docs/decisions.md "Side menu for participants"). */
  hiddenForParticipants?: boolean;
  visible?: (principal: Principal) => boolean;
}

/**
 * The side menu of spec 1 section 2.6, in order. 'Portal' is a hidden item in the spec, so it
 * is not rendered; 'Clientes' opens the firm's client screen, for firm admins only.
 */
export const MENU_ITEMS: readonly MenuItem[] = [
  { key: 'home', label: 'Início', to: '/home', hiddenForParticipants: true },
  { key: 'functions', label: 'Todas Funções', to: '/functions', hiddenForParticipants: true },
  {
    key: 'demands',
    label: 'Solicitações',
    to: '/demands',
    // Spec 1 section 2.6: admin only.
    visible: (p) => canAccess(p, FEATURES.staffDemands),
  },
  {
    key: 'myDemands',
    label: 'Minhas Solicitações',
    to: '/clientDemands',
    // A participant's way back to the demands they take part in (their landing page), and a
    // client user's to their company's requests when they hold the demands role (demands m15).
    visible: (p) =>
      isParticipant(p) ||
      (!p.admin && holdsDemandAccess(p) && canAccess(p, FEATURES.clientDemands)),
  },
  {
    key: 'assessments',
    label: 'Avaliações',
    to: '/myAvaliations',
    // Finding B1: the way back to every saved assessment, for whoever holds any of their
    // authorities (spec 3 section 1).
    visible: holdsAssessmentAuthority,
  },
  {
    key: 'clients',
    label: 'Clientes',
    to: '/clients',
    // The spec's hidden 'Clientes' item, now the firm's client screen (docs/decisions.md).
    visible: (p) => canAccess(p, FEATURES.clientFunctions),
  },
  {
    key: 'simulatedFines',
    label: 'Multas Simuladas',
    to: '/simulatedFines',
    hiddenForParticipants: true,
    visible: (p) => canAccess(p, FEATURES.simulatedFines),
  },
  {
    key: 'auditTrail',
    label: 'Trilha de auditoria',
    to: '/auditTrail',
    // Issue 31: firm admins see every client's events, a client administrator their own.
    visible: (p) => canAccess(p, FEATURES.auditTrail),
  },
  { key: 'lgpdPrimer', label: 'Conheça a LGPD', action: 'lgpdPrimer' },
  { key: 'terms', label: 'Termo de Uso e Privacidade', to: '/terms' },
];

export function visibleMenuItems(principal: Principal): MenuItem[] {
  const participant = isParticipant(principal);
  return MENU_ITEMS.filter(
    (item) => !(participant && item.hiddenForParticipants) && (item.visible?.(principal) ?? true),
  );
}
