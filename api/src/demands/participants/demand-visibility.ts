import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  API_MESSAGES,
  PARTICIPANT_MESSAGES,
  canManageParticipants,
  canViewDemand,
  type DemandStatus,
} from '@dpohub/domain';
import { signedIn } from '../../auth/access-control';
import type { Database } from '../../db/database';
import { demandParticipants, demands } from '../../db/schema';
import { forbidden, notFound } from '../../errors/api-error';

/** What the comment, participant and link calls need to know of a demand to scope a call. */
export interface DemandScope {
  id: number;
  client: { id: number };
  status: DemandStatus;
}

export async function findDemandScope(db: Database, id: number): Promise<DemandScope | null> {
  const [row] = await db
    .select({ id: demands.id, clientId: demands.clientId, status: demands.status })
    .from(demands)
    .where(eq(demands.id, id))
    .limit(1);
  return row ? { id: row.id, client: { id: row.clientId }, status: row.status } : null;
}

/** Whether the user is attached to the demand as a participant. */
export async function isParticipantOf(
  db: Database,
  demandId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: demandParticipants.id })
    .from(demandParticipants)
    .where(and(eq(demandParticipants.demandId, demandId), eq(demandParticipants.userId, userId)))
    .limit(1);
  return Boolean(row);
}

async function existingDemand(db: Database, id: number): Promise<DemandScope> {
  const demand = await findDemandScope(db, id);
  if (!demand) throw notFound(PARTICIPANT_MESSAGES.demandNotFound);
  return demand;
}

/**
 * The demand the caller may read: admins any, client users their client's, participants only the
 * demands they are attached to (spec 2 section 6). Any other answers 404 like a missing one, as
 * the demand calls do, so ids reveal nothing.
 */
export async function viewableDemand(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<DemandScope> {
  const { account, principal } = signedIn(request);
  const demand = await existingDemand(app.db, id);
  const attached = await isParticipantOf(app.db, demand.id, account.id);
  if (!canViewDemand(principal, demand, attached)) {
    throw notFound(PARTICIPANT_MESSAGES.demandNotFound);
  }
  return demand;
}

/**
 * The demand whose participants the caller may change: 404 when they may not even read it, 403
 * when they read it but may not edit it (participants, a request no longer pending).
 */
export async function participantManagedDemand(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<DemandScope> {
  const { principal } = signedIn(request);
  const demand = await viewableDemand(app, request, id);
  if (!canManageParticipants(principal, demand)) throw forbidden(API_MESSAGES.forbidden);
  return demand;
}
