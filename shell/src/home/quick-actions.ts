import { FEATURES, SERVICE_TYPE } from '@dpohub/domain';
import type { AccessRule } from '@dpohub/domain';

export interface QuickAction {
  key: string;
  label: string;
  to: string;
  access: AccessRule;
}

/** The popup options of spec 1 section 2.5. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { key: 'newPartner', label: 'Novo contrato ou parceiro', to: '/TPA', access: FEATURES.tpa },
  {
    key: 'newProject',
    label: 'Novo projeto',
    to: '/evaluation/project',
    access: FEATURES.projectEvaluation,
  },
  {
    key: 'legalReview',
    label: 'Enviar documento para análise jurídica',
    to: `/clientDemands/new?serviceType=${SERVICE_TYPE.DOCUMENTO}`,
    access: FEATURES.clientDemandCreate,
  },
  { key: 'newUser', label: 'Novo usuário', to: '/users/new', access: FEATURES.users },
  {
    key: 'userPermissions',
    label: 'Alterar permissões de usuário',
    to: '/users',
    access: FEATURES.users,
  },
];

export const QUICK_ACTIONS_LABELS = {
  open: 'Ações rápidas',
  title: 'O que você deseja fazer?',
  none: 'Não há ações rápidas disponíveis para o seu perfil.',
} as const;
