import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_MESSAGES, canManageParticipants, type DemandStatus } from '@dpohub/domain';
import { signedIn } from '../../auth/access-control';
import { forbidden } from '../../errors/api-error';
import { viewableDemand } from '../demand-access';

/** What the comment, participant and link calls need to know of a demand to scope a call. */
export interface DemandScope {
  id: number;
  client: { id: number };
  status: DemandStatus;
}

/**
 * The demand the caller may read, with the demand calls' own rule (404 for a demand of another
 * client or, for a participant, one they are not attached to).
 */
export async function viewableDemandScope(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
): Promise<DemandScope> {
  const { record } = await viewableDemand(app, request, id);
  return { id: record.id, client: { id: record.clientId }, status: record.status };
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
  const demand = await viewableDemandScope(app, request, id);
  if (!canManageParticipants(principal, demand)) throw forbidden(API_MESSAGES.forbidden);
  return demand;
}
