import type { FastifyPluginAsync } from 'fastify';
import {
  FEATURES,
  LEAD_FOLLOW_UP_STATUSES,
  SIMULATOR_API_MESSAGES,
  type LeadFollowUp,
  type LeadFollowUpStatus,
} from '@dpohub/domain';
import { requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { notFound } from '../errors/api-error';
import { eraseLead, setLeadFollowUp } from './lead-repository';
import { leadFollowUpSchema } from './simulation-schemas';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

/**
 * The firm's side of a lead (issue 30): its follow-up status, with who set it and when, and its
 * erasure when the visitor asks for it (LGPD art. 18, VI). Firm admins only.
 */
export const leadFollowUpRoutes: FastifyPluginAsync = async (app) => {
  app.put<{ Params: { id: number }; Body: { status: LeadFollowUpStatus } }>(
    '/:id/acompanhamento',
    {
      config: { access: FEATURES.leadFollowUp },
      schema: {
        tags: ['simulator'],
        summary: "Set a lead's follow-up status ('Novo', 'Contatado', 'Proposta enviada'...)",
        params: idParams,
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: [...LEAD_FOLLOW_UP_STATUSES] } },
        },
        response: { 200: leadFollowUpSchema },
      },
    },
    async (request): Promise<LeadFollowUp> => {
      const { account } = signedIn(request);
      const followUp = await setLeadFollowUp(
        app.db,
        request.params.id,
        request.body.status,
        account.id,
        app.clock.now(),
      );
      if (!followUp) throw notFound(SIMULATOR_API_MESSAGES.leadNotFound);
      return followUp;
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/:id',
    {
      config: { access: FEATURES.leadFollowUp },
      schema: {
        tags: ['simulator'],
        summary:
          'Erase a lead on request: its registration and consent go; its simulations stay, anonymous',
        params: idParams,
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      if (!(await eraseLead(app.db, app.clock, requestActor(request), request.params.id))) {
        throw notFound(SIMULATOR_API_MESSAGES.leadNotFound);
      }
      return reply.status(204).send();
    },
  );
};
