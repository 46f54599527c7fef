import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LEAD_UNSUBSCRIBE_LABELS } from '@dpohub/domain';
import { LeadUnsubscribeBody, LeadUnsubscribed } from '@dpohub/domain/wire';
import { badRequest } from '../errors/api-error';
import { requestActor } from '../audit/audit-writer';
import { leadOfUnsubscribeToken, withdrawLead } from './lead-unsubscribe';

/** Unsubscribe attempts per IP and minute. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * The link of every e-mail to a lead (issues 30 and 31): the portal's page asks the visitor to
 * confirm, then sends the signed token here; the consent is withdrawn and the lead erased from
 * the firm's list. A genuine link used again finds it erased already: the same answer.
 */
export const leadUnsubscribeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/descadastrar',
    {
      config: { access: { public: true }, rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['simulator'],
        summary:
          "Withdraw a lead's consent and erase it from the list (the signed token of its e-mail's link)",
        body: LeadUnsubscribeBody,
        response: { 200: LeadUnsubscribed },
      },
    },
    async (request) => {
      const leadId = leadOfUnsubscribeToken(app.config.jwtSecret, request.body.token);
      if (leadId === null) throw badRequest(LEAD_UNSUBSCRIBE_LABELS.invalid);
      await withdrawLead(app.db, app.clock, requestActor(request), leadId);
      return { message: LEAD_UNSUBSCRIBE_LABELS.done };
    },
  );
};
