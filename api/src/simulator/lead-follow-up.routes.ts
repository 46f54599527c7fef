import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEATURES, SIMULATOR_API_MESSAGES } from '@dpohub/domain';
import { IdParams, LeadFollowUp, LeadFollowUpBody, NoContent } from '@dpohub/domain/wire';
import { requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { notFound } from '../errors/api-error';
import { eraseLead, setLeadFollowUp } from './lead-repository';

/**
 * The firm's side of a lead (issue 30): its follow-up status, with who set it and when, and its
 * erasure when the visitor asks for it (LGPD art. 18, VI). Firm admins only.
 */
export const leadFollowUpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/:id/acompanhamento',
    {
      config: { access: FEATURES.leadFollowUp },
      schema: {
        tags: ['simulator'],
        summary: "Set a lead's follow-up status ('Novo', 'Contatado', 'Proposta enviada'...)",
        params: IdParams,
        body: LeadFollowUpBody,
        response: { 200: LeadFollowUp },
      },
    },
    async (request) => {
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

  app.delete(
    '/:id',
    {
      config: { access: FEATURES.leadFollowUp },
      schema: {
        tags: ['simulator'],
        summary:
          'Erase a lead on request: its registration and consent go; its simulations stay, anonymous',
        params: IdParams,
        response: { 204: NoContent },
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
