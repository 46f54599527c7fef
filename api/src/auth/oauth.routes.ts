import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_SECURITY_MESSAGES,
  API_MESSAGES,
  FEATURES,
  MESSAGES,
  TWO_FACTOR_STEP_MINUTES,
  formatDisplayDate,
  formatTime,
} from '@dpohub/domain';
import { NoContent, TokenRequest, TokenResponse } from '@dpohub/domain/wire';
import { describeDevice, type SignInMethod } from '../account-security/session-store';
import { badRequest, forbidden, unauthorized } from '../errors/api-error';
import { createLeadSignIn } from '../simulator/lead-sign-in';
import {
  findAccount,
  isAccountActive,
  principalOfAccount,
  type UserAccount,
} from '../users/user-account';
import { twoFactorSetupRequired } from '../account-security/two-factor-gate';
import { issueAccessToken, issueTwoFactorStepToken, readTwoFactorStepToken } from './access-token';
import { parseBasicCredentials, sameSecret } from './basic-credentials';
import { contractEndedRefusal } from './contract-gate';
import { signInAdmission, verifyDecoy, verifyPassword } from './password-hasher';
import { sessionProfile, type LoginResponse } from './session-profile';
import { recordSession, recordSignInRefused } from './sign-in-audit';

/**
 * Spec 1 section 7: POST /oauth/token, password grant, form body, basic client credentials. A
 * user with a second factor signs in in two steps (docs/decisions.md "Two-factor sign-in and
 * sessions"): the password grant answers 403 `two_factor_required` with a five-minute token,
 * and the `two_factor` grant trades it and a code for the access token. Every guess, password
 * or code, counts against the same limits (app.signInGuard).
 */
export const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const leadSignIn = createLeadSignIn(app);

  /**
   * The password grant's check: the limits, the account or a lead, the password. Refusals are
   * thrown; a lead's sign-in is answered whole.
   */
  async function checkCredentials(
    request: FastifyRequest<{ Body: TokenRequest }>,
    reply: FastifyReply,
    username: string,
    password: string,
  ): Promise<{ account: UserAccount } | { leadLogin: LoginResponse }> {
    // Refused before any hashing, so a flood of guesses costs one indexed read each.
    await app.signInGuard.refuseIfLocked(username, request, reply);
    const account = await findAccount(app.db, { username });
    // Spec 4 section 7: a lead (not a portal user) signs in with its e-mail.
    const leadLogin = account ? null : await leadSignIn(request, username, password);
    if (leadLogin) return { leadLogin };
    const passwordMatches = account
      ? await verifyPassword(account.passwordHash, password)
      : await verifyDecoy(password);
    if (!account || !passwordMatches) {
      const { attemptsLeft } = await app.signInGuard.failed(username, request);
      await recordSignInRefused(app, request, account, API_MESSAGES.invalidCredentials);
      throw badRequest(API_MESSAGES.invalidCredentials, { error: 'invalid_grant', attemptsLeft });
    }
    await app.signInGuard.succeeded(username, request);
    return { account };
  }

  /** Opens the session and answers the login response; tells the user of a new browser. */
  async function signedIn(
    request: FastifyRequest<{ Body: TokenRequest }>,
    account: UserAccount,
    method: SignInMethod,
  ): Promise<LoginResponse> {
    const userAgent = String(request.headers['user-agent'] ?? '');
    const { id, knownBrowser } = await app.sessions.start({
      userId: account.id,
      ip: request.ip,
      userAgent,
      browserId: request.body.browser_id ?? null,
      method,
      ttlSeconds: app.config.tokenTtlSeconds,
    });
    await recordSession(app, request, account, 'auth.signIn');
    if (!knownBrowser) {
      const now = app.clock.now();
      app.mailer.sendInBackground({
        to: account.email,
        subject: ACCOUNT_SECURITY_MESSAGES.newBrowserMailSubject,
        text: ACCOUNT_SECURITY_MESSAGES.newBrowserMailText(
          account.name,
          describeDevice(userAgent),
          request.ip,
          `${formatDisplayDate(now)} ${formatTime(now)}`,
          app.config.publicPortalUrl,
        ),
      });
    }
    const { token, expiresIn } = issueAccessToken(
      app,
      { userId: account.id, sessionVersion: account.sessionVersion, sessionId: id },
      app.clock,
      app.config.tokenTtlSeconds,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_in: expiresIn,
      ...sessionProfile(account, twoFactorSetupRequired(account, principalOfAccount(account))),
    };
  }

  /**
   * A disabled or expired account (400), or a user of a client whose contract ended and whose
   * read-only window is over (403, issue 31), is refused with the reason, recorded.
   */
  async function refuseInactive(request: FastifyRequest, account: UserAccount): Promise<void> {
    if (!isAccountActive(account, app.clock)) {
      await recordSignInRefused(app, request, account, API_MESSAGES.accountInactive);
      throw badRequest(API_MESSAGES.accountInactive, { error: 'invalid_grant' });
    }
    const ended = contractEndedRefusal(account, app.clock);
    if (ended) {
      await recordSignInRefused(app, request, account, ended);
      throw forbidden(ended, { error: 'access_ended' });
    }
  }

  async function passwordGrant(
    request: FastifyRequest<{ Body: TokenRequest }>,
    reply: FastifyReply,
  ): Promise<LoginResponse> {
    const { username, password } = request.body;
    // Each grant names its own fields (spec 1 section 5: 'Campo obrigatório').
    if (!username) throw badRequest(`${MESSAGES.required}: username`);
    if (!password) throw badRequest(`${MESSAGES.required}: password`);
    // The check runs a few at a time (signInAdmission): a crowd signing in at once waits
    // here rather than in the database, in front of everyone else's calls.
    const checked = await signInAdmission(() =>
      checkCredentials(request, reply, username, password),
    );
    if ('leadLogin' in checked) return checked.leadLogin;
    const { account } = checked;
    await refuseInactive(request, account);
    if (account.twoFactorEnabled) {
      throw forbidden(ACCOUNT_SECURITY_MESSAGES.twoFactorRequired, {
        error: 'two_factor_required',
        twoFactorToken: issueTwoFactorStepToken(
          app,
          { userId: account.id, sessionVersion: account.sessionVersion },
          app.clock,
          TWO_FACTOR_STEP_MINUTES * 60,
        ),
      });
    }
    return signedIn(request, account, 'password');
  }

  async function twoFactorGrant(
    request: FastifyRequest<{ Body: TokenRequest }>,
    reply: FastifyReply,
  ): Promise<LoginResponse> {
    const { two_factor_token: stepToken, code, recovery_code: recoveryCode } = request.body;
    const step = stepToken ? readTwoFactorStepToken(app, stepToken, app.clock) : null;
    const account = step ? await findAccount(app.db, { id: step.userId }) : null;
    if (!account || account.sessionVersion !== step?.sessionVersion) {
      throw badRequest(ACCOUNT_SECURITY_MESSAGES.twoFactorStepExpired, { error: 'invalid_grant' });
    }
    await app.signInGuard.refuseIfLocked(account.username, request, reply);
    const method: SignInMethod = recoveryCode ? 'recovery' : 'totp';
    const accepted = recoveryCode
      ? await app.twoFactor.useRecoveryCode(account.id, recoveryCode)
      : await app.twoFactor.verifyCode(account.id, code ?? '');
    if (!accepted) {
      const { attemptsLeft } = await app.signInGuard.failed(account.username, request);
      await recordSignInRefused(app, request, account, ACCOUNT_SECURITY_MESSAGES.invalidCode);
      throw badRequest(ACCOUNT_SECURITY_MESSAGES.invalidCode, {
        error: 'invalid_grant',
        attemptsLeft,
      });
    }
    await app.signInGuard.succeeded(account.username, request);
    await refuseInactive(request, account);
    return signedIn(request, account, method);
  }

  app.post(
    '/token',
    {
      config: { access: FEATURES.login },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (OAuth2 password grant, then the two_factor grant when the user has one)',
        consumes: ['application/x-www-form-urlencoded'],
        security: [{ basicAuth: [] }],
        body: TokenRequest,
        response: { 200: TokenResponse },
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
    async (request, reply) => {
      const { grant_type: grantType } = request.body;
      if (grantType === 'password') return passwordGrant(request, reply);
      if (grantType === 'two_factor') return twoFactorGrant(request, reply);
      throw badRequest(API_MESSAGES.unsupportedGrantType, { error: 'unsupported_grant_type' });
    },
  );

  app.post(
    '/revoke',
    {
      config: { access: FEATURES.home, beforeTerms: true, beforeTwoFactor: true },
      schema: {
        tags: ['auth'],
        summary: 'Signs out: ends the session of the bearer token on every server (security L1)',
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      if (request.account && request.sessionId) {
        await app.sessions.end(request.account.id, request.sessionId, 'signOut');
        await recordSession(app, request, request.account, 'auth.signOut');
      }
      return reply.status(204).send();
    },
  );
};
