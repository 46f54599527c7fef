import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  DEMAND_API_MESSAGES,
  attachedOnlyPrincipal,
  canViewDemand,
  demandEditRefusal,
  holdsDemandAccess,
  isParticipant,
  type DemandStatus,
  type Principal,
} from '@dpohub/domain';
import { signedIn } from '../auth/access-control';
import { ApiError, notFound } from '../errors/api-error';
import type { UserAccount } from '../users/user-account';
import { findDemand, isParticipantOf, type DemandRecord } from './demand-repository';

export interface ViewableDemand {
  record: DemandRecord;
  account: UserAccount;
  principal: Principal;
}

/**
 * The demand if the caller may read it. A demand of another client (or, for a participant, one
 * they are not attached to) answers 404 like a missing one, so ids reveal nothing.
 */
export async function viewableDemand(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<ViewableDemand> {
  const { account, principal } = signedIn(request);
  const record = await findDemand(app.db, id);
  if (!record) throw notFound(DEMAND_API_MESSAGES.demandNotFound);
  const attachedOnly = !principal.admin && !holdsDemandAccess(principal);
  const participant = attachedOnly && (await isParticipantOf(app.db, id, account.id));
  if (!canViewDemand(principal, { client: { id: record.clientId } }, participant)) {
    throw notFound(DEMAND_API_MESSAGES.demandNotFound);
  }
  if (attachedOnly && !isParticipant(principal)) {
    // Attached to this demand without the demands authority: they act on it as a participant,
    // and every later check of this call (signedIn included) sees that principal.
    const asParticipant = attachedOnlyPrincipal(principal);
    request.principal = asParticipant;
    return { record, account, principal: asParticipant };
  }
  return { record, account, principal };
}

/** Internal data (area, lawyer, hours, value, author) is shown to firm admins only. */
export function seesInternalData(principal: Principal): boolean {
  return principal.admin;
}

/** A cancelled demand is closed: its fields and files change no more (409: its state forbids it). */
export function assertEditable(record: { status: DemandStatus }): void {
  const refusal = demandEditRefusal(record);
  if (refusal) throw new ApiError(409, refusal);
}
