// Who is told of what (one function per event family). Pure: the API loads the people and the
// preferences, this decides. Never the person who made the change, never a disabled user (or
// one whose temporary access ended), each person once.
import { DEMAND_STATUS, type DemandStatus } from '../demand-status';
import type { NotificationKind } from './notification-kinds';

export interface NotifiableUser {
  id: number;
  name: string;
  email: string;
  enabled: boolean;
  /** Firm staff (admin): may receive the demand's internal workload notices. */
  staff: boolean;
}

/** The people around one demand. */
export interface DemandAudience {
  /** Who created the request (null when that account is gone). */
  author: NotifiableUser | null;
  /**
   * For a demand the firm opened for the client: the client's user named as its 'Autor da
   * Demanda' (one user of that client by that name, accents and case aside), else null.
   */
  clientAuthor: NotifiableUser | null;
  participants: readonly NotifiableUser[];
  /** The client's administrators (ROLE_ADMIN of the demand's client). */
  clientAdmins: readonly NotifiableUser[];
  /** The staff account of the demand's lawyer, once a lawyer with an account is set. */
  lawyerUser: NotifiableUser | null;
  /** Every firm staff account. */
  staff: readonly NotifiableUser[];
}

/** Whether the user turned this kind off (the default is on). */
export type KindTurnedOff = (userId: number, kind: NotificationKind) => boolean;

export interface Recipient {
  user: NotifiableUser;
  kind: NotificationKind;
}

/** What a status change means for the people following the request. */
export type StatusChangeNotice =
  | 'accepted'
  | 'started'
  | 'finished'
  | 'cancelled'
  | 'cancellationAccepted'
  | 'cancellationRefused'
  | 'cancellationRequested';

/** The notice a status change gives, or null when it gives none. */
export function statusChangeNotice(
  from: DemandStatus,
  to: DemandStatus,
): StatusChangeNotice | null {
  if (from === to) return null;
  if (to === DEMAND_STATUS.CANCELAMENTO) return 'cancellationRequested';
  if (from === DEMAND_STATUS.CANCELAMENTO) {
    if (to === DEMAND_STATUS.CANCELADO) return 'cancellationAccepted';
    if (to === DEMAND_STATUS.PENDENTE) return 'cancellationRefused';
  }
  if (to === DEMAND_STATUS.CANCELADO) return 'cancelled';
  if (to === DEMAND_STATUS.NAO_INICIADO) return 'accepted';
  if (to === DEMAND_STATUS.EM_CURSO) return 'started';
  if (to === DEMAND_STATUS.FINALIZADO) return 'finished';
  return null;
}

/**
 * The candidates who are told of `kind`: each once, never the actor, never a disabled user or one
 * without an e-mail, never one who turned the kind off.
 */
export function pickRecipients(
  candidates: readonly (NotifiableUser | null)[],
  kind: NotificationKind,
  actorId: number | null,
  turnedOff: KindTurnedOff,
): Recipient[] {
  const seen = new Set<number>();
  const recipients: Recipient[] = [];
  for (const user of candidates) {
    if (!user || seen.has(user.id)) continue;
    seen.add(user.id);
    if (user.id === actorId || !user.enabled || !user.email.trim()) continue;
    if (turnedOff(user.id, kind)) continue;
    recipients.push({ user, kind });
  }
  return recipients;
}

/** The firm side of a demand: its lawyer's account once set, every staff member before that. */
function firmSide(audience: DemandAudience): readonly (NotifiableUser | null)[] {
  return audience.lawyerUser?.enabled ? [audience.lawyerUser] : audience.staff;
}

/**
 * The client side of a demand: its author (the client's user named as author when the firm
 * opened it), its participants and the client's administrators.
 */
function requestSide(audience: DemandAudience): readonly (NotifiableUser | null)[] {
  return [
    audience.author,
    audience.clientAuthor,
    ...audience.participants,
    ...audience.clientAdmins,
  ];
}

/** The staff account of the demand's lawyer, when it can be told. */
function assignedLawyer(audience: DemandAudience): NotifiableUser | null {
  return audience.lawyerUser?.enabled ? audience.lawyerUser : null;
}

/** A client created a request: the firm is told. */
export function newRequestRecipients(
  audience: DemandAudience,
  actorId: number,
  turnedOff: KindTurnedOff,
): Recipient[] {
  return pickRecipients(firmSide(audience), 'newClientRequest', actorId, turnedOff);
}

/**
 * The firm opened a demand for a client: the client's author and administrators are told
 * (issue 29, demands M2).
 */
export function firmCreatedRecipients(
  audience: DemandAudience,
  actorId: number,
  turnedOff: KindTurnedOff,
): Recipient[] {
  return pickRecipients(
    [audience.clientAuthor, ...audience.participants, ...audience.clientAdmins],
    'firmCreatedRequest',
    actorId,
    turnedOff,
  );
}

/** A lawyer with a staff account was set on a demand: that lawyer is told (demands M3). */
export function assignedRecipients(
  audience: DemandAudience,
  actorId: number,
  turnedOff: KindTurnedOff,
): Recipient[] {
  return pickRecipients([assignedLawyer(audience)], 'assigned', actorId, turnedOff);
}

/**
 * A status changed. A cancellation request goes to the firm; every other notice to the request's
 * side (author, participants, the client's administrators) and to the demand's lawyer.
 */
export function statusChangeRecipients(
  notice: StatusChangeNotice,
  audience: DemandAudience,
  actorId: number,
  turnedOff: KindTurnedOff,
): Recipient[] {
  if (notice === 'cancellationRequested') {
    return pickRecipients(firmSide(audience), 'cancellationRequested', actorId, turnedOff);
  }
  return pickRecipients(
    [...requestSide(audience), assignedLawyer(audience)],
    'statusChanged',
    actorId,
    turnedOff,
  );
}

/** Lists of recipients joined, each person once (the first list that names them wins). */
function joined(...lists: readonly Recipient[][]): Recipient[] {
  const seen = new Set<number>();
  return lists.flat().filter(({ user }) => !seen.has(user.id) && Boolean(seen.add(user.id)));
}

/**
 * A comment was posted. The firm's comment goes to the request's side and to the demand's lawyer
 * when another staff member wrote it. A client's comment goes to the firm and to the other people
 * of the request's side: author, participants and the client's administrators (demands m1).
 */
export function commentRecipients(
  byStaff: boolean,
  audience: DemandAudience,
  actorId: number,
  turnedOff: KindTurnedOff,
): Recipient[] {
  if (byStaff) {
    return pickRecipients(
      [...requestSide(audience), assignedLawyer(audience)],
      'firmComment',
      actorId,
      turnedOff,
    );
  }
  const side = requestSide(audience);
  return joined(
    pickRecipients(firmSide(audience), 'clientComment', actorId, turnedOff),
    // The staff member who opened the demand for the client is its author: told as the firm.
    pickRecipients(
      side.filter((user) => user?.staff),
      'clientComment',
      actorId,
      turnedOff,
    ),
    pickRecipients(
      side.filter((user) => !user?.staff),
      'requestComment',
      actorId,
      turnedOff,
    ),
  );
}

/**
 * The firm moved a demand's deadline: the request's side and the demand's lawyer are told
 * (demands m2).
 */
export function deadlineChangedRecipients(
  audience: DemandAudience,
  actorId: number,
  turnedOff: KindTurnedOff,
): Recipient[] {
  return pickRecipients(
    [...requestSide(audience), assignedLawyer(audience)],
    'deadlineChanged',
    actorId,
    turnedOff,
  );
}

/** A client edited a pending request: the firm is told (demands m2). */
export function requestEditedRecipients(
  audience: DemandAudience,
  actorId: number,
  turnedOff: KindTurnedOff,
): Recipient[] {
  return pickRecipients(firmSide(audience), 'requestEdited', actorId, turnedOff);
}

/** Users were added as participants: each of them is told. */
export function participantAddedRecipients(
  added: readonly NotifiableUser[],
  actorId: number,
  turnedOff: KindTurnedOff,
): Recipient[] {
  return pickRecipients(added, 'participantAdded', actorId, turnedOff);
}

/** The daily digest goes to every enabled staff member who keeps it on. */
export function digestRecipients(
  staff: readonly NotifiableUser[],
  turnedOff: KindTurnedOff,
): Recipient[] {
  return pickRecipients(staff, 'dailyDigest', null, turnedOff);
}

/**
 * An hours bank alert (80%, 100%, a pack expiring) goes to the client's administrators and the
 * firm's staff, each once, per their preferences.
 */
export function hoursBankAlertRecipients(
  clientAdmins: readonly NotifiableUser[],
  staff: readonly NotifiableUser[],
  turnedOff: KindTurnedOff,
): Recipient[] {
  return pickRecipients([...clientAdmins, ...staff], 'hoursBankAlert', null, turnedOff);
}
