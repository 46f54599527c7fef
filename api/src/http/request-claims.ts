import { lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '@dpohub/domain';
import { requestClaims } from '../db/schema';
import { ApiError } from '../errors/api-error';

/** The header the balancer sets on every request it forwards (nginx: $request_id). */
export const REQUEST_ID_HEADER = 'x-request-id';
const REQUEST_ID = /^[0-9a-f]{32}$/;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The balancer resends within seconds; a day of claims is kept for the logs' sake. */
const CLAIM_TTL_MS = 86_400_000;
const PRUNE_EVERY_MS = 60_000;

/**
 * At most once for writes behind the balancer. nginx resends a write to the other replica when
 * the first one failed it at the connection level (deploy/nginx/api-proxy.conf: `non_idempotent`), which is what
 * a replica that stops (SIGTERM: a connection still in the kernel's queue is reset) or dies
 * (SIGKILL) looks like. Before a write runs, its request id is claimed in the database, in its
 * own statement: the resent copy finds the claim when the first replica got as far as starting
 * it (and may have committed), and is refused with 409 instead of applied twice; when the first
 * replica never read it, the copy is served as if nothing happened. Requests without the
 * header (the embedded product, direct calls) are served as before.
 */
export function registerRequestClaims(app: FastifyInstance): void {
  let lastPrune = 0;

  app.addHook('onRequest', async (request) => {
    if (!WRITE_METHODS.has(request.method)) return;
    const requestId = request.headers[REQUEST_ID_HEADER];
    if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId)) return;
    const now = app.clock.now();
    const claimed = await app.db
      .insert(requestClaims)
      .values({ requestId, claimedAt: now })
      .onConflictDoNothing()
      .returning({ requestId: requestClaims.requestId });
    if (claimed.length === 0) {
      request.log.warn({ requestId }, 'resent write refused: another replica already started it');
      throw new ApiError(409, API_MESSAGES.requestAlreadyReceived);
    }
    if (now.getTime() - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = now.getTime();
      await app.db
        .delete(requestClaims)
        .where(lt(requestClaims.claimedAt, new Date(now.getTime() - CLAIM_TTL_MS)));
    }
  });
}
