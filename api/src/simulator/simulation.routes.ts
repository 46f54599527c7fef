import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEATURES, SIMULATION_ORIGIN, simulationListScope } from '@dpohub/domain';
import {
  FineSimulationAnswer,
  FineSimulationDetails,
  IdParams,
  SavedSimulationId,
  SimulatedFineFilterQuery,
  SimulatedFinePage,
  SimulationPayload,
  type SimulatedFineListItem,
} from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { pageRequest, parseSort, toPage } from '../lists';
import { findSimulationLead } from './lead-repository';
import { signedInLead } from './lead-token';
import { readableSimulation, updatableSimulation } from './simulation-access';
import { simulationAnswer } from './simulation-answer';
import { computeSimulation } from './simulation-input';
import { queueSimulationResult } from './simulation-result-mail';
import { periodBounds } from './simulation-period';
import {
  SIMULATION_SORT_FIELDS,
  findSimulation,
  insertSimulation,
  documentNames,
  listDocuments,
  listSimulations,
  updateSimulation,
  type SimulationSortField,
} from './simulation-repository';

/** Spec 4 section 2.3: the list shows 10 rows a page. */
const DEFAULT_PAGE_SIZE = 10;

const SORT_FIELDS = Object.keys(SIMULATION_SORT_FIELDS) as SimulationSortField[];

/** Spec 4 section 7: the simulation calls of the public flow and of the portal. */
export const simulationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function answerOf(id: number): Promise<FineSimulationAnswer> {
    const record = await findSimulation(app.db, id);
    return simulationAnswer(record!, await listDocuments(app.db, id));
  }

  app.post(
    '/save_lp',
    {
      config: { access: { lead: true } },
      schema: {
        tags: ['simulator'],
        summary: 'Create the lead’s simulation (lead token); computed later by PUT {id}',
        body: SimulationPayload,
        response: { 200: SavedSimulationId },
      },
    },
    async (request) => {
      const lead = signedInLead(request);
      const id = await insertSimulation(app.db, {
        origin: SIMULATION_ORIGIN.LANDING_PAGE,
        leadId: lead.leadId,
        computed: null,
        now: app.clock.now(),
      });
      return { id };
    },
  );

  app.put(
    '/:id',
    {
      config: { access: { lead: true } },
      schema: {
        tags: ['simulator'],
        summary: 'Compute and store a simulation (its lead, or a portal user who may read it)',
        params: IdParams,
        body: SimulationPayload,
        response: { 200: FineSimulationAnswer },
      },
    },
    async (request) => {
      const simulation = await updatableSimulation(app, request, request.params.id);
      const computed = computeSimulation(request.body);
      await updateSimulation(app.db, simulation.id, computed, app.clock.now());
      // The visitor gets the result by e-mail too (issue 30); a portal user's does not go out.
      if (request.lead) await queueSimulationResult(app, simulation.id);
      return answerOf(simulation.id);
    },
  );

  app.post(
    '/save',
    {
      config: { access: FEATURES.fineSimulator },
      schema: {
        tags: ['simulator'],
        summary: 'Compute and store an internal (DPO) simulation',
        body: SimulationPayload,
        response: { 200: FineSimulationAnswer },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const computed = computeSimulation(request.body);
      const id = await insertSimulation(app.db, {
        origin: SIMULATION_ORIGIN.DPO,
        createdByUserId: account.id,
        creatorClientId: account.clientId,
        computed,
        now: app.clock.now(),
      });
      return answerOf(id);
    },
  );

  app.get(
    '/filter',
    {
      config: { access: FEATURES.simulatedFines },
      schema: {
        tags: ['simulator'],
        summary:
          "Simulated fines, a page at a time (firm admins all; others their client's or their own)",
        querystring: SimulatedFineFilterQuery,
        response: { 200: SimulatedFinePage },
      },
    },
    async (request) => {
      const { account, principal } = signedIn(request);
      const { sort, search, origin, periodoInicial, periodoFinal, clientId, acompanhamento } =
        request.query;
      const page = pageRequest(request.query, DEFAULT_PAGE_SIZE);
      // Newest first unless the screen asks otherwise (spec 4 section 7: sort=createdAt,desc).
      const order = sort
        ? parseSort(sort, SORT_FIELDS, 'createdAt')
        : { field: 'createdAt' as const, direction: 'desc' as const };
      const { rows, total, countLimit } = await listSimulations(
        app.db,
        {
          search,
          origin: origin || undefined,
          clientId,
          followUp: acompanhamento || undefined,
          ...periodBounds(periodoInicial, periodoFinal),
          scope: simulationListScope(principal, account.id),
        },
        { ...page, sort: order.field, direction: order.direction },
      );
      const documents = await documentNames(
        app.db,
        rows.filter((row) => row.temDocumento).map((row) => row.id),
      );
      const content = rows.map(
        ({
          consentText,
          consentVersion,
          consentedAt,
          followUpStatus,
          followUpBy,
          followUpAt,
          ...row
        }): SimulatedFineListItem => ({
          ...row,
          createdBy: row.createdBy ?? '',
          email: row.email ?? '',
          createdAt: row.createdAt.toISOString(),
          documentos: documents.get(row.id) ?? [],
          consentimento:
            row.leadId === null
              ? null
              : {
                  texto: consentText,
                  versao: consentVersion,
                  em: consentedAt?.toISOString() ?? null,
                },
          acompanhamento:
            row.leadId === null || followUpStatus === null
              ? null
              : { status: followUpStatus, por: followUpBy, em: followUpAt?.toISOString() ?? null },
        }),
      );
      return toPage(content, total, page, countLimit);
    },
  );

  app.get(
    '/:id',
    {
      config: { access: FEATURES.fineSimulator },
      schema: {
        tags: ['simulator'],
        summary:
          'One simulation with its calculation, documents and lead (who may read it: as the list)',
        params: IdParams,
        response: { 200: FineSimulationDetails },
      },
    },
    async (request) => {
      // canReadSimulation is the list's scope (simulationListScope) for one record.
      const simulation = await readableSimulation(app, request, request.params.id);
      const contato =
        simulation.leadId === null ? null : await findSimulationLead(app.db, simulation.leadId);
      return { ...(await answerOf(simulation.id)), contato };
    },
  );
};
