import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_API_MESSAGES,
  DEMAND_API_MESSAGES,
  PARTICIPANT_FEATURES,
  PARTICIPANT_MESSAGES,
} from '@dpohub/domain';
import {
  IdParams,
  SolicitacaoUserAccess,
  SolicitacaoUserLink,
  SolicitacaoUserLinkBody,
} from '@dpohub/domain/wire';
import { signedIn } from '../../auth/access-control';
import { badRequest, notFound } from '../../errors/api-error';
import { findDemand } from '../demand-repository';
import { viewableDemandScope } from '../participants/demand-visibility';
import { findLink, findLinkUser, saveDemandUserLink } from './demand-user-link-repository';

/**
 * Solicitação-user links (spec 2 sections 3, 6 and 7): a user with an admin link on a demand opens
 * it in the staff edit page, anyone else in the client details page.
 */
export const demandUserLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/',
    {
      config: { access: PARTICIPANT_FEATURES.linkWrite },
      schema: {
        tags: ['demand links'],
        summary: 'Link a user to a demand with an admin flag (firm admins only; one link per pair)',
        body: SolicitacaoUserLinkBody,
        response: { 200: SolicitacaoUserLink, 201: SolicitacaoUserLink },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const demand = await findDemand(app.db, body.solicitacaoId);
      if (!demand) throw notFound(DEMAND_API_MESSAGES.demandNotFound);
      const user = await findLinkUser(app.db, body.userId);
      if (!user) throw notFound(ADMIN_API_MESSAGES.userNotFound);
      // Firm staff, or a user of the demand's own client: nobody else may ever open it.
      if (!user.admin && user.clientId !== demand.clientId) {
        throw badRequest(PARTICIPANT_MESSAGES.linkUserNotAllowed);
      }
      const link = { ...body, name: body.name.trim() };
      const { created } = await saveDemandUserLink(app.db, link, app.clock.now());
      return reply.status(created ? 201 : 200).send(link);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: PARTICIPANT_FEATURES.read },
      schema: {
        tags: ['demand links'],
        summary: "The signed-in user's link to demand {id}: admin false when there is none",
        params: IdParams,
        response: { 200: SolicitacaoUserAccess },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const demand = await viewableDemandScope(app, request, request.params.id);
      const link = await findLink(app.db, demand.id, account.id);
      return { admin: link?.admin ?? false };
    },
  );
};
