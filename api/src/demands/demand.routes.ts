import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  API_MESSAGES,
  DEMAND_API_MESSAGES,
  DEMAND_STATUS,
  FEATURES,
  NOTIFICATION_FEATURES,
  NOTIFICATION_MESSAGES,
  PAGE_SIZE,
  canAccess,
  canEditClientRequest,
  canEditStaffDemand,
  clientDemandSchema,
  holdsDemandAccess,
  isFirmStaff,
  isParticipant,
  staffDemandSchema,
  type Principal,
} from '@dpohub/domain';
import {
  DemandDetail,
  DemandFilterQuery,
  DemandPage,
  IdParams,
  InternalDataBody,
  StaffDemandBody,
} from '@dpohub/domain/wire';
import { requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { firmDay } from '../calendar/firm-calendar';
import { forbidden } from '../errors/api-error';
import { pageRequest, parseSort, toPage } from '../lists';
import { assertEditable, seesInternalData, viewableDemand } from './demand-access';
import { recordDemandSave, saveDemandAudited } from './demand-audit';
import {
  asFormDeadline,
  assertActiveLawyer,
  chosenId,
  assertClient,
  assertServiceType,
  consultationKind,
  deadlineFor,
  internalDataMinutes,
  demandFormMinutes,
  validateWithSchema,
  typedValue,
} from './demand-payload';
import {
  DEMAND_SORT_FIELDS,
  findDemand,
  insertDemand,
  listDemands,
  listDocuments,
  listHistory,
  updateDemand,
  type DemandRecord,
  type DemandScope,
} from './demand-repository';
import { demandDetail, demandRow } from './demand-view';
import { lawyerFilterOf } from './demand-queue.routes';

/**
 * Whose demands a list shows: admins every client (or the one asked for), a client user their
 * own client, a participant only the demands they take part in (spec 2 sections 2.1 and 6).
 */
export function listScope(
  principal: Principal,
  userId: number,
  clientId: number | undefined,
): DemandScope {
  if (principal.admin) return { clientId: clientId ?? null };
  // Participants, and granular users without the demands authority (spec 2 section 6), list
  // only the demands they are attached to.
  if (isParticipant(principal) || !holdsDemandAccess(principal)) {
    return { participantUserId: userId };
  }
  // A client user without a client sees nothing rather than everything.
  return { clientId: principal.client ?? -1 };
}

/** The full answer of one demand. */
export async function detailOf(app: FastifyInstance, record: DemandRecord, principal: Principal) {
  const [history, documents] = await Promise.all([
    listHistory(app.db, record.id),
    listDocuments(app.db, record.id),
  ]);
  return demandDetail(record, history, documents, seesInternalData(principal), await firmDay(app));
}

/** Spec 2 sections 2.1, 2.4 and 7: the staff list, one demand, the staff form and internal data. */
export const demandRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/filter',
    {
      config: { access: FEATURES.clientDemands },
      schema: {
        tags: ['solicitacao'],
        summary:
          'Staff list of demands (size 10, sort prazo,asc); client users get their client only',
        querystring: DemandFilterQuery,
        response: { 200: DemandPage },
      },
    },
    async (request) => {
      const { account, principal } = signedIn(request);
      const query = request.query;
      // Spec 2 section 2.1: 'Arquivadas' is for firm staff only.
      if (query.archived && !(principal.admin && isFirmStaff(principal))) {
        throw forbidden(DEMAND_API_MESSAGES.archivedOnlyStaff);
      }
      if (query.atrasadas && !canAccess(principal, NOTIFICATION_FEATURES.overdueFilter)) {
        throw forbidden(NOTIFICATION_MESSAGES.overdueFilterOnlyStaff);
      }
      const day = await firmDay(app);
      const today = day.today;
      const paging = pageRequest(query, PAGE_SIZE.demands);
      const sort = parseSort(query.sort, DEMAND_SORT_FIELDS, 'prazo');
      const { rows, total, countLimit } = await listDemands(
        app.db,
        {
          ...listScope(principal, account.id, query.clientId),
          archived: query.archived,
          filtro: query.filtro,
          status: query.status || undefined,
          ...(await lawyerFilterOf(app.db, principal, account.id, query)),
          serviceTypeId: query.serviceType,
          overdueBefore: query.atrasadas ? today : undefined,
        },
        sort,
        paging,
      );
      const withInternal = seesInternalData(principal);
      return toPage(
        rows.map((row) => demandRow(row, withInternal, day)),
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
        summary: 'One demand with its history (newest first) and documents',
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
      config: { access: FEATURES.staffDemands },
      schema: {
        tags: ['solicitacao'],
        summary: 'Create a demand from the staff form; it starts PENDENTE',
        body: StaffDemandBody,
        response: { 201: DemandDetail },
      },
    },
    async (request, reply) => {
      const { account, principal } = signedIn(request);
      const body = request.body;
      const now = app.clock.now();
      validateWithSchema(staffDemandSchema, { ...body, prazo: asFormDeadline(body.prazo) });
      await assertClient(app.db, body.client.id);
      await assertServiceType(app.db, body.serviceType.id);
      const lawyerId = chosenId(body.lawyer, 'lawyer');
      await assertActiveLawyer(app.db, lawyerId);
      const minutes = demandFormMinutes(body.horas);
      const day = await firmDay(app);
      const id = await app.db.transaction(async (tx) => {
        const newId = await insertDemand(
          tx,
          {
            clientId: body.client.id,
            demanda: body.demanda.trim(),
            serviceTypeId: body.serviceType.id,
            ...consultationKind(body.serviceType.id, body.tipoConsulta, body.tipoAvaliacao),
            areaInterna: body.areaInterna,
            areaDemandante: (body.areaDemandante ?? '').trim(),
            autorDemanda: (body.autorDemanda ?? '').trim(),
            prazoAtendimento: body.prazoAtendimento,
            prazo: deadlineFor(body.prazoAtendimento, body.prazo, day),
            descricaoTrabalho: body.descricaoTrabalho.trim(),
            lawyerId,
            horasMinutes: minutes,
            valor: typedValue(body.valor),
            consumoHoras: body.consumoHoras,
            status: DEMAND_STATUS.PENDENTE,
            createdByUserId: account.id,
          },
          now,
        );
        const created = (await findDemand(tx, newId))!;
        await recordDemandSave(tx, app.clock, requestActor(request), {
          before: null,
          after: created,
        });
        return newId;
      });
      const record = await findDemand(app.db, id);
      // Demands M2, M3: the client's author and administrators, and the lawyer given the demand.
      await app.notifications.firmCreated(id, account);
      return reply.status(201).send(await detailOf(app, record!, principal));
    },
  );

  app.put(
    '/:id',
    {
      config: { access: FEATURES.clientDemandDetails },
      schema: {
        tags: ['solicitacao'],
        summary:
          'Save the staff form; a client administrator changes only the request fields (spec 2 section 2.4)',
        params: IdParams,
        body: StaffDemandBody,
        response: { 200: DemandDetail },
      },
    },
    async (request) => {
      const { record, principal } = await viewableDemand(app, request, request.params.id);
      assertEditable(record);
      const createdBy = { employeeDanielLaw: record.createdByEmployee };
      if (!principal.admin && !canEditStaffDemand(principal, { createdBy })) {
        throw forbidden(API_MESSAGES.forbidden);
      }
      // A client administrator edits a request only while it is pending, as the client form does.
      if (!principal.admin && !canEditClientRequest(principal, record)) {
        throw forbidden(DEMAND_API_MESSAGES.notEditable);
      }
      const body = request.body;
      const now = app.clock.now();
      const day = await firmDay(app);
      const common = {
        demanda: body.demanda.trim(),
        serviceTypeId: body.serviceType.id,
        ...consultationKind(body.serviceType.id, body.tipoConsulta, body.tipoAvaliacao),
        prazoAtendimento: body.prazoAtendimento,
        prazo: deadlineFor(body.prazoAtendimento, body.prazo, day, record),
        descricaoTrabalho: body.descricaoTrabalho.trim(),
        consumoHoras: body.consumoHoras,
      };
      if (principal.admin) {
        validateWithSchema(staffDemandSchema, { ...body, prazo: asFormDeadline(body.prazo) });
        await assertClient(app.db, body.client.id);
        await assertServiceType(app.db, body.serviceType.id);
        const lawyerId = chosenId(body.lawyer, 'lawyer');
        if (lawyerId !== record.lawyerId) await assertActiveLawyer(app.db, lawyerId);
        const minutes = demandFormMinutes(body.horas);
        await saveDemandAudited(app, request, record, (tx) =>
          updateDemand(
            tx,
            record.id,
            {
              ...common,
              clientId: body.client.id,
              areaInterna: body.areaInterna,
              areaDemandante: (body.areaDemandante ?? '').trim(),
              autorDemanda: (body.autorDemanda ?? '').trim(),
              lawyerId,
              horasMinutes: minutes,
              valor: typedValue(body.valor),
            },
            now,
          ),
        );
        if (lawyerId !== record.lawyerId) {
          await app.notifications.lawyerAssigned(record.id, signedIn(request).account);
        }
        await app.notifications.demandEdited(record, { ...signedIn(request).account, staff: true });
      } else {
        // Client administrators never see nor set the internal data (spec 2 section 6).
        validateWithSchema(clientDemandSchema, { ...body, prazo: asFormDeadline(body.prazo) });
        await assertServiceType(app.db, body.serviceType.id);
        await saveDemandAudited(app, request, record, (tx) =>
          updateDemand(tx, record.id, common, now),
        );
        await app.notifications.demandEdited(record, {
          ...signedIn(request).account,
          staff: false,
        });
      }
      return detailOf(app, (await findDemand(app.db, record.id))!, principal);
    },
  );

  app.put(
    '/:id/dados-internos',
    {
      config: { access: FEATURES.demandInternalData },
      schema: {
        tags: ['solicitacao'],
        summary:
          'Internal data of the request details (admin): valor, horas 000:00:00, lawyer, areaInterna',
        params: IdParams,
        body: InternalDataBody,
        response: { 200: DemandDetail },
      },
    },
    async (request) => {
      const { record, principal } = await viewableDemand(app, request, request.params.id);
      assertEditable(record);
      const body = request.body;
      const minutes = internalDataMinutes(body.horas);
      if (body.lawyer !== record.lawyerId) await assertActiveLawyer(app.db, body.lawyer);
      await saveDemandAudited(app, request, record, (tx) =>
        updateDemand(
          tx,
          record.id,
          {
            valor: typedValue(body.valor),
            horasMinutes: minutes,
            lawyerId: body.lawyer,
            areaInterna: body.areaInterna,
          },
          app.clock.now(),
        ),
      );
      if (body.lawyer !== record.lawyerId) {
        await app.notifications.lawyerAssigned(record.id, signedIn(request).account);
      }
      return detailOf(app, (await findDemand(app.db, record.id))!, principal);
    },
  );
};
