import type { FastifyPluginAsync } from 'fastify';
import { LEAD_UNSUBSCRIBE_LABELS } from '@dpohub/domain';
import { badRequest } from '../errors/api-error';
import { leadOfUnsubscribeToken, unsubscribeLead } from './lead-unsubscribe';

/** Unsubscribe attempts per IP and minute. */
const UNSUBSCRIBE_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/**
 * The result e-mail's unsubscribe link (issue 30): the portal's page asks the visitor to confirm,
 * then sends the signed token here; the lead's record keeps when, and no e-mail follows.
 */
export const leadUnsubscribeRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { token: string } }>(
    '/descadastrar',
    {
      config: { access: { public: true }, rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['simulator'],
        summary: "Stop the simulator's e-mails to a lead (the signed token of its e-mail's link)",
        body: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', maxLength: 80 } },
        },
        response: {
          200: {
            type: 'object',
            properties: { message: { type: 'string' } },
            required: ['message'],
          },
        },
      },
    },
    async (request) => {
      const leadId = leadOfUnsubscribeToken(app.config.jwtSecret, request.body.token);
      // An erased lead has nothing left to send to: its link answers as an invalid one.
      if (leadId === null || !(await unsubscribeLead(app.db, leadId, app.clock.now()))) {
        throw badRequest(LEAD_UNSUBSCRIBE_LABELS.invalid);
      }
      return { message: LEAD_UNSUBSCRIBE_LABELS.done };
    },
  );
};
