import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { rateCounters } from '../db/schema';

/** A limit: at most `max` hits per key in each window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Hits counted for the key in the current window (this one included, for `hit`). */
  hits: number;
  /** Seconds until the current window ends (what Retry-After says when refused). */
  retryAfterSeconds: number;
}

export interface RateCounter {
  /** Counts one hit for the key and says whether it stays within the limit. */
  hit(key: string, limit: RateLimit): Promise<RateDecision>;
  /** Whether the key is already over the limit, without counting a hit. */
  exceeded(key: string, limit: RateLimit): Promise<RateDecision>;
}

/**
 * Fixed-window counters kept in the database (table rate_counters), so every API replica sees
 * the same counts: one upsert per hit, keyed by the call, the account or the IP.
 */
export function createRateCounter(db: Database, clock: Clock): RateCounter {
  let lastPrune = 0;

  function windowOf(limit: RateLimit): { start: Date; retryAfterSeconds: number } {
    const now = clock.now().getTime();
    const size = limit.windowSeconds * 1000;
    const start = Math.floor(now / size) * size;
    return {
      start: new Date(start),
      retryAfterSeconds: Math.max(1, Math.ceil((start + size - now) / 1000)),
    };
  }

  async function prune(): Promise<void> {
    const now = clock.now().getTime();
    if (now - lastPrune < 60_000) return;
    lastPrune = now;
    // Windows end within a day; older rows count nothing.
    await db.delete(rateCounters).where(lt(rateCounters.windowStart, new Date(now - 86_400_000)));
  }

  return {
    async hit(key, limit) {
      const { start, retryAfterSeconds } = windowOf(limit);
      const [row] = await db
        .insert(rateCounters)
        .values({ key, windowStart: start, hits: 1 })
        .onConflictDoUpdate({
          target: [rateCounters.key, rateCounters.windowStart],
          set: { hits: sql`${rateCounters.hits} + 1` },
        })
        .returning({ hits: rateCounters.hits });
      await prune();
      const hits = row?.hits ?? 1;
      return { allowed: hits <= limit.max, hits, retryAfterSeconds };
    },
    async exceeded(key, limit) {
      const { start, retryAfterSeconds } = windowOf(limit);
      const rows = await db
        .select({ hits: rateCounters.hits })
        .from(rateCounters)
        .where(sql`${rateCounters.key} = ${key} and ${rateCounters.windowStart} = ${start}`)
        .limit(1);
      const hits = rows[0]?.hits ?? 0;
      return { allowed: hits < limit.max, hits, retryAfterSeconds };
    },
  };
}

/** The limits of the public account calls (point 13 of the security review, see README). */
export const ACCOUNT_RATE_LIMITS = {
  /**
   * Failed sign-ins from one IP over every username (password spraying). Generous, since a
   * whole office may share one address: the per-account limit below stops guessing at one
   * account from many addresses (security L2).
   */
  signInFailuresPerIp: { max: 100, windowSeconds: 15 * 60 },
  /** Failed sign-ins (password or second-factor code) at one account from any address. */
  signInFailuresPerAccount: { max: 10, windowSeconds: 15 * 60 },
  /** Recovery codes sent to one account. */
  recoveryCodesPerAccount: { max: 5, windowSeconds: 60 * 60 },
  /** Recovery calls (code request, code check, new password) from one IP. */
  recoveryCallsPerIp: { max: 30, windowSeconds: 60 * 60 },
  /** Code checks for one account (each code also dies after 5 wrong tries). */
  codeChecksPerAccount: { max: 10, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimit>;

/** Keys of the counters: the call, then what is counted (an IP or a lower-case account). */
export const rateKey = {
  signInFailuresFromIp: (ip: string) => `signin-failures:ip:${ip}`,
  signInFailuresForAccount: (username: string) =>
    `signin-failures:account:${username.trim().toLowerCase()}`,
  recoveryFromIp: (ip: string) => `recovery:ip:${ip}`,
  recoveryCodesForAccount: (email: string) =>
    `recovery-codes:account:${email.trim().toLowerCase()}`,
  codeChecksForAccount: (email: string) => `code-checks:account:${email.trim().toLowerCase()}`,
};
