import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEMAND_API_MESSAGES,
  DEMAND_MULTIPART_PARTS,
  DEMAND_STATUS,
  FEATURES,
  PAGE_SIZE,
  PARTICIPANT_MESSAGES,
  canEditClientRequest,
  validateRequestFileCount,
  type Principal,
} from '@dpohub/domain';
import { requestActor, type Transaction } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { firmDay } from '../calendar/firm-calendar';
import type { Database } from '../db/database';
import { badRequest, forbidden } from '../errors/api-error';
import type { FileStorage } from '../files/file-storage';
import { pageRequest, parseSort, toPage } from '../lists';
import { readClientRequestDto, type ClientRequestDto } from './client-request-dto';
import { assertEditable, viewableDemand } from './demand-access';
import { recordDemandSave, saveDemandAudited } from './demand-audit';
import { assertClient, assertServiceType, consultationKind, deadlineFor } from './demand-payload';
import {
  DEMAND_SORT_FIELDS,
  addDocuments,
  addParticipants,
  clientUsers,
  deleteDocuments,
  findDemand,
  insertDemand,
  listDemands,
  listDocuments,
  requesterOf,
  updateDemand,
} from './demand-repository';
import {
  ClientRequestFilterQuery,
  ClientRequestPage,
  Created,
  DemandDetail,
  IdParams,
} from '@dpohub/domain/wire';
import { clientRequestRow } from './demand-view';
import { discardUpload, promoteUploads, readRequestUpload } from './demand-uploads';
import { detailOf, listScope } from './demand.routes';
import {
  insertNewParticipants,
  mailNewParticipants,
  prepareNewParticipants,
  type InvitedParticipant,
  type PreparedParticipant,
} from './participants/request-participants';
import { createUserInvitation } from '../users/user-invitation';

/** The participants sent with a request must be enabled users of its client (spec 2 section 5). */
async function checkedParticipants(
  db: Database,
  clientId: number,
  ids: readonly number[],
): Promise<number[]> {
  const found = await clientUsers(db, clientId, ids);
  if (found.length !== ids.length) throw badRequest(PARTICIPANT_MESSAGES.userOfAnotherClient);
  if (found.some((user) => !user.enabled)) throw badRequest(PARTICIPANT_MESSAGES.inactiveUser);
  return [...ids];
}

/** The client of a new request: the user's own; a firm admin names it in the JSON part. */
function requestClient(principal: Principal, clientId: number | null, dto: ClientRequestDto) {
  if (!principal.admin) return clientId;
  return dto.clientId;
}

/**
 * Spec 2 sections 2.5, 2.6 and 7: the client list, the client view of one request, and the
 * multipart create and update of the client request form.
 */
export function clientRequestRoutes(storage: FileStorage): FastifyPluginAsyncTypebox {
  return async (app) => {
    const invitation = createUserInvitation({
      db: app.db,
      clock: app.clock,
      mailer: app.mailer,
      secret: app.config.jwtSecret,
      portalUrl: app.config.publicPortalUrl,
    });
    /** The new participants' accounts, inside the save's transaction (demands m5). */
    const participantsCreated = (
      tx: Transaction,
      request: FastifyRequest,
      clientId: number,
      demandId: number,
      prepared: readonly PreparedParticipant[],
    ) =>
      insertNewParticipants(
        tx,
        { clock: app.clock, invitation, actor: requestActor(request) },
        clientId,
        demandId,
        prepared,
      );

    app.get(
      '/filter',
      {
        config: { access: FEATURES.clientDemands },
        schema: {
          tags: ['solicitacao'],
          summary:
            'Client list of requests (size 10, sort prazo,asc): their client; participants only their requests',
          querystring: ClientRequestFilterQuery,
          response: { 200: ClientRequestPage },
        },
      },
      async (request) => {
        const { account, principal } = signedIn(request);
        const query = request.query;
        const paging = pageRequest(query, PAGE_SIZE.clientDemands);
        const sort = parseSort(query.sort, DEMAND_SORT_FIELDS, 'prazo');
        // Both filters may come (the card's serviceType and the list's modalidade): they must agree.
        if (query.modalidade && query.serviceType && query.modalidade !== query.serviceType) {
          return toPage([], 0, paging);
        }
        const { rows, total, countLimit } = await listDemands(
          app.db,
          {
            ...listScope(principal, account.id, query.clientId),
            demanda: query.demanda,
            criadoPor: query.criadoPor,
            serviceTypeId: query.modalidade ?? query.serviceType,
            status: query.status || undefined,
          },
          sort,
          paging,
        );
        const day = await firmDay(app);
        return toPage(
          rows.map((row) => clientRequestRow(row, day)),
          total,
          paging,
          countLimit,
        );
      },
    );

    app.get(
      '/:id',
      {
        config: { access: FEATURES.clientDemandDetails },
        schema: {
          tags: ['solicitacao'],
          summary:
            'One request as the client details page shows it (internal data for admins only)',
          params: IdParams,
          response: { 200: DemandDetail },
        },
      },
      async (request) => {
        const { record, principal } = await viewableDemand(app, request, request.params.id);
        return detailOf(app, record, principal);
      },
    );

    app.post(
      '/',
      {
        config: { access: FEATURES.clientDemandCreate },
        schema: {
          tags: ['solicitacao'],
          summary: `Create a request (multipart: ${DEMAND_MULTIPART_PARTS.clientRequest} + up to 10 ${DEMAND_MULTIPART_PARTS.files}); it starts PENDENTE`,
          consumes: ['multipart/form-data'],
          response: { 201: Created },
        },
      },
      async (request, reply) => {
        const { account, principal } = signedIn(request);
        const upload = await readRequestUpload(request, storage);
        let committed = false;
        try {
          const dto = readClientRequestDto(upload.dtoText, upload.files.length);
          const clientId = requestClient(principal, account.clientId, dto);
          if (clientId === null) throw badRequest(DEMAND_API_MESSAGES.clientRequired);
          await assertClient(app.db, clientId);
          await assertServiceType(app.db, dto.serviceTypeId);
          const participants = await checkedParticipants(app.db, clientId, dto.participantIds);
          const newcomers = await prepareNewParticipants(app, principal, dto.newParticipants);
          const now = app.clock.now();
          const day = await firmDay(app);
          const requester = await requesterOf(app.db, account.id);
          const { id, invited } = await app.db.transaction(async (tx) => {
            const newId = await insertDemand(
              tx,
              {
                clientId,
                ...requester,
                demanda: dto.demanda,
                serviceTypeId: dto.serviceTypeId,
                ...consultationKind(dto.serviceTypeId, dto.tipoConsulta, dto.tipoAvaliacao),
                prazoAtendimento: dto.prazoAtendimento,
                prazo: deadlineFor(dto.prazoAtendimento, dto.prazo, day),
                descricaoTrabalho: dto.descricaoTrabalho,
                consumoHoras: dto.consumoHoras,
                status: DEMAND_STATUS.PENDENTE,
                createdByUserId: account.id,
              },
              now,
            );
            await addDocuments(tx, newId, upload.files, account.id, now);
            const created = await participantsCreated(tx, request, clientId, newId, newcomers);
            const added = await addParticipants(
              tx,
              newId,
              [...participants, ...created.map((user) => user.id)],
              now,
            );
            await recordDemandSave(tx, app.clock, requestActor(request), {
              before: null,
              after: (await findDemand(tx, newId))!,
              filesAdded: upload.files,
              participantsAdded: added,
            });
            return { id: newId, invited: created };
          });
          committed = true;
          await promoteUploads(storage, upload.files, request.log);
          // A firm admin filling the client form is not a client's request to the firm.
          if (!principal.admin) await app.notifications.requestCreated(id, account);
          await app.notifications.participantsAdded(id, participants, account);
          // The new participants' one e-mail: the invitation that names the request.
          await mailNewParticipants(app, id, invited, { ...account, staff: principal.admin });
          return reply.status(201).send({ id });
        } catch (error) {
          if (!committed) await discardUpload(storage, upload.files);
          throw error;
        }
      },
    );

    app.put(
      '/:id',
      {
        config: { access: FEATURES.clientDemandDetails },
        schema: {
          tags: ['solicitacao'],
          summary:
            'Update a pending request (multipart, same shape as create); new files are added, 10 at most in all',
          consumes: ['multipart/form-data'],
          params: IdParams,
          response: { 200: DemandDetail },
        },
      },
      async (request) => {
        const { record, principal, account } = await viewableDemand(
          app,
          request,
          request.params.id,
        );
        assertEditable(record);
        // Spec 2 section 4: only while pending, never by participants; admins edit any time.
        if (!principal.admin && !canEditClientRequest(principal, record)) {
          throw forbidden(DEMAND_API_MESSAGES.notEditable);
        }
        const upload = await readRequestUpload(request, storage);
        let committed = false;
        try {
          const dto = readClientRequestDto(upload.dtoText, upload.files.length);
          const stored = await listDocuments(app.db, record.id);
          // Documents removed in the form go with this save, never before it (issue 11).
          const removed = stored.filter((doc) => dto.removedDocumentIds.includes(doc.id));
          if (removed.length !== dto.removedDocumentIds.length) {
            throw badRequest(DEMAND_API_MESSAGES.requestPartInvalid);
          }
          const tooMany = validateRequestFileCount(
            upload.files.length,
            stored.length - removed.length,
          );
          if (tooMany) throw badRequest(tooMany);
          await assertServiceType(app.db, dto.serviceTypeId);
          const participants = await checkedParticipants(
            app.db,
            record.clientId,
            dto.participantIds,
          );
          const newcomers = await prepareNewParticipants(app, principal, dto.newParticipants);
          const now = app.clock.now();
          const day = await firmDay(app);
          let invited: InvitedParticipant[] = [];
          const { participantsAdded: added } = await saveDemandAudited(
            app,
            request,
            record,
            async (tx) => {
              await updateDemand(
                tx,
                record.id,
                {
                  demanda: dto.demanda,
                  serviceTypeId: dto.serviceTypeId,
                  ...consultationKind(dto.serviceTypeId, dto.tipoConsulta, dto.tipoAvaliacao),
                  prazoAtendimento: dto.prazoAtendimento,
                  prazo: deadlineFor(dto.prazoAtendimento, dto.prazo, day, record),
                  descricaoTrabalho: dto.descricaoTrabalho,
                  consumoHoras: dto.consumoHoras,
                },
                now,
              );
              await deleteDocuments(
                tx,
                removed.map((doc) => doc.id),
              );
              await addDocuments(tx, record.id, upload.files, account.id, now);
              const created = await participantsCreated(
                tx,
                request,
                record.clientId,
                record.id,
                newcomers,
              );
              invited = created;
              return {
                filesAdded: upload.files,
                filesRemoved: removed,
                participantsAdded: await addParticipants(
                  tx,
                  record.id,
                  [...participants, ...created.map((user) => user.id)],
                  now,
                ),
              };
            },
          );
          committed = true;
          await promoteUploads(storage, upload.files, request.log);
          // The rows are gone with the save; a file left behind is only logged, never an error.
          await Promise.all(
            removed.map((doc) =>
              storage.remove(doc.storageKey).catch((error: unknown) => {
                request.log.error({ err: error, key: doc.storageKey }, 'removed file not deleted');
              }),
            ),
          );
          const invitedIds = new Set(invited.map((user) => user.id));
          await app.notifications.participantsAdded(
            record.id,
            added.filter((userId) => !invitedIds.has(userId)),
            account,
          );
          await mailNewParticipants(app, record.id, invited, {
            ...account,
            staff: principal.admin,
          });
          await app.notifications.demandEdited(
            record,
            { ...account, staff: principal.admin },
            {
              filesAdded: upload.files.length,
              filesRemoved: removed.length,
              participantsAdded: added.length,
            },
          );
        } catch (error) {
          if (!committed) await discardUpload(storage, upload.files);
          throw error;
        }
        return detailOf(app, (await findDemand(app.db, record.id))!, principal);
      },
    );
  };
}
