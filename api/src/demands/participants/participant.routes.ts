import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ADMIN_API_MESSAGES,
  MESSAGES,
  PARTICIPANT_FEATURES,
  PARTICIPANT_MESSAGES,
} from '@dpohub/domain';
import {
  DemandParticipantCreate,
  DemandParticipantList,
  DemandParticipantView,
  IdParams,
  NoContent,
} from '@dpohub/domain/wire';
import { requestActor } from '../../audit/audit-writer';
import { signedIn } from '../../auth/access-control';
import { badRequest, conflict, notFound } from '../../errors/api-error';
import { recordDemandEvent } from '../demand-audit';
import { participantManagedDemand, viewableDemandScope } from './demand-visibility';
import {
  deleteParticipant,
  findParticipant,
  findParticipantCandidate,
  insertParticipant,
  listParticipants,
} from './participant-repository';
import { temporaryParticipantRoutes } from './temporary-participant.routes';

/**
 * Participants of a request (spec 2 sections 3, 5, 6 and 7): users of the demand's client who
 * may only view it. Whoever may edit the request adds and removes them.
 */
export const participantRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(temporaryParticipantRoutes);

  app.post(
    '/',
    {
      config: { access: PARTICIPANT_FEATURES.manage },
      schema: {
        tags: ['demand participants'],
        summary: "Attach an active user of the demand's client to the demand",
        body: DemandParticipantCreate,
        response: { 201: DemandParticipantView },
      },
    },
    async (request, reply) => {
      const demand = await participantManagedDemand(app, request, request.body.solicitacao.id);
      const user = await findParticipantCandidate(app.db, request.body.user.id);
      if (!user) throw notFound(ADMIN_API_MESSAGES.userNotFound);
      if (user.clientId !== demand.client.id) {
        throw badRequest(PARTICIPANT_MESSAGES.userOfAnotherClient);
      }
      // Spec 2 section 5: an inactive user must be reactivated before being added.
      if (!user.enabled) throw badRequest(PARTICIPANT_MESSAGES.inactiveUser);
      const id = await app.db.transaction(async (tx) => {
        const added = await insertParticipant(tx, demand.id, user.id, app.clock.now());
        if (added === null) return null;
        const view = (await findParticipant(tx, added))!;
        await recordDemandEvent(
          tx,
          app.clock,
          requestActor(request),
          { id: demand.id, clientId: demand.client.id },
          'demand.participantAdded',
          [{ field: 'participant', added: [view.user.name] }],
        );
        return added;
      });
      if (id === null) throw conflict(MESSAGES.participantDuplicate);
      await app.notifications.participantsAdded(demand.id, [user.id], signedIn(request).account);
      return reply.status(201).send((await findParticipant(app.db, id))!);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: PARTICIPANT_FEATURES.read },
      schema: {
        tags: ['demand participants'],
        summary: 'The participants of demand {id}, in the order they were added',
        params: IdParams,
        response: { 200: DemandParticipantList },
      },
    },
    async (request) => {
      const demand = await viewableDemandScope(app, request, request.params.id);
      return listParticipants(app.db, demand.id);
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: PARTICIPANT_FEATURES.manage },
      schema: {
        tags: ['demand participants'],
        summary: 'Remove participant link {id} (the user stays; only the link goes)',
        params: IdParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const participant = await findParticipant(app.db, request.params.id);
      if (!participant) throw notFound(PARTICIPANT_MESSAGES.participantNotFound);
      const demand = await participantManagedDemand(app, request, participant.solicitacao.id);
      await app.db.transaction(async (tx) => {
        await deleteParticipant(tx, participant.id);
        await recordDemandEvent(
          tx,
          app.clock,
          requestActor(request),
          { id: demand.id, clientId: demand.client.id },
          'demand.participantRemoved',
          [{ field: 'participant', removed: [participant.user.name] }],
        );
      });
      return reply.status(204).send();
    },
  );
};
