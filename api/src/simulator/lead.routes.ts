import type { FastifyPluginAsync } from 'fastify';
import {
  CAPTCHA_HEADER,
  FEATURES,
  SIMULATOR_API_MESSAGES,
  collectFieldErrors,
  isLettersOnlyName,
  leadSchema,
  type Lead,
  type SavedLead,
} from '@dpohub/domain';
import { badRequest, forbidden } from '../errors/api-error';
import { NAME_MAX_LENGTH } from '../http/schema-limits';
import { captchaSecrets, consumeVerifiedChallenge, verifyCaptchaPayload } from './captcha';
import { CAPTCHA_PAYLOAD_MAX_LENGTH } from './captcha.routes';
import { saveLead } from './lead-repository';

/** Registrations per IP and minute. */
export const LEAD_REGISTRATION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

// The wire payload has no terms flag: the form does not send until it is ticked.
const leadPayloadSchema = leadSchema.omit(['acceptedTerms']);

const text = { type: 'string', maxLength: NAME_MAX_LENGTH } as const;

/** Spec 4 sections 2.1, 5 and 7: the public lead registration, after a verified human check. */
export const leadRoutes: FastifyPluginAsync = async (app) => {
  const secrets = captchaSecrets(app.config.jwtSecret);
  const captchaHeader = CAPTCHA_HEADER.toLowerCase();

  app.post<{ Body: Lead }>(
    '/save',
    {
      config: { access: FEATURES.fineSimulatorLanding, rateLimit: LEAD_REGISTRATION_RATE_LIMIT },
      schema: {
        tags: ['simulator'],
        summary: `Register (or update) a lead; needs the verified ALTCHA payload in ${CAPTCHA_HEADER}`,
        headers: {
          type: 'object',
          properties: {
            [captchaHeader]: { type: 'string', maxLength: CAPTCHA_PAYLOAD_MAX_LENGTH },
          },
        },
        body: {
          type: 'object',
          required: ['name', 'email', 'company'],
          properties: {
            name: text,
            email: text,
            company: text,
            infoEmail: { type: 'boolean', default: true },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              email: { type: 'string' },
            },
            required: ['id', 'name', 'email'],
          },
        },
      },
    },
    async (request): Promise<SavedLead> => {
      const [problem] = Object.values(collectFieldErrors(leadPayloadSchema, request.body));
      if (problem) throw badRequest(problem);
      const lead: Lead = leadPayloadSchema.cast(request.body, { stripUnknown: true });
      // Spec 4 section 2.1: letters, accents and spaces only.
      if (!isLettersOnlyName(lead.name)) throw badRequest(SIMULATOR_API_MESSAGES.leadNameInvalid);

      const payload = request.headers[captchaHeader];
      const verified =
        typeof payload === 'string'
          ? await verifyCaptchaPayload(payload, secrets, app.clock)
          : null;
      if (!verified || !(await consumeVerifiedChallenge(app.db, verified, app.clock))) {
        throw forbidden(SIMULATOR_API_MESSAGES.captchaRequired);
      }

      const saved = await saveLead(app.db, lead, app.clock, verified.challengeId);
      return { id: saved.id, name: saved.name, email: saved.email };
    },
  );
};
