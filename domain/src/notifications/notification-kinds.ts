import type { AccessRule } from '../access-policy';
// The e-mail notifications of the demands area: what can be told, to whom, and the labels of the
// preferences section of the profile menu. Every kind is on until the user turns it off.

export const NOTIFICATION_KINDS = [
  'newClientRequest',
  'cancellationRequested',
  'clientComment',
  'requestEdited',
  'assigned',
  'firmCreatedRequest',
  'statusChanged',
  'firmComment',
  'requestComment',
  'deadlineChanged',
  'participantAdded',
  'dailyDigest',
  'dailyDigestOffice',
  'assessmentConcludedByFirm',
  'assessmentReviewAnswered',
  'assessmentChangedByFirm',
  'assessmentReviewRequested',
  'hoursBankAlert',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export function isNotificationKind(value: unknown): value is NotificationKind {
  return typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * What an outbox message tells: a notification kind of a portal user, or the fine simulator's
 * result sent to a lead (no portal account, so no preference: its own unsubscribe link).
 */
export const SIMULATION_RESULT_KIND = 'simulationResult';
/**
 * The e-mails of a request to erase one's account (issue 31): legal answers, so no preference
 * turns them off.
 */
export const DATA_SUBJECT_MAIL_KIND = 'dataSubjectRequest';
/** The end of a client's contract told to its users: a notice no preference turns off. */
export const CONTRACT_ENDED_KIND = 'contractEnded';
export type OutboxKind =
  | NotificationKind
  | typeof SIMULATION_RESULT_KIND
  | typeof DATA_SUBJECT_MAIL_KIND
  | typeof CONTRACT_ENDED_KIND;

/** The label of each kind in the preferences section. */
export const NOTIFICATION_KIND_LABEL: Readonly<Record<NotificationKind, string>> = {
  newClientRequest: 'Nova solicitação de um cliente',
  cancellationRequested: 'Pedido de cancelamento de um cliente',
  clientComment: 'Novo comentário de um cliente',
  requestEdited: 'Solicitação pendente alterada por um cliente',
  assigned: 'Solicitação atribuída a mim',
  firmCreatedRequest: 'Nova solicitação aberta pelo escritório',
  statusChanged: 'Mudança de status das minhas solicitações',
  firmComment: 'Novo comentário do escritório',
  requestComment: 'Novo comentário de outra pessoa nas minhas solicitações',
  deadlineChanged: 'Mudança de prazo das minhas solicitações',
  participantAdded: 'Inclusão como participante de uma solicitação',
  dailyDigest: 'Resumo diário de prazos (atrasadas e que vencem no próximo dia útil)',
  dailyDigestOffice:
    'No resumo diário, também as solicitações de todo o escritório (não só as minhas)',
  assessmentConcludedByFirm: 'Avaliação concluída pelo escritório para a minha empresa',
  assessmentReviewAnswered: 'Avaliação devolvida com comentários ou aprovada pelo escritório',
  assessmentChangedByFirm: 'Avaliação concluída alterada pelo escritório',
  assessmentReviewRequested: 'Avaliação de um cliente enviada para análise jurídica',
  hoursBankAlert: 'Alertas do pacote de horas (80% e 100% usados, vencimento em 15 dias)',
};

/** Kinds a client user (or participant) can receive: never the firm's own workload. */
const CLIENT_KINDS: readonly NotificationKind[] = [
  'firmCreatedRequest',
  'statusChanged',
  'firmComment',
  'requestComment',
  'deadlineChanged',
  'participantAdded',
  'assessmentConcludedByFirm',
  'assessmentReviewAnswered',
  'assessmentChangedByFirm',
  'hoursBankAlert',
];

/** Kinds only the client side receives (the firm is the one acting). */
const CLIENT_ONLY_KINDS: readonly NotificationKind[] = [
  'assessmentConcludedByFirm',
  'assessmentReviewAnswered',
  'assessmentChangedByFirm',
  'firmCreatedRequest',
  'requestComment',
];

const STAFF_KINDS = NOTIFICATION_KINDS.filter((kind) => !CLIENT_ONLY_KINDS.includes(kind));

/** The kinds a user may receive, and so may turn off: staff the firm's kinds, clients their own. */
export function notificationKindsFor(user: { staff: boolean }): readonly NotificationKind[] {
  return user.staff ? STAFF_KINDS : CLIENT_KINDS;
}

/** Access rules of the notification calls (the API's route options, the screens' checks). */
export const NOTIFICATION_FEATURES = {
  /** Every signed-in user keeps their own e-mail preferences. */
  preferences: {},
  /** The overdue filter of the staff list is the firm's tool. */
  overdueFilter: { userType: 'admin' },
} as const satisfies Record<string, AccessRule>;

export const NOTIFICATION_MESSAGES = {
  preferencesSaved: 'Preferências de notificação salvas com sucesso!',
  preferencesLoadFailed: 'Não foi possível carregar as preferências de notificação.',
  kindNotAvailable: 'Tipo de notificação indisponível para este usuário.',
  overdueFilterOnlyStaff: 'Somente a equipe do escritório filtra as solicitações atrasadas.',
  menuItem: 'Notificações por e-mail',
  sectionTitle: 'Notificações por e-mail',
  sectionHint: 'Escolha quais avisos você quer receber por e-mail.',
  save: 'Salvar',
  cancel: 'Cancelar',
} as const;
