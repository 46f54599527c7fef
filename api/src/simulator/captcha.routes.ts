import type { FastifyPluginAsync } from 'fastify';
import { FEATURES } from '@dpohub/domain';
import {
  captchaSecrets,
  createCaptchaChallenge,
  rememberVerifiedChallenge,
  verifyCaptchaPayload,
} from './captcha';

// The widget's payload is a few hundred characters of base64.
export const CAPTCHA_PAYLOAD_MAX_LENGTH = 4096;

// Challenges cost the server one PBKDF2 derivation each: a visitor needs a handful at most.
const CAPTCHA_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const challengeSchema = {
  type: 'object',
  properties: {
    parameters: {
      type: 'object',
      additionalProperties: true,
      properties: {
        algorithm: { type: 'string' },
        nonce: { type: 'string' },
        salt: { type: 'string' },
        cost: { type: 'integer' },
        keyLength: { type: 'integer' },
        keyPrefix: { type: 'string' },
        keySignature: { type: 'string' },
        expiresAt: { type: 'integer' },
      },
    },
    signature: { type: 'string' },
  },
  required: ['parameters', 'signature'],
} as const;

/** Spec 4 section 7, the human check: a self-hosted ALTCHA proof of work. */
export const captchaRoutes: FastifyPluginAsync = async (app) => {
  const secrets = captchaSecrets(app.config.jwtSecret);

  app.get(
    '/challenge',
    {
      config: { access: FEATURES.fineSimulatorLanding, rateLimit: CAPTCHA_RATE_LIMIT },
      schema: {
        tags: ['simulator'],
        summary: 'A signed ALTCHA challenge (the widget challenge URL)',
        response: { 200: challengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return createCaptchaChallenge(secrets, app.clock);
    },
  );

  app.post<{ Querystring: { token: string } }>(
    '/',
    {
      config: { access: FEATURES.fineSimulatorLanding, rateLimit: CAPTCHA_RATE_LIMIT },
      schema: {
        tags: ['simulator'],
        summary: 'Verify a solved ALTCHA payload: true once; false when wrong, expired or replayed',
        querystring: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', maxLength: CAPTCHA_PAYLOAD_MAX_LENGTH } },
        },
        response: { 200: { type: 'boolean' } },
      },
    },
    async (request): Promise<boolean> => {
      const verified = await verifyCaptchaPayload(request.query.token, secrets, app.clock);
      return verified !== null && (await rememberVerifiedChallenge(app.db, verified, app.clock));
    },
  );
};
