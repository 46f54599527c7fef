import type { FastifyInstance, FastifyRequest } from 'fastify';

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
    // A client that left before its answer closed its connection, so the server is closed while
    // that request's handler may still be reading the database: it finishes first.
    await app.lifecycle.handlers.settled();
  } finally {
    clearTimeout(sweep);
    server.closeIdleConnections = closeIdleConnections;
  }
}

/**
 * The requests whose handler has not answered yet. A request counts from its first hook until
 * its answer is sent (onSend runs once per answer, error or not, also when the client has gone).
 */
export class HandlersInFlight {
  #count = 0;
  #counted = new WeakSet<FastifyRequest>();
  #waiting: (() => void)[] = [];

  get count(): number {
    return this.#count;
  }

  /** Counts every request of the app (registered first, so no earlier hook can answer). */
  track(app: FastifyInstance): void {
    app.addHook('onRequest', async (request) => {
      this.#counted.add(request);
      this.#count += 1;
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (this.#counted.delete(request)) {
        this.#count -= 1;
        if (this.#count === 0) for (const resolve of this.#waiting.splice(0)) resolve();
      }
      return payload;
    });
  }

  /** Resolves when no handler is running. */
  settled(): Promise<void> {
    if (this.#count === 0) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
}
