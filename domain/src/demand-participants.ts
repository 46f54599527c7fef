// Participants of a demand, temporary participants and the solicitação-user links (spec 2
// sections 3, 5, 6 and 7): who may manage them, the wire shapes and the wording the spec leaves
// to us.
import {
  SPEC_FEATURES,
  canAccessClient,
  canCreateClientRequest,
  isParticipant,
  type AccessRule,
  type Principal,
} from './access-policy';
import { DEMAND_STATUS, type DemandStatus } from './demand-status';
import type { TemporaryParticipantRequest } from './wire/demand-people';

/**
 * The participant answers and the temporary participant's body are the wire contract's
 * (wire/demand-people.ts). Spec 2 section 3 writes a participant's e-mail as an object
 * ({ email }), unlike the user screens; `client` of the temporary participant names the client
 * when a firm admin creates it, a client user always creates one of their own client.
 */
export type { DemandParticipantView, TemporaryParticipantRequest } from './wire/demand-people';

/**
 * A temporary participant's own fields: the call's body without its client, and one entry of
 * `novosParticipantes`, the participants the request form creates with the request when it is
 * saved (demands m5).
 */
export type TemporaryParticipantFields = Omit<TemporaryParticipantRequest, 'client'>;

/** At most this many new participants in one save of the request form. */
export const NEW_PARTICIPANTS_MAX = 20;

export const TEMPORARY_PARTICIPANT_PATH = '/solicitacao-participante/usuario-temporario';

/** Wording of the participant and link answers that the spec does not give itself. */
export const PARTICIPANT_MESSAGES = {
  /** Spec 2 section 5: "A popup asks to reactivate the user first." */
  inactiveUser: 'Usuário inativo. Reative o usuário antes de adicioná-lo como participante.',
  userOfAnotherClient: 'O usuário não pertence ao cliente da solicitação',
  participantNotFound: 'Participante não encontrado',
  linkUserNotAllowed: 'O usuário não pode ser vinculado a esta solicitação',
} as const;

/**
 * Who adds and removes participants: whoever may edit the request (spec 2 sections 2.6 and 6):
 * firm admins at any time; the client's users with ROLE_ADMIN or
 * ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS while the request is pending; never a participant.
 */
export function canManageParticipants(
  p: Principal,
  demand: { client: { id: number }; status: DemandStatus },
): boolean {
  if (isParticipant(p) || !canCreateClientRequest(p)) return false;
  if (p.admin) return true;
  return canAccessClient(p, demand.client.id) && demand.status === DEMAND_STATUS.PENDENTE;
}

/**
 * Who creates a temporary participant: the same people who may add one (spec 2 section 2.6), even
 * without ROLE_GESTAO_USUARIOS: that is the point of this call.
 */
export function canCreateTemporaryParticipant(p: Principal): boolean {
  return !isParticipant(p) && canCreateClientRequest(p);
}

/** Route rules of the participant and link calls. */
export const PARTICIPANT_FEATURES = {
  /** Reading participants and one's own link: any signed-in user who may view the demand. */
  read: SPEC_FEATURES.clientDemandDetails,
  /** Adding, removing, creating temporary participants: refined by canManageParticipants. */
  manage: SPEC_FEATURES.clientDemandCreate,
  /** POST /solicitacao-user: firm admins only. */
  linkWrite: { onlyAdmin: true },
} as const satisfies Record<string, AccessRule>;
