import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, FEATURES } from '@dpohub/domain';
import { badRequest, tooManyRequests, unauthorized } from '../errors/api-error';
import { createLeadSignIn } from '../simulator/lead-sign-in';
import { findAccount, isAccountActive, type UserAccount } from '../users/user-account';
import { issueAccessToken } from './access-token';
import { ACCOUNT_RATE_LIMITS, rateKey } from './rate-counter';
import { parseBasicCredentials, sameSecret } from './basic-credentials';
import { signInAdmission, verifyDecoy, verifyPassword } from './password-hasher';
import { loginResponseSchema, sessionProfile, type LoginResponse } from './session-profile';
import { recordSession, recordSignInRefused } from './sign-in-audit';

interface TokenBody {
  grant_type: string;
  username: string;
  password: string;
}

/** Spec 1 section 7: POST /oauth/token, password grant, form body, basic client credentials. */
export const oauthRoutes: FastifyPluginAsync = async (app) => {
  const leadSignIn = createLeadSignIn(app);

  /**
   * The password grant's check: the counters of failures (by IP, then by username and IP), the
   * account or a lead, the password. Refusals are thrown; a lead's sign-in is answered whole.
   */
  async function checkCredentials(
    request: FastifyRequest<{ Body: TokenBody }>,
    reply: FastifyReply,
  ): Promise<{ account: UserAccount } | { leadLogin: LoginResponse }> {
    const { username, password } = request.body;
    const throttle = app.loginThrottle;
    // Many usernames tried from one IP (password spraying): refused before any hashing, so a
    // flood of unknown usernames costs one indexed read each.
    const spray = await app.rateCounter.exceeded(
      rateKey.signInFailuresFromIp(request.ip),
      ACCOUNT_RATE_LIMITS.signInFailuresPerIp,
    );
    if (!spray.allowed) {
      reply.header('retry-after', String(spray.retryAfterSeconds));
      throw tooManyRequests(API_MESSAGES.tooManyLoginAttempts, {
        error: 'too_many_attempts',
        retryAfterSeconds: spray.retryAfterSeconds,
      });
    }
    const before = await throttle.state(username, request.ip);
    if (before.locked) {
      reply.header('retry-after', String(before.retryAfterSeconds));
      throw tooManyRequests(API_MESSAGES.tooManyLoginAttempts, {
        error: 'too_many_attempts',
        retryAfterSeconds: before.retryAfterSeconds,
      });
    }

    const account = await findAccount(app.db, { username });
    // Spec 4 section 7: a lead (not a portal user) signs in with its e-mail.
    const leadLogin = account ? null : await leadSignIn(request, username, password);
    if (leadLogin) return { leadLogin };
    const passwordMatches = account
      ? await verifyPassword(account.passwordHash, password)
      : await verifyDecoy(password);
    if (!account || !passwordMatches) {
      await app.rateCounter.hit(
        rateKey.signInFailuresFromIp(request.ip),
        ACCOUNT_RATE_LIMITS.signInFailuresPerIp,
      );
      const after = await throttle.recordFailure(username, request.ip);
      await recordSignInRefused(app, request, account, API_MESSAGES.invalidCredentials);
      throw badRequest(API_MESSAGES.invalidCredentials, {
        error: 'invalid_grant',
        attemptsLeft: after.attemptsLeft,
      });
    }
    await throttle.clear(username, request.ip);
    return { account };
  }

  app.post<{ Body: TokenBody }>(
    '/token',
    {
      config: { access: FEATURES.login },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (OAuth2 password grant) and receive a bearer token',
        consumes: ['application/x-www-form-urlencoded'],
        security: [{ basicAuth: [] }],
        body: {
          type: 'object',
          required: ['grant_type', 'username', 'password'],
          properties: {
            grant_type: { type: 'string', maxLength: 50 },
            username: { type: 'string', minLength: 1, maxLength: 255 },
            password: { type: 'string', minLength: 1, maxLength: 255 },
          },
        },
        response: { 200: loginResponseSchema },
      },
      // The client application is checked before the body, as OAuth2 servers do.
      onRequest: async (request, reply) => {
        const credentials = parseBasicCredentials(request.headers.authorization);
        const valid =
          credentials !== null &&
          sameSecret(credentials.id, app.config.oauthClientId) &&
          sameSecret(credentials.secret, app.config.oauthClientSecret);
        if (!valid) {
          reply.header('www-authenticate', 'Basic realm="dpohub"');
          throw unauthorized(API_MESSAGES.invalidClient, { error: 'invalid_client' });
        }
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const { grant_type: grantType } = request.body;
      if (grantType !== 'password') {
        throw badRequest(API_MESSAGES.unsupportedGrantType, { error: 'unsupported_grant_type' });
      }
      // The check runs a few at a time (signInAdmission): a crowd signing in at once waits
      // here rather than in the database, in front of everyone else's calls.
      const checked = await signInAdmission(() => checkCredentials(request, reply));
      if ('leadLogin' in checked) return checked.leadLogin;
      const { account } = checked;
      if (!isAccountActive(account, app.clock)) {
        await recordSignInRefused(app, request, account, API_MESSAGES.accountInactive);
        throw badRequest(API_MESSAGES.accountInactive, { error: 'invalid_grant' });
      }

      const { token, expiresIn } = issueAccessToken(
        app,
        { userId: account.id, sessionVersion: account.sessionVersion },
        app.clock,
        app.config.tokenTtlSeconds,
      );
      await recordSession(app, request, account, 'auth.signIn');
      return {
        access_token: token,
        token_type: 'bearer',
        expires_in: expiresIn,
        ...sessionProfile(account),
      };
    },
  );
};
