import { canAccess, isParticipant, NAV_RULES } from '@dpohub/domain';
import type { Principal } from '@dpohub/domain';
import type { MenuDeclaration } from '@dpohub/shared-ui';
import { declaredEntries } from '../pages/declared-pages';

export interface MenuItem extends Omit<MenuDeclaration, 'to'> {
  /** Route the item opens; absent for items that open something in place. */
  to?: string;
  /** 'lgpdPrimer' opens the Conheça a LGPD PDF in a modal. */
  action?: 'lgpdPrimer';
}

/**
 * The shell's own items of the side menu (spec 1 section 2.6); each remote declares its own
 * between them (its src/pages.ts `menu`), placed by `order`. 'Portal' is a hidden item in the
 * spec, so it is not rendered. Participants have no home of cards (docs/decisions.md "Side menu
 * for participants").
 */
const SHELL_ITEMS: readonly MenuItem[] = [
  { key: 'home', label: 'Início', to: '/home', order: 10, hiddenForParticipants: true },
  {
    key: 'functions',
    label: 'Todas Funções',
    to: '/functions',
    order: 20,
    hiddenForParticipants: true,
  },
  { key: 'lgpdPrimer', label: 'Conheça a LGPD', action: 'lgpdPrimer', order: 900 },
  { key: 'terms', label: 'Termo de Uso e Privacidade', to: '/terms', order: 910 },
];

/** Every item of the side menu, in order. */
export function menuItems(): MenuItem[] {
  return [...SHELL_ITEMS, ...declaredEntries((pages) => pages.menu)].sort(
    (a, b) => a.order - b.order,
  );
}

export function visibleMenuItems(principal: Principal): MenuItem[] {
  const participant = isParticipant(principal);
  return menuItems().filter(
    (item) =>
      !(participant && item.hiddenForParticipants) &&
      (!item.access || canAccess(principal, item.access)) &&
      (!item.visibleBy || (NAV_RULES[item.visibleBy]?.(principal) ?? false)),
  );
}
