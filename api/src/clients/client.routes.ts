import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_MESSAGES,
  CONTRACT_END_MESSAGES,
  apiToDisplayDate,
  FEATURES,
  canAccessClient,
  changesBetween,
  contractableFunctionLabel,
  contractWindow,
  clientScope,
} from '@dpohub/domain';
import {
  Client,
  ClientCreateBody,
  ClientFunctions,
  ClientFunctionsBody,
  ClientList,
  ClientListQuery,
  ClientParams,
  ClientUpdateBody,
  EndContractBody,
  NoContent,
  type Client as ClientWire,
} from '@dpohub/domain/wire';
import { recordAudit, recordChanges, requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { conflict, notFound } from '../errors/api-error';
import {
  deleteClient,
  endClientContract,
  findClient,
  insertClient,
  listClientFunctions,
  listClients,
  replaceClientFunctions,
  updateClient,
} from './client-repository';
import { queueContractEndedNotices } from './contract-end-notice';

/** Spec 1 sections 2.7 and 7: the client picker's calls, and the client's function cards. */
export const clientRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/all',
    {
      config: { access: FEATURES.home },
      schema: {
        tags: ['client'],
        summary: 'Clients by name; a client user sees only their own client',
        querystring: ClientListQuery,
        response: { 200: ClientList },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const scope = clientScope(principal);
      // A client user without a client sees nothing rather than everything.
      if (!principal.admin && scope === null) return [];
      return listClients(app.db, { search: request.query.search, onlyClientId: scope });
    },
  );

  app.post(
    '/',
    {
      config: { access: FEATURES.createClient },
      schema: {
        tags: ['client'],
        summary: 'Create a client (admin only)',
        body: ClientCreateBody,
        response: { 201: Client },
      },
    },
    async (request, reply) => {
      const client: ClientWire = {
        id: request.body.id,
        name: request.body.name.trim(),
        enableHoursBank: request.body.enableHoursBank ?? false,
      };
      const created = await insertClient(app.db, client, (tx) =>
        recordAudit(tx, app.clock, {
          kind: 'client.created',
          actor: requestActor(request),
          clientId: client.id,
          record: { id: client.id, label: client.name },
          changes: changesBetween(null, client, ['id', 'name', 'enableHoursBank']),
        }),
      );
      if (!created) throw conflict(API_MESSAGES.clientAlreadyExists);
      return reply.status(201).send(client);
    },
  );

  // Platform m13: a client is renamed, and its 'Controle de Horas' switched, after creation.
  app.get(
    '/:id',
    {
      config: { access: FEATURES.clientFunctions },
      schema: {
        tags: ['client'],
        summary: "A client's name and 'Controle de Horas' (firm admins only)",
        params: ClientParams,
        response: { 200: Client },
      },
    },
    async (request) => {
      const client = await findClient(app.db, request.params.id);
      if (!client) throw notFound(API_MESSAGES.clientNotFound);
      return client;
    },
  );

  app.put(
    '/:id',
    {
      config: { access: FEATURES.clientFunctions },
      schema: {
        tags: ['client'],
        summary: "Rename a client and set its 'Controle de Horas' (firm admins only)",
        params: ClientParams,
        body: ClientUpdateBody,
        response: { 200: Client },
      },
    },
    async (request) => {
      const updated = await updateClient(
        app.db,
        {
          id: request.params.id,
          name: request.body.name.trim(),
          enableHoursBank: request.body.enableHoursBank,
        },
        (tx, before, after) =>
          recordChanges(
            tx,
            app.clock,
            {
              kind: 'client.changed',
              actor: requestActor(request),
              clientId: after.id,
              record: { id: after.id, label: after.name },
            },
            { before, after, fields: ['name', 'enableHoursBank'] },
          ),
      );
      if (!updated) throw notFound(API_MESSAGES.clientNotFound);
      return updated;
    },
  );

  app.delete(
    '/:id',
    {
      config: { access: FEATURES.deleteClient },
      schema: {
        tags: ['client'],
        summary: 'Remove a client with no users (admin only)',
        params: ClientParams,
        response: { 204: NoContent },
      },
    },
    async (request, reply) => {
      const outcome = await deleteClient(app.db, request.params.id, (tx, removed) =>
        recordAudit(tx, app.clock, {
          kind: 'client.removed',
          actor: requestActor(request),
          clientId: removed.id,
          record: { id: removed.id, label: removed.name },
        }),
      );
      if (outcome === 'not-found') throw notFound(API_MESSAGES.clientNotFound);
      // Removing users along with their client would erase people's access silently.
      if (outcome === 'has-users') throw conflict(API_MESSAGES.clientHasUsers);
      if (outcome === 'has-records') throw conflict(API_MESSAGES.clientHasRecords);
      return reply.status(204).send();
    },
  );

  // Issue 31: the end of a contract instead of an immediate removal. The client's users keep
  // read-only access for 5 business days (domain contractWindow), then the data lifecycle round
  // erases its files and personal data.
  app.post(
    '/:id/encerrar-contrato',
    {
      config: { access: FEATURES.endClientContract },
      schema: {
        tags: ['client'],
        summary:
          "End a client's contract: its users are told and keep read-only access for 5 business days (firm admins only)",
        params: ClientParams,
        body: EndContractBody,
        response: { 200: Client },
      },
    },
    async (request) => {
      const id = request.params.id;
      const reason = request.body?.motivo?.trim() || null;
      const at = app.clock.now();
      const window = contractWindow(at, await app.firmCalendar.current());
      const ended = await endClientContract(
        app.db,
        id,
        { at, window, reason },
        async (tx, client) => {
          const told = await queueContractEndedNotices(
            tx,
            client,
            window,
            app.config.publicPortalUrl,
            at,
          );
          await recordAudit(tx, app.clock, {
            kind: 'client.contractEnded',
            actor: requestActor(request),
            clientId: client.id,
            record: { id: client.id, label: client.name },
            changes: changesBetween(
              null,
              {
                endedOn: apiToDisplayDate(window.endedOn),
                readOnlyUntil: apiToDisplayDate(window.readOnlyUntil),
              },
              ['endedOn', 'readOnlyUntil'],
            ),
            note: `${told} usuário(s) avisado(s) por e-mail${reason ? `. Motivo: ${reason}` : ''}`,
          });
        },
      );
      if (ended.outcome === 'not-found') throw notFound(API_MESSAGES.clientNotFound);
      if (ended.outcome === 'already-ended') throw conflict(CONTRACT_END_MESSAGES.alreadyEnded);
      app.notifications.worker.kick();
      const client = await findClient(app.db, id);
      if (!client) throw notFound(API_MESSAGES.clientNotFound);
      return client;
    },
  );

  app.get(
    '/:id/functions',
    {
      config: { access: FEATURES.home },
      schema: {
        tags: ['client'],
        summary: 'The function cards the client has contracted (domain FEATURES keys)',
        params: ClientParams,
        response: { 200: ClientFunctions },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const id = request.params.id;
      // Security L3: another client's folder number answers as a missing one.
      if (!canAccessClient(principal, id)) throw notFound(API_MESSAGES.clientNotFound);
      if (!(await findClient(app.db, id))) throw notFound(API_MESSAGES.clientNotFound);
      return { clientId: id, functions: await listClientFunctions(app.db, id) };
    },
  );

  app.put(
    '/:id/functions',
    {
      config: { access: FEATURES.clientFunctions },
      schema: {
        tags: ['client'],
        summary: 'Set the function cards the client has contracted (firm admins only)',
        params: ClientParams,
        body: ClientFunctionsBody,
        response: { 200: ClientFunctions },
      },
    },
    async (request) => {
      const id = request.params.id;
      const functions = await replaceClientFunctions(
        app.db,
        id,
        request.body.functions,
        async (tx, before, after) => {
          const named = (keys: string[]) => keys.map(contractableFunctionLabel);
          const changes = changesBetween(
            { functions: named(before) },
            { functions: named(after) },
            ['functions'],
          );
          if (changes.length === 0) return;
          await recordAudit(tx, app.clock, {
            kind: 'client.functionsChanged',
            actor: requestActor(request),
            clientId: id,
            record: { id, label: (await findClient(tx, id))?.name ?? null },
            changes,
          });
        },
      );
      if (functions === null) throw notFound(API_MESSAGES.clientNotFound);
      return { clientId: id, functions };
    },
  );
};
