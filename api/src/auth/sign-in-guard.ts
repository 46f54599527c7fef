import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES } from '@dpohub/domain';
import { tooManyRequests } from '../errors/api-error';
import type { LoginThrottle } from './login-throttle';
import { ACCOUNT_RATE_LIMITS, rateKey, type RateCounter } from './rate-counter';

/**
 * The limits of every guess at a sign-in secret, the password and the second-factor code alike
 * (the same counters for both): failures per username and IP (the login throttle), failures
 * per IP over every username (spraying) and failures per account from any address (security
 * L2: thirty guesses spread over six addresses were all checked). A refusal is a 429 with
 * Retry-After, before any hash or code is checked.
 */
export function createSignInGuard(options: { throttle: LoginThrottle; counter: RateCounter }) {
  const { throttle, counter } = options;

  function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
    reply.header('retry-after', String(retryAfterSeconds));
    throw tooManyRequests(API_MESSAGES.tooManyLoginAttempts, {
      error: 'too_many_attempts',
      retryAfterSeconds,
    });
  }

  /** Seconds to wait before the next guess at the account from this address; 0: none. */
  async function lockedFor(username: string, request: FastifyRequest): Promise<number> {
    const spray = await counter.exceeded(
      rateKey.signInFailuresFromIp(request.ip),
      ACCOUNT_RATE_LIMITS.signInFailuresPerIp,
    );
    if (!spray.allowed) return spray.retryAfterSeconds;
    const account = await counter.exceeded(
      rateKey.signInFailuresForAccount(username),
      ACCOUNT_RATE_LIMITS.signInFailuresPerAccount,
    );
    if (!account.allowed) return account.retryAfterSeconds;
    const before = await throttle.state(username, request.ip);
    return before.locked ? before.retryAfterSeconds : 0;
  }

  return {
    lockedFor,

    /** Refuses (429) a guess for the account from this address while a limit is reached. */
    async refuseIfLocked(username: string, request: FastifyRequest, reply: FastifyReply) {
      const wait = await lockedFor(username, request);
      if (wait > 0) refuse(reply, wait);
    },

    /** Counts a wrong guess everywhere; answers the attempts left for this username and IP. */
    async failed(username: string, request: FastifyRequest): Promise<{ attemptsLeft: number }> {
      await counter.hit(
        rateKey.signInFailuresFromIp(request.ip),
        ACCOUNT_RATE_LIMITS.signInFailuresPerIp,
      );
      await counter.hit(
        rateKey.signInFailuresForAccount(username),
        ACCOUNT_RATE_LIMITS.signInFailuresPerAccount,
      );
      const after = await throttle.recordFailure(username, request.ip);
      return { attemptsLeft: after.attemptsLeft };
    },

    /** A right guess clears the failures of this username and IP. */
    async succeeded(username: string, request: FastifyRequest): Promise<void> {
      await throttle.clear(username, request.ip);
    },
  };
}

export type SignInGuard = ReturnType<typeof createSignInGuard>;
