import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { loginFailures } from '../db/schema';

export interface ThrottleState {
  locked: boolean;
  attemptsLeft: number;
  /** Seconds until the oldest counted failure leaves the window (0 when not locked). */
  retryAfterSeconds: number;
}

export interface LoginThrottle {
  state(username: string, ip: string): Promise<ThrottleState>;
  recordFailure(username: string, ip: string): Promise<ThrottleState>;
  clear(username: string, ip: string): Promise<void>;
}

export interface LoginThrottleOptions {
  maxAttempts: number;
  windowSeconds: number;
}

/**
 * Failed sign-ins counted per username and IP over a sliding window, stored in the database so
 * that every replica of the API shares the count.
 */
export function createLoginThrottle(
  db: Database,
  clock: Clock,
  options: LoginThrottleOptions,
): LoginThrottle {
  const { maxAttempts, windowSeconds } = options;
  const key = (username: string, ip: string) =>
    and(eq(loginFailures.username, username.trim().toLowerCase()), eq(loginFailures.ip, ip));
  const windowStart = (now: Date) => new Date(now.getTime() - windowSeconds * 1000);

  async function state(username: string, ip: string): Promise<ThrottleState> {
    const now = clock.now();
    const recent = await db
      .select({ failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(key(username, ip), gt(loginFailures.failedAt, windowStart(now))))
      .orderBy(asc(loginFailures.failedAt));
    const attemptsLeft = Math.max(0, maxAttempts - recent.length);
    const oldest = recent[0]?.failedAt;
    const locked = attemptsLeft === 0;
    const retryAfterSeconds =
      locked && oldest
        ? Math.max(1, Math.ceil((oldest.getTime() + windowSeconds * 1000 - now.getTime()) / 1000))
        : 0;
    return { locked, attemptsLeft, retryAfterSeconds };
  }

  return {
    state,
    async recordFailure(username, ip) {
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Failures that left the window no longer count: drop them so the table stays small.
        await tx
          .delete(loginFailures)
          .where(and(key(username, ip), lte(loginFailures.failedAt, windowStart(now))));
        await tx
          .insert(loginFailures)
          .values({ username: username.trim().toLowerCase(), ip, failedAt: now });
      });
      return state(username, ip);
    },
    async clear(username, ip) {
      await db.delete(loginFailures).where(key(username, ip));
    },
  };
}
