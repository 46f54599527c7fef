import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEATURES } from '@dpohub/domain';
import { CaptchaChallenge, CaptchaVerified, CaptchaVerifyQuery } from '@dpohub/domain/wire';
import {
  captchaSecrets,
  createCaptchaChallenge,
  rememberVerifiedChallenge,
  verifyCaptchaPayload,
} from './captcha';

// Challenges cost the server one PBKDF2 derivation each: a visitor needs a handful at most.
const CAPTCHA_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

/** Spec 4 section 7, the human check: a self-hosted ALTCHA proof of work. */
export const captchaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secrets = captchaSecrets(app.config.jwtSecret);

  app.get(
    '/challenge',
    {
      config: { access: FEATURES.fineSimulatorLanding, rateLimit: CAPTCHA_RATE_LIMIT },
      schema: {
        tags: ['simulator'],
        summary: 'A signed ALTCHA challenge (the widget challenge URL)',
        response: { 200: CaptchaChallenge },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await createCaptchaChallenge(secrets, app.clock);
      // Signed with the server's secret, so the signature is always there.
      return { ...challenge, signature: challenge.signature! };
    },
  );

  app.post(
    '/',
    {
      config: { access: FEATURES.fineSimulatorLanding, rateLimit: CAPTCHA_RATE_LIMIT },
      schema: {
        tags: ['simulator'],
        summary: 'Verify a solved ALTCHA payload: true once; false when wrong, expired or replayed',
        querystring: CaptchaVerifyQuery,
        response: { 200: CaptchaVerified },
      },
    },
    async (request) => {
      const verified = await verifyCaptchaPayload(request.query.token, secrets, app.clock);
      return verified !== null && (await rememberVerifiedChallenge(app.db, verified, app.clock));
    },
  );
};
