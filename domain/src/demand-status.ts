// The demand status machine of spec 2 section 4, as data plus the functions that read it.
// The UI draws its buttons from it; the API validates every status change with it.

export const DEMAND_STATUS = {
  PENDENTE: 'PENDENTE',
  NAO_INICIADO: 'NAO_INICIADO',
  EM_CURSO: 'EM_CURSO',
  FINALIZADO: 'FINALIZADO',
  CANCELADO: 'CANCELADO',
  CANCELAMENTO: 'CANCELAMENTO',
} as const;

export type DemandStatus = (typeof DEMAND_STATUS)[keyof typeof DEMAND_STATUS];

/** In the order of the status filter of the staff list (spec 2 section 2.1). */
export const DEMAND_STATUSES: readonly DemandStatus[] = [
  DEMAND_STATUS.PENDENTE,
  DEMAND_STATUS.NAO_INICIADO,
  DEMAND_STATUS.EM_CURSO,
  DEMAND_STATUS.FINALIZADO,
  DEMAND_STATUS.CANCELADO,
  DEMAND_STATUS.CANCELAMENTO,
];

export function isDemandStatus(value: unknown): value is DemandStatus {
  return typeof value === 'string' && (DEMAND_STATUSES as readonly string[]).includes(value);
}

export const DEMAND_STATUS_LABEL: Readonly<Record<DemandStatus, string>> = {
  PENDENTE: 'Pendente',
  NAO_INICIADO: 'Não iniciado',
  EM_CURSO: 'Em curso',
  FINALIZADO: 'Finalizado',
  CANCELADO: 'Cancelado',
  CANCELAMENTO: 'Cancelamento',
};

/** Options of the status filter: value and label. */
export const DEMAND_STATUS_OPTIONS: readonly { value: DemandStatus; label: string }[] =
  DEMAND_STATUSES.map((value) => ({ value, label: DEMAND_STATUS_LABEL[value] }));

/** The client view names a requested cancellation differently (spec 2 section 4). */
export const CLIENT_VIEW_CANCELAMENTO_LABEL = 'Cancelamento Solicitado';

export type BadgeColour = 'warn' | 'none' | 'info' | 'accept' | 'danger' | 'moderate' | 'grey';

export const DEMAND_STATUS_BADGE: Readonly<Record<DemandStatus, BadgeColour>> = {
  PENDENTE: 'warn',
  NAO_INICIADO: 'none',
  EM_CURSO: 'info',
  FINALIZADO: 'accept',
  CANCELADO: 'danger',
  CANCELAMENTO: 'moderate',
};

export const ARCHIVED_BADGE = { label: 'Arquivada', colour: 'grey' } as const;

export type StatusView = 'staff' | 'client';

export function demandStatusLabel(status: DemandStatus, view: StatusView = 'staff'): string {
  if (view === 'client' && status === DEMAND_STATUS.CANCELAMENTO) {
    return CLIENT_VIEW_CANCELAMENTO_LABEL;
  }
  return DEMAND_STATUS_LABEL[status];
}

/** The badge of a demand: an archived demand shows 'Arquivada' in grey whatever its status. */
export function demandBadge(
  demand: { status: DemandStatus; archived?: boolean | null },
  view: StatusView = 'staff',
): { label: string; colour: BadgeColour } {
  if (demand.archived) return { ...ARCHIVED_BADGE };
  return {
    label: demandStatusLabel(demand.status, view),
    colour: DEMAND_STATUS_BADGE[demand.status],
  };
}

/** Status values of the client view and the statuses they stand for. */
export const CLIENT_DEMAND_STATUS = {
  pending: DEMAND_STATUS.PENDENTE,
  toCancel: DEMAND_STATUS.CANCELAMENTO,
  canceled: DEMAND_STATUS.CANCELADO,
} as const;

export type ClientDemandStatus = keyof typeof CLIENT_DEMAND_STATUS;

export function fromClientStatus(status: ClientDemandStatus): DemandStatus {
  return CLIENT_DEMAND_STATUS[status];
}

/** The client-view value of a status, or null for statuses the client view does not name. */
export function toClientStatus(status: DemandStatus): ClientDemandStatus | null {
  const entry = Object.entries(CLIENT_DEMAND_STATUS).find(([, value]) => value === status);
  return entry ? (entry[0] as ClientDemandStatus) : null;
}

export function isClientDemandStatus(value: unknown): value is ClientDemandStatus {
  return typeof value === 'string' && Object.hasOwn(CLIENT_DEMAND_STATUS, value);
}

/** The advance action of the staff list (spec 2 section 4). */
export const ADVANCE: Readonly<Partial<Record<DemandStatus, { label: string; to: DemandStatus }>>> =
  {
    PENDENTE: { label: 'Aceitar', to: DEMAND_STATUS.NAO_INICIADO },
    NAO_INICIADO: { label: 'Iniciar', to: DEMAND_STATUS.EM_CURSO },
    EM_CURSO: { label: 'Finalizar', to: DEMAND_STATUS.FINALIZADO },
  };

/** What the status machine needs to know about a demand besides its status. */
export interface DemandFacts {
  status: DemandStatus;
  archived?: boolean | null;
  lawyer?: { id: number } | null;
  horas?: string | null;
  valor?: number | null;
}

// Zero hours count as missing: spec 2 section 5 rejects 00:00 as 'Valor de horas inválido'.
function hasHours(horas: string | null | undefined): boolean {
  return !!horas && /[1-9]/.test(horas);
}

/** Spec 2 section 4: accepting a pending demand needs a lawyer, hours and a value. */
export function hasInternalData(demand: DemandFacts): boolean {
  return !!demand.lawyer && hasHours(demand.horas) && demand.valor != null;
}

export type AdvanceAction =
  | { label: string; to: DemandStatus; disabled: false }
  | { label: string; to: DemandStatus | null; disabled: true; reason: string }
  | { label: null; to: null; disabled: true };

/**
 * Why the advance item of a row is disabled (demands m9), shown beside it: the step waits for
 * internal data, for the answer to a cancellation request, or the demand is already finished.
 */
export const ADVANCE_DISABLED_REASON = {
  missingInternalData: 'Informe advogado(a), horas e valor antes de aceitar a solicitação.',
  cancellationRequested: 'Aguardando a resposta ao pedido de cancelamento do cliente.',
  finished: 'A solicitação já está finalizada.',
} as const;

/**
 * The advance item of a row (spec 2 section 4). PENDENTE stays disabled until lawyer, hours and
 * value are filled; CANCELAMENTO (still a pending request, its 'Aceitar' waiting for the answer to
 * the cancellation) and FINALIZADO (its 'Finalizar' done) show the item disabled, with the reason,
 * rather than hiding it (demands m9). CANCELADO and archived rows offer no advance at all (spec 2
 * section 4: CANCELADO items offer no actions; archived ones only unarchive).
 */
export function advanceAction(demand: DemandFacts): AdvanceAction {
  if (demand.archived || demand.status === DEMAND_STATUS.CANCELADO) {
    return { label: null, to: null, disabled: true };
  }
  if (demand.status === DEMAND_STATUS.CANCELAMENTO) {
    const step = ADVANCE.PENDENTE!;
    const reason = ADVANCE_DISABLED_REASON.cancellationRequested;
    return { label: step.label, to: null, disabled: true, reason };
  }
  if (demand.status === DEMAND_STATUS.FINALIZADO) {
    const step = ADVANCE.EM_CURSO!;
    return {
      label: step.label,
      to: null,
      disabled: true,
      reason: ADVANCE_DISABLED_REASON.finished,
    };
  }
  const step = ADVANCE[demand.status];
  if (!step) return { label: null, to: null, disabled: true };
  if (demand.status === DEMAND_STATUS.PENDENTE && !hasInternalData(demand)) {
    const reason = ADVANCE_DISABLED_REASON.missingInternalData;
    return { label: step.label, to: step.to, disabled: true, reason };
  }
  return { label: step.label, to: step.to, disabled: false };
}

export type RowActionKey = 'cancel' | 'archive' | 'unarchive';

export const ROW_ACTION_LABEL: Readonly<Record<RowActionKey, string>> = {
  cancel: 'Cancelar',
  archive: 'Arquivar',
  // The spec names the action ("unarchive", spec 2 section 2.2) but not its label.
  unarchive: 'Desarquivar',
};

/**
 * The row menu of the staff lists (spec 2 sections 2.2 and 4). Archived rows only unarchive.
 * FINALIZADO offers Arquivar and Cancelar (the spec says so for FINALIZADO items, which wins over
 * the general "while not finished"); CANCELADO offers nothing; every other status Cancelar.
 */
export function rowActions(demand: Pick<DemandFacts, 'status' | 'archived'>): RowActionKey[] {
  if (demand.archived) return ['unarchive'];
  switch (demand.status) {
    case DEMAND_STATUS.CANCELADO:
      return [];
    case DEMAND_STATUS.FINALIZADO:
      return ['archive', 'cancel'];
    default:
      return ['cancel'];
  }
}

export type StatusActor = 'admin' | 'client' | 'participant';

export type TransitionDecision =
  { allowed: true } | { allowed: false; status: 400 | 403; message: string };

/** Refusals of status changes and archiving, in the API's answers. */
export const STATUS_CHANGE_MESSAGES = {
  participant: 'Participantes não podem alterar o status da solicitação.',
  sameStatus: 'A solicitação já está neste status.',
  archived: 'Desarquive a solicitação antes de alterar o status.',
  notAllowed: 'Alteração de status não permitida.',
  missingInternalData: ADVANCE_DISABLED_REASON.missingInternalData,
  alreadyCanceled: 'A solicitação já está cancelada.',
  adminOnly: 'Somente a equipe pode alterar o status da solicitação.',
  cancellationOnlyPending:
    'O cancelamento só pode ser solicitado enquanto a solicitação está pendente.',
  cancellationByClient: 'Somente o cliente pode solicitar o cancelamento; cancele diretamente.',
  archiveNotAllowed: 'Somente solicitações finalizadas podem ser arquivadas.',
  alreadyArchived: 'A solicitação já está arquivada.',
  notArchived: 'A solicitação não está arquivada.',
  archiveAdminOnly: 'Somente a equipe pode arquivar ou desarquivar solicitações.',
} as const;

const ALLOWED: TransitionDecision = { allowed: true };

function refuse(status: 400 | 403, message: string): TransitionDecision {
  return { allowed: false, status, message };
}

/** Transitions an admin may make, whatever the demand's data (see adminDecision). */
function isAdminTransition(from: DemandStatus, to: DemandStatus): boolean {
  if (ADVANCE[from]?.to === to) return true;
  // Admin cancel (any status but CANCELADO, FINALIZADO included: see rowActions) and accepting a
  // requested cancellation both land on CANCELADO.
  if (to === DEMAND_STATUS.CANCELADO) return from !== DEMAND_STATUS.CANCELADO;
  // Refusing a requested cancellation returns the demand to pending.
  return from === DEMAND_STATUS.CANCELAMENTO && to === DEMAND_STATUS.PENDENTE;
}

function adminDecision(from: DemandStatus, to: DemandStatus, demand: DemandFacts) {
  if (to === DEMAND_STATUS.CANCELAMENTO)
    return refuse(403, STATUS_CHANGE_MESSAGES.cancellationByClient);
  if (from === DEMAND_STATUS.CANCELADO) return refuse(400, STATUS_CHANGE_MESSAGES.alreadyCanceled);
  if (!isAdminTransition(from, to)) return refuse(400, STATUS_CHANGE_MESSAGES.notAllowed);
  if (
    from === DEMAND_STATUS.PENDENTE &&
    to === DEMAND_STATUS.NAO_INICIADO &&
    !hasInternalData(demand)
  ) {
    return refuse(400, STATUS_CHANGE_MESSAGES.missingInternalData);
  }
  return ALLOWED;
}

function clientDecision(from: DemandStatus, to: DemandStatus) {
  if (to === DEMAND_STATUS.CANCELAMENTO) {
    return from === DEMAND_STATUS.PENDENTE
      ? ALLOWED
      : refuse(400, STATUS_CHANGE_MESSAGES.cancellationOnlyPending);
  }
  if (isAdminTransition(from, to)) return refuse(403, STATUS_CHANGE_MESSAGES.adminOnly);
  return refuse(400, STATUS_CHANGE_MESSAGES.notAllowed);
}

/**
 * Server-side rule for a status change (spec 2 section 4; the spec shows no server rules, these
 * are the UI's transitions made binding):
 * - admin: advance along ADVANCE (accepting needs lawyer, hours and value); cancel directly to
 *   CANCELADO from any status but CANCELADO; accept a cancellation (CANCELAMENTO -> CANCELADO);
 *   refuse it (CANCELAMENTO -> PENDENTE);
 * - client: request cancellation, PENDENTE -> CANCELAMENTO, nothing else;
 * - participant: nothing.
 * An archived demand must be unarchived first.
 */
export function transitionDecision(
  from: DemandStatus,
  to: DemandStatus,
  actor: StatusActor,
  demand: Omit<DemandFacts, 'status'> = {},
): TransitionDecision {
  if (actor === 'participant') return refuse(403, STATUS_CHANGE_MESSAGES.participant);
  if (from === to) return refuse(400, STATUS_CHANGE_MESSAGES.sameStatus);
  if (demand.archived) return refuse(400, STATUS_CHANGE_MESSAGES.archived);
  const facts = { ...demand, status: from };
  return actor === 'admin' ? adminDecision(from, to, facts) : clientDecision(from, to);
}

/**
 * Archive and unarchive (PATCH /solicitacao/update-archived/{id}). Admins only. Only FINALIZADO
 * demands are archived: CANCELADO rows offer no actions (spec 2 section 4), so we keep the
 * server to what the screens offer. Any archived demand may be unarchived.
 */
export function archiveDecision(
  demand: Pick<DemandFacts, 'status' | 'archived'>,
  archived: boolean,
  actor: StatusActor,
): TransitionDecision {
  if (actor !== 'admin') return refuse(403, STATUS_CHANGE_MESSAGES.archiveAdminOnly);
  if (!archived) return demand.archived ? ALLOWED : refuse(400, STATUS_CHANGE_MESSAGES.notArchived);
  if (demand.archived) return refuse(400, STATUS_CHANGE_MESSAGES.alreadyArchived);
  return demand.status === DEMAND_STATUS.FINALIZADO
    ? ALLOWED
    : refuse(400, STATUS_CHANGE_MESSAGES.archiveNotAllowed);
}
