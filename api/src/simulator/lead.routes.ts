import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import * as v from 'valibot';
import {
  CAPTCHA_HEADER,
  FEATURES,
  SIMULATOR_API_MESSAGES,
  collectFieldErrors,
  formOutput,
  isLettersOnlyName,
  leadSchema,
  type Lead,
} from '@dpohub/domain';
import { LeadBody, LeadSaveHeaders, SavedLead } from '@dpohub/domain/wire';
import { badRequest, forbidden } from '../errors/api-error';
import { captchaSecrets, consumeVerifiedChallenge, verifyCaptchaPayload } from './captcha';
import { saveLead } from './lead-repository';

/** Registrations per IP and minute. */
export const LEAD_REGISTRATION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

// The wire payload has no terms flag: the form does not send until it is ticked.
const leadPayloadSchema = v.omit(leadSchema, ['acceptedTerms']);

/** Spec 4 sections 2.1, 5 and 7: the public lead registration, after a verified human check. */
export const leadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secrets = captchaSecrets(app.config.jwtSecret);
  const captchaHeader = CAPTCHA_HEADER.toLowerCase();

  app.post(
    '/save',
    {
      config: { access: FEATURES.fineSimulatorLanding, rateLimit: LEAD_REGISTRATION_RATE_LIMIT },
      schema: {
        tags: ['simulator'],
        summary: `Register (or update) a lead; needs the verified ALTCHA payload in ${CAPTCHA_HEADER}`,
        headers: LeadSaveHeaders,
        body: LeadBody,
        response: { 200: SavedLead },
      },
    },
    async (request) => {
      const [problem] = Object.values(collectFieldErrors(leadPayloadSchema, request.body));
      if (problem) throw badRequest(problem);
      const lead: Lead = formOutput(leadPayloadSchema, request.body);
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
