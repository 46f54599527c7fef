import type { RateCounter } from './rate-counter';

type StoreCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that counts in the database (RateCounter, table
 * rate_counters) instead of the process's memory, so the per-IP limits of the public calls
 * (recovery, sign-in, invitation, leads, captcha) hold across every API replica. Each route
 * counts apart, as the plugin's own store does: the key is the route and the client's key
 * (its IP, behind a trusted proxy the forwarded one).
 */
export function databaseRateLimitStore(counter: RateCounter) {
  return class DatabaseRateLimitStore {
    /** The route whose calls this store counts ('' for the plugin's own instance). */
    readonly scope: string;

    // The plugin constructs the store with its options; children name their route.
    constructor(_options?: unknown, scope = '') {
      this.scope = scope;
    }

    incr(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      const windowSeconds = Math.max(1, Math.round(timeWindow / 1000));
      counter
        .hit(`route:${this.scope}:${key}`, { max, windowSeconds })
        .then((decision) =>
          callback(null, { current: decision.hits, ttl: decision.retryAfterSeconds * 1000 }),
        )
        .catch((error: Error) => callback(error));
    }

    read(key: string, callback: StoreCallback, timeWindow: number, max: number): void {
      const windowSeconds = Math.max(1, Math.round(timeWindow / 1000));
      counter
        .exceeded(`route:${this.scope}:${key}`, { max, windowSeconds })
        .then((decision) =>
          callback(null, { current: decision.hits, ttl: decision.retryAfterSeconds * 1000 }),
        )
        .catch((error: Error) => callback(error));
    }

    // Typed as route options, but the plugin passes its merged parameters with `routeInfo`.
    child(options: object): DatabaseRateLimitStore {
      const params = options as RouteParams;
      const method = params.routeInfo?.method;
      const methods = Array.isArray(method) ? method.join(',') : (method ?? '');
      return new DatabaseRateLimitStore(undefined, `${methods} ${params.routeInfo?.url ?? ''}`);
    }
  };
}
