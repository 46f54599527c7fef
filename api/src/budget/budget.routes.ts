import type { FastifyPluginAsync } from 'fastify';
import {
  BUDGET_EXPORT_FILENAMES,
  BUDGET_MESSAGES,
  DEMAND_STATUSES,
  FEATURES,
  MESSAGES,
  PAGE_SIZE,
  apiToDisplayDate,
  checkHoursBankPayload,
  contractedMinutes,
  contracting,
  formatDemandHours,
  formatBRL,
  formatDuration,
  hoursProgress,
  movementCounts,
  periodStartDay,
  type BudgetServiceDetail,
  type BudgetServiceRow,
  type ContractingInfo,
  type DayRange,
  type DemandStatus,
  type HoursBankPayload,
  type HoursProgress,
  type Page,
  type ServiceTotals,
  type StatusControlRow,
} from '@dpohub/domain';
import { recordAudit, requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { brazilianDate } from '../clock';
import { findClient } from '../clients/client-repository';
import { findDemand, listHistory } from '../demands/demand-repository';
import { historyDate } from '../demands/demand-view';
import { badRequest, notFound } from '../errors/api-error';
import { pageRequest, toPage } from '../lists';
import {
  clientMovements,
  consumedMinutes,
  consumingServices,
  serviceBatches,
  insertMovement,
  listServices,
  statusTotals,
  type BudgetScope,
} from './budget-repository';
import {
  budgetQuery,
  contractingSchema,
  hoursBankBody,
  movementSchema,
  progressSchema,
  serviceDetailSchema,
  serviceFilterQuery,
  serviceIdParams,
  servicePageSchema,
  serviceTotalsSchema,
  statusControlSchema,
} from './budget-schemas';
import {
  budgetClient,
  reportRange,
  scopeOf,
  viewRange,
  type BudgetQueryString,
} from './budget-scope';
import {
  HOURS_COLUMNS,
  HOURS_SHEET,
  SERVICES_COLUMNS,
  SERVICES_SHEET,
  hoursHistoryLines,
  hoursHistorySheetRows,
  serviceSheetRow,
} from './budget-workbooks';
import { mapBatches, sendXlsxStream } from '../http/xlsx-stream';

type ServiceFilterQueryString = BudgetQueryString & {
  name?: string;
  status?: DemandStatus;
  page?: number;
  size?: number;
};

const tags = ['controle-orcamentario'];
const access = FEATURES.budgetControl;

/** The days a query covers, for the hours bank ledger (open ends reach any day). */
function dayRange(query: BudgetQueryString): DayRange {
  return {
    from: periodStartDay(query.periodoInicial) ?? '0000-01-01',
    to: query.periodoFinal ? lastDayOf(query.periodoFinal) : '9999-12-31',
  };
}

function lastDayOf(period: string): string {
  const start = periodStartDay(period)!;
  const [year, month] = start.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${start.slice(0, 8)}${String(last).padStart(2, '0')}`;
}

/**
 * Budget control and the hours bank (spec 2 sections 2.8, 3, 5 and 7). Every figure is computed
 * here from the demands and the hours bank ledger. Admins read any client (or the whole firm
 * where a call allows it); clients only their own, with ROLE_CONTROLE_ORCAMENTARIO.
 */
export const budgetRoutes: FastifyPluginAsync = async (app) => {
  /** The one client a call needs (the hours bank is per client), after the access checks. */
  async function requiredClient(
    request: { query: BudgetQueryString },
    principal: Parameters<typeof budgetClient>[0],
  ) {
    const clientId = budgetClient(principal, request.query.idCliente);
    if (clientId === null) throw badRequest(BUDGET_MESSAGES.clientRequired);
    if (!(await findClient(app.db, clientId))) throw notFound(BUDGET_MESSAGES.clientNotFound);
    return clientId;
  }

  app.get<{ Querystring: BudgetQueryString }>(
    '/controle-orcamentario/controle-por-status',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Services and total value per status in the period',
        querystring: budgetQuery,
        response: { 200: statusControlSchema },
      },
    },
    async (request): Promise<StatusControlRow[]> => {
      const { principal } = signedIn(request);
      const scope = scopeOf(principal, request.query, viewRange(request.query));
      const totals = new Map((await statusTotals(app.db, scope)).map((row) => [row.status, row]));
      // Every status in the spec's order, so the table keeps its shape.
      return DEMAND_STATUSES.map(
        (status) => totals.get(status) ?? { status, servicos: 0, total: 0 },
      );
    },
  );

  app.get<{ Querystring: BudgetQueryString }>(
    '/controle-orcamentario/total-servicos',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Number of services and value invested in the period',
        querystring: budgetQuery,
        response: { 200: serviceTotalsSchema },
      },
    },
    async (request): Promise<ServiceTotals> => {
      const { principal } = signedIn(request);
      const scope = scopeOf(principal, request.query, viewRange(request.query));
      const rows = await statusTotals(app.db, scope);
      const cents = rows.reduce((sum, row) => sum + Math.round(row.total * 100), 0);
      return {
        totalServicos: rows.reduce((sum, row) => sum + row.servicos, 0),
        valorInvestido: cents / 100,
      };
    },
  );

  app.get<{ Querystring: ServiceFilterQueryString }>(
    '/controle-orcamentario/filter',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Services of the period by demanda (accent-insensitive search), 20 a page',
        querystring: serviceFilterQuery,
        response: { 200: servicePageSchema },
      },
    },
    async (request): Promise<Page<BudgetServiceRow>> => {
      const { principal } = signedIn(request);
      const { query } = request;
      const scope = scopeOf(principal, query, viewRange(query));
      const paging = pageRequest(query, PAGE_SIZE.budgetServices);
      const { rows, total, countLimit } = await listServices(
        app.db,
        scope,
        { name: query.name, status: query.status },
        paging,
      );
      return toPage(
        rows.map((row) => ({
          id: row.id,
          demanda: row.demanda,
          client: { id: row.clientId, name: row.clientName },
          valor: row.valor,
          status: row.status,
        })),
        total,
        paging,
        countLimit,
      );
    },
  );

  app.get<{ Querystring: BudgetQueryString }>(
    '/controle-orcamentario/contratacao',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Value of the packs in force in the period and their expiry',
        querystring: budgetQuery,
        response: { 200: contractingSchema },
      },
    },
    async (request): Promise<ContractingInfo> => {
      const { principal } = signedIn(request);
      viewRange(request.query);
      const clientId = await requiredClient(request, principal);
      const movements = (await clientMovements(app.db, clientId)).map((record) => record.movement);
      const { contratado, expiresOn } = contracting(movements, dayRange(request.query));
      return { contratado, expiracao: expiresOn ? apiToDisplayDate(expiresOn) : null };
    },
  );

  app.get<{ Querystring: BudgetQueryString }>(
    '/controle-orcamentario/barra-progresso',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Hours contracted, consumed and the balance (may be negative)',
        querystring: budgetQuery,
        response: { 200: progressSchema },
      },
    },
    async (request): Promise<HoursProgress> => {
      const { principal } = signedIn(request);
      const range = viewRange(request.query);
      const clientId = await requiredClient(request, principal);
      const movements = (await clientMovements(app.db, clientId)).map((record) => record.movement);
      const contracted = contractedMinutes(movements, dayRange(request.query));
      const consumed = await consumedMinutes(app.db, { clientId, range });
      return hoursProgress(contracted, consumed);
    },
  );

  app.get<{ Querystring: BudgetQueryString }>(
    '/controle-orcamentario/export-excel',
    {
      config: { access },
      schema: {
        tags,
        summary: `Services of the period as ${BUDGET_EXPORT_FILENAMES.services}`,
        querystring: budgetQuery,
      },
    },
    async (request, reply) => {
      const { principal } = signedIn(request);
      const scope: BudgetScope = scopeOf(
        principal,
        request.query,
        reportRange(request.query, app.clock.now()),
      );
      return sendXlsxStream(
        reply,
        {
          filename: BUDGET_EXPORT_FILENAMES.services,
          sheetName: SERVICES_SHEET,
          columns: SERVICES_COLUMNS,
        },
        mapBatches(serviceBatches(app.db, scope), serviceSheetRow),
      );
    },
  );

  app.get<{ Querystring: BudgetQueryString }>(
    '/controle-orcamentario/export-excel-historico-horas',
    {
      config: { access },
      schema: {
        tags,
        summary: `Hours bank movements and consumption of the period as ${BUDGET_EXPORT_FILENAMES.hoursHistory}`,
        querystring: budgetQuery,
      },
    },
    async (request, reply) => {
      const { principal } = signedIn(request);
      const range = reportRange(request.query, app.clock.now());
      const clientId = await requiredClient(request, principal);
      const days = dayRange(request.query);
      const movements = (await clientMovements(app.db, clientId)).filter((record) =>
        movementCounts(record.movement, days),
      );
      // Spec 2 section 8: the dialog says 'Não houve horas contratadas no período desejado.' on 400.
      if (!movements.some((record) => record.movement.kind === 'pack')) {
        throw badRequest(MESSAGES.noContractedHoursInPeriod);
      }
      const services = await consumingServices(app.db, { clientId, range });
      return sendXlsxStream(
        reply,
        {
          filename: BUDGET_EXPORT_FILENAMES.hoursHistory,
          sheetName: HOURS_SHEET,
          columns: HOURS_COLUMNS,
        },
        [hoursHistorySheetRows(hoursHistoryLines(movements, services))],
      );
    },
  );

  app.get<{ Params: { id: number } }>(
    '/controle-orcamentario/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One service with its status history, newest first',
        params: serviceIdParams,
        response: { 200: serviceDetailSchema },
      },
    },
    async (request): Promise<BudgetServiceDetail> => {
      const { principal } = signedIn(request);
      const demand = await findDemand(app.db, request.params.id);
      // Another client's service answers exactly like a missing one.
      if (!demand || (!principal.admin && demand.clientId !== principal.client)) {
        throw notFound(BUDGET_MESSAGES.serviceNotFound);
      }
      const history = await listHistory(app.db, demand.id);
      return {
        id: demand.id,
        demanda: demand.demanda,
        autorDemanda: demand.autorDemanda,
        createdAt: demand.createdAt.toISOString(),
        descricaoTrabalho: demand.descricaoTrabalho,
        lawyer: demand.lawyerId ? { id: demand.lawyerId, name: demand.lawyerName ?? '' } : null,
        horas: formatDemandHours(demand.horasMinutes),
        valor: demand.valor,
        historico: history.map((entry) => ({
          id: entry.id,
          status: entry.status,
          data: historyDate(entry.data),
        })),
      };
    },
  );

  app.post<{ Body: HoursBankPayload }>(
    '/banco-horas',
    {
      config: { access: FEATURES.addRemoveHours },
      schema: {
        tags: ['banco-horas'],
        summary: 'Add a pack of hours or remove hours (a new ledger movement)',
        body: hoursBankBody,
        response: { 201: movementSchema },
      },
    },
    async (request, reply) => {
      const { account } = signedIn(request);
      const now = app.clock.now();
      const checked = checkHoursBankPayload(request.body, brazilianDate(now));
      if ('problem' in checked) throw badRequest(checked.problem);
      const clientId = request.body.client.id;
      const client = await findClient(app.db, clientId);
      if (!client) throw notFound(BUDGET_MESSAGES.clientNotFound);
      const movement =
        checked.kind === 'pack'
          ? {
              kind: 'pack' as const,
              minutes: checked.minutes,
              valor: checked.valor,
              startsOn: brazilianDate(now),
              expiresOn: checked.expiresOn,
            }
          : {
              kind: 'removal' as const,
              minutes: checked.minutes,
              startsOn: periodStartDay(checked.dataInicial)!,
            };
      const id = await app.db.transaction(async (tx) => {
        const added = await insertMovement(tx, {
          ...movement,
          clientId,
          createdByUserId: account.id,
          createdAt: now,
        });
        // Issue 31: who moved which client's hours, in the movement's transaction.
        await recordAudit(tx, app.clock, {
          kind: movement.kind === 'pack' ? 'client.hoursAdded' : 'client.hoursRemoved',
          actor: requestActor(request),
          clientId,
          record: { id: clientId, label: client.name },
          changes:
            checked.kind === 'pack'
              ? [
                  { field: 'quantidade', after: formatDuration(checked.minutes) },
                  { field: 'valor', after: formatBRL(checked.valor) },
                  { field: 'dataExpiracao', after: apiToDisplayDate(checked.expiresOn) },
                ]
              : [
                  { field: 'quantidade', after: formatDuration(checked.minutes) },
                  { field: 'dataInicial', after: checked.dataInicial },
                ],
        });
        return added;
      });
      return reply.code(201).send({
        id,
        client: { id: clientId },
        quantidade: formatDuration(movement.minutes),
        valor: movement.kind === 'pack' ? movement.valor : null,
        dataExpiracao: movement.kind === 'pack' ? movement.expiresOn : null,
        dataInicial: checked.kind === 'removal' ? checked.dataInicial : null,
        createdAt: now.toISOString(),
        createdBy: account.name,
      });
    },
  );
};
