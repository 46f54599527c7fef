import type { QuickActionDeclaration } from '@dpohub/shared-ui';
import { declaredEntries } from '../pages/declared-pages';

/** The popup options of spec 1 section 2.5, as the remotes declare them, in order. */
export function quickActions(): QuickActionDeclaration[] {
  return declaredEntries((pages) => pages.quickActions);
}

export const QUICK_ACTIONS_LABELS = {
  open: 'Ações rápidas',
  title: 'O que você deseja fazer?',
  none: 'Não há ações rápidas disponíveis para o seu perfil.',
} as const;
