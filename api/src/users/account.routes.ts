import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_MESSAGES, FEATURES, MESSAGES, isStrongPassword } from '@dpohub/domain';
import {
  ChangePasswordQuery,
  NoContent,
  RecoveryStepResult,
  ResetPasswordQuery,
  SignedInUser,
  UpdatePasswordRequest,
  VerificationCodeQuery,
  VerificationLoginRequest,
  VerificationLoginResult,
} from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { hashPassword, verifyDecoy, verifyPassword } from '../auth/password-hasher';
import { sessionProfile } from '../auth/session-profile';
import { users } from '../db/schema';
import { ACCOUNT_RATE_LIMITS, rateKey } from '../auth/rate-counter';
import { badRequest, tooManyRequests } from '../errors/api-error';
import { twoFactorSetupRequired } from '../account-security/two-factor-gate';
import { passwordEvent } from './password-audit';
import { findAccount, isAccountActive } from './user-account';

// Coarse per-IP limits on the public recovery calls; the per-code limit lives in the database.
const RECOVERY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  reply.header('retry-after', String(retryAfterSeconds));
  throw tooManyRequests(API_MESSAGES.tooManyRequests);
}

/** The signed-in user's own account and the password flows of spec 1 sections 2.3, 2.4 and 7. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Recovery calls per IP, counted in the database so every replica shares the limit. */
  async function countRecoveryCall(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const fromIp = await app.rateCounter.hit(
      rateKey.recoveryFromIp(request.ip),
      ACCOUNT_RATE_LIMITS.recoveryCallsPerIp,
    );
    if (!fromIp.allowed) refuse(reply, fromIp.retryAfterSeconds);
  }

  app.get(
    '/me',
    {
      config: { access: FEATURES.home, beforeTerms: true, beforeTwoFactor: true },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, shaped like the login response without the token',
        response: { 200: SignedInUser },
      },
    },
    async (request) => {
      const { account, principal } = signedIn(request);
      return sessionProfile(account, twoFactorSetupRequired(account, principal));
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: FEATURES.forgetPassword, rateLimit: RECOVERY_RATE_LIMIT },
      schema: {
        tags: ['password'],
        summary: 'E-mail a five-digit code; false when no user has this e-mail',
        querystring: ResetPasswordQuery,
        response: { 200: RecoveryStepResult },
      },
    },
    async (request, reply) => {
      await countRecoveryCall(request, reply);
      const codes = await app.rateCounter.hit(
        rateKey.recoveryCodesForAccount(request.query.user_recover),
        ACCOUNT_RATE_LIMITS.recoveryCodesPerAccount,
      );
      if (!codes.allowed) refuse(reply, codes.retryAfterSeconds);
      return app.passwordRecovery.requestCode(request.query.user_recover);
    },
  );

  app.post(
    '/verification-code',
    {
      config: { access: FEATURES.verificationCode, rateLimit: RECOVERY_RATE_LIMIT },
      schema: {
        tags: ['password'],
        summary: 'Check the code; false when wrong, expired or killed after 5 wrong tries',
        querystring: VerificationCodeQuery,
        response: { 200: RecoveryStepResult },
      },
    },
    async (request, reply) => {
      await countRecoveryCall(request, reply);
      // Every code dies after 5 wrong tries; this bounds the tries over new codes too.
      const checks = await app.rateCounter.hit(
        rateKey.codeChecksForAccount(request.query.user_recover),
        ACCOUNT_RATE_LIMITS.codeChecksPerAccount,
      );
      if (!checks.allowed) refuse(reply, checks.retryAfterSeconds);
      return app.passwordRecovery.verifyCode(
        request.query.user_recover,
        request.query.verification_code,
      );
    },
  );

  app.post(
    '/change-password',
    {
      config: { access: FEATURES.newPassword, rateLimit: RECOVERY_RATE_LIMIT },
      schema: {
        tags: ['password'],
        summary: 'Set a new password with the verified code (used up by this call)',
        querystring: ChangePasswordQuery,
        response: { 200: RecoveryStepResult },
      },
    },
    async (request, reply) => {
      await countRecoveryCall(request, reply);
      const { user_recover: userRecover, verification_code: verificationCode } = request.query;
      await app.passwordRecovery.changePassword(
        userRecover,
        verificationCode,
        request.query.password,
        passwordEvent(app, request, 'user.passwordReset'),
      );
      return true;
    },
  );

  app.put(
    '/update-password',
    {
      config: { access: FEATURES.changePassword, beforeTerms: true, beforeTwoFactor: true },
      schema: {
        tags: ['password'],
        summary: 'Change the signed-in user password',
        body: UpdatePasswordRequest,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      const { oldPassword, newPassword } = request.body;
      if (!(await verifyPassword(account.passwordHash, oldPassword))) {
        throw badRequest(API_MESSAGES.currentPasswordIncorrect);
      }
      if (!isStrongPassword(newPassword)) throw badRequest(MESSAGES.passwordRules);
      // Platform m1: the new password is a new one.
      if (newPassword === oldPassword) throw badRequest(MESSAGES.newPasswordSameAsCurrent);
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: app.clock.now() })
          .where(eq(users.id, account.id));
        await passwordEvent(app, request, 'user.passwordChanged')(tx, account);
      });
      // Every other session of the user ends; this one goes on (spec 1 section 2.4: the
      // message, then home).
      await app.sessions.endAll(account.id, 'passwordChanged', request.sessionId);
      return reply.status(204).send();
    },
  );

  app.post(
    '/verification-login',
    {
      config: { access: FEATURES.login, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Check credentials without signing in; counts as a sign-in attempt (see README)',
        body: VerificationLoginRequest,
        response: { 200: VerificationLoginResult },
      },
    },
    async (request) => {
      const { userName, password: given } = request.body;
      // The same limits as the sign-in itself (a second way to guess counts the same).
      if ((await app.signInGuard.lockedFor(userName, request)) > 0) {
        return { valid: false, locked: true, attemptsLeft: 0 };
      }

      const account = await findAccount(app.db, { username: userName });
      const matches = account
        ? await verifyPassword(account.passwordHash, given)
        : await verifyDecoy(given);
      if (account && matches) {
        await app.signInGuard.succeeded(userName, request);
        return {
          valid: isAccountActive(account, app.clock),
          locked: false,
          attemptsLeft: app.config.loginMaxAttempts,
        };
      }
      const { attemptsLeft } = await app.signInGuard.failed(userName, request);
      return { valid: false, locked: attemptsLeft === 0, attemptsLeft };
    },
  );
};
