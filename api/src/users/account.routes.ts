import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { API_MESSAGES, FEATURES, MESSAGES, isStrongPassword } from '@dpohub/domain';
import { signedIn } from '../auth/access-control';
import { hashPassword, verifyDecoy, verifyPassword } from '../auth/password-hasher';
import { sessionProfile, sessionProfileSchema, type SessionProfile } from '../auth/session-profile';
import { users } from '../db/schema';
import { badRequest } from '../errors/api-error';
import { findAccount, isAccountActive } from './user-account';

const email = { type: 'string', minLength: 1, maxLength: 255 } as const;
const password = { type: 'string', minLength: 1, maxLength: 255 } as const;

// Coarse per-IP limits on the public recovery calls; the per-code limit lives in the database.
const RECOVERY_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const verificationLoginResponse = {
  type: 'object',
  properties: {
    valid: { type: 'boolean' },
    locked: { type: 'boolean' },
    attemptsLeft: { type: 'integer' },
  },
  required: ['valid', 'locked', 'attemptsLeft'],
} as const;

/** The signed-in user's own account and the password flows of spec 1 sections 2.3, 2.4 and 7. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/me',
    {
      config: { access: FEATURES.home, beforeTerms: true },
      schema: {
        tags: ['user'],
        summary: 'The signed-in user, shaped like the login response without the token',
        response: { 200: sessionProfileSchema },
      },
    },
    async (request): Promise<SessionProfile> => sessionProfile(signedIn(request).account),
  );

  app.post<{ Querystring: { user_recover: string } }>(
    '/reset-password',
    {
      config: { access: FEATURES.forgetPassword, rateLimit: RECOVERY_RATE_LIMIT },
      schema: {
        tags: ['password'],
        summary: 'E-mail a five-digit code; false when no user has this e-mail',
        querystring: {
          type: 'object',
          required: ['user_recover'],
          properties: { user_recover: email },
        },
        response: { 200: { type: 'boolean' } },
      },
    },
    async (request) => app.passwordRecovery.requestCode(request.query.user_recover),
  );

  app.post<{ Querystring: { user_recover: string; verification_code: string } }>(
    '/verification-code',
    {
      config: { access: FEATURES.verificationCode, rateLimit: RECOVERY_RATE_LIMIT },
      schema: {
        tags: ['password'],
        summary: 'Check the code; false when wrong, expired or killed after 5 wrong tries',
        querystring: {
          type: 'object',
          required: ['user_recover', 'verification_code'],
          properties: {
            user_recover: email,
            verification_code: { type: 'string', minLength: 1, maxLength: 20 },
          },
        },
        response: { 200: { type: 'boolean' } },
      },
    },
    async (request) =>
      app.passwordRecovery.verifyCode(request.query.user_recover, request.query.verification_code),
  );

  app.post<{ Querystring: { user_recover: string; password: string } }>(
    '/change-password',
    {
      config: { access: FEATURES.newPassword, rateLimit: RECOVERY_RATE_LIMIT },
      schema: {
        tags: ['password'],
        summary: 'Set a new password after a verified code',
        querystring: {
          type: 'object',
          required: ['user_recover', 'password'],
          properties: { user_recover: email, password },
        },
        response: { 200: { type: 'boolean' } },
      },
    },
    async (request) => {
      await app.passwordRecovery.changePassword(request.query.user_recover, request.query.password);
      return true;
    },
  );

  app.put<{ Body: { oldPassword: string; newPassword: string } }>(
    '/update-password',
    {
      config: { access: FEATURES.changePassword, beforeTerms: true },
      schema: {
        tags: ['password'],
        summary: 'Change the signed-in user password',
        body: {
          type: 'object',
          required: ['oldPassword', 'newPassword'],
          properties: { oldPassword: password, newPassword: password },
        },
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      const { oldPassword, newPassword } = request.body;
      if (!(await verifyPassword(account.passwordHash, oldPassword))) {
        throw badRequest(API_MESSAGES.currentPasswordIncorrect);
      }
      if (!isStrongPassword(newPassword)) throw badRequest(MESSAGES.passwordRules);
      await app.db
        .update(users)
        .set({ passwordHash: await hashPassword(newPassword), updatedAt: app.clock.now() })
        .where(eq(users.id, account.id));
      return reply.status(204).send();
    },
  );

  app.post<{ Body: { userName: string; password: string } }>(
    '/verification-login',
    {
      config: { access: FEATURES.login, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Check credentials without signing in; counts as a sign-in attempt (see README)',
        body: {
          type: 'object',
          required: ['userName', 'password'],
          properties: { userName: { type: 'string', minLength: 1, maxLength: 255 }, password },
        },
        response: { 200: verificationLoginResponse },
      },
    },
    async (request) => {
      const { userName, password: given } = request.body;
      const throttle = app.loginThrottle;
      const before = await throttle.state(userName, request.ip);
      if (before.locked) return { valid: false, locked: true, attemptsLeft: 0 };

      const account = await findAccount(app.db, { username: userName });
      const matches = account
        ? await verifyPassword(account.passwordHash, given)
        : await verifyDecoy(given);
      if (account && matches) {
        await throttle.clear(userName, request.ip);
        return {
          valid: isAccountActive(account, app.clock),
          locked: false,
          attemptsLeft: app.config.loginMaxAttempts,
        };
      }
      const after = await throttle.recordFailure(userName, request.ip);
      return { valid: false, locked: after.locked, attemptsLeft: after.attemptsLeft };
    },
  );
};
