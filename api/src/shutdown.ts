import type { FastifyInstance } from 'fastify';

/** How long connections accepted just before the stop get to deliver their request. */
export const LATE_REQUEST_GRACE_MS = 1000;

/**
 * Stops taking requests and finishes those in flight. Readiness turns 503 first. Node's
 * `server.close()` also drops every connection with no request parsed yet, which includes one
 * the balancer has just opened and written a request to. So the listener closes at once (new
 * connections are refused and go to another replica), and idle connections are dropped only
 * after a short grace, by which time a request sent on them has been read (direct keep-alive
 * clients then reconnect elsewhere). What the kernel had queued and this process never read is
 * reset when the listener closes; the balancer resends it to another replica, writes too, and
 * request claims keep a write from running twice (src/http/request-claims.ts).
 */
export async function stopGracefully(app: FastifyInstance): Promise<void> {
  app.lifecycle.draining = true;
  const server = app.server;
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {};
  const sweep = setTimeout(closeIdleConnections, LATE_REQUEST_GRACE_MS);
  try {
    // One turn of the event loop first: connections the kernel already queued are accepted.
    await new Promise((resolve) => setImmediate(resolve));
    await app.close();
  } finally {
    clearTimeout(sweep);
    server.closeIdleConnections = closeIdleConnections;
  }
}
