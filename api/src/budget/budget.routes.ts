import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BUDGET_MESSAGES,
  DEMAND_STATUSES,
  FEATURES,
  PAGE_SIZE,
  brazilianDay,
  formatDemandHours,
  investedValue,
} from '@dpohub/domain';
import {
  BudgetQuery,
  BudgetServiceDetail,
  BudgetServiceFilterQuery,
  BudgetServicePage,
  IdParams,
  ServiceTotals,
  StatusControlList,
} from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { findDemand, listHistory } from '../demands/demand-repository';
import { historyDate } from '../demands/demand-view';
import { notFound } from '../errors/api-error';
import { pageRequest, toPage } from '../lists';
import { budgetReportRoutes } from './budget-reports.routes';
import { listServices, priceInForceOn, statusTotals } from './budget-repository';
import { scopeOf, viewRange } from './budget-scope';
import { hoursBankRoutes } from './hours-bank.routes';

const tags = ['controle-orcamentario'];
const access = FEATURES.budgetControl;

/**
 * Budget control (spec 2 sections 2.8, 3, 5 and 7): the figures of a period (status table,
 * totals, services), each service's details, and the hours bank and the reports (their own
 * plugins). Admins read any client (or the whole firm where a call allows it); clients only
 * their own, with ROLE_CONTROLE_ORCAMENTARIO. Every figure comes from the domain's rules
 * (domain/src/budget): a service belongs to the period of its date (completion once finished,
 * request otherwise) and its value is the one the demand keeps.
 */
export const budgetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/controle-orcamentario/controle-por-status',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Services and total value (sum of the rounded values) per status in the period',
        querystring: BudgetQuery,
        response: { 200: StatusControlList },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const scope = scopeOf(principal, request.query, viewRange(request.query));
      const totals = new Map((await statusTotals(app.db, scope)).map((row) => [row.status, row]));
      // Every status in the spec's order, so the table keeps its shape.
      return DEMAND_STATUSES.map(
        (status) => totals.get(status) ?? { status, servicos: 0, total: 0 },
      );
    },
  );

  app.get(
    '/controle-orcamentario/total-servicos',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Number of services of the period and the value invested (Em curso and Finalizado)',
        querystring: BudgetQuery,
        response: { 200: ServiceTotals },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const scope = scopeOf(principal, request.query, viewRange(request.query));
      const rows = await statusTotals(app.db, scope);
      return {
        totalServicos: rows.reduce((sum, row) => sum + row.servicos, 0),
        valorInvestido: investedValue(rows),
      };
    },
  );

  app.get(
    '/controle-orcamentario/filter',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Services of the period by demanda (accent-insensitive search), 20 a page',
        querystring: BudgetServiceFilterQuery,
        response: { 200: BudgetServicePage },
      },
    },
    async (request) => {
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

  await app.register(hoursBankRoutes);
  await app.register(budgetReportRoutes);

  app.get(
    '/controle-orcamentario/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'One service with its status history, newest first',
        params: IdParams,
        response: { 200: BudgetServiceDetail },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const demand = await findDemand(app.db, request.params.id);
      // Another client's service answers exactly like a missing one.
      if (!demand || (!principal.admin && demand.clientId !== principal.client)) {
        throw notFound(BUDGET_MESSAGES.serviceNotFound);
      }
      const history = await listHistory(app.db, demand.id);
      const valorHora =
        demand.valorInformado || demand.horasMinutes === null
          ? null
          : await priceInForceOn(app.db, demand.clientId, brazilianDay(demand.createdAt));
      return {
        id: demand.id,
        demanda: demand.demanda,
        autorDemanda: demand.autorDemanda,
        createdAt: demand.createdAt.toISOString(),
        descricaoTrabalho: demand.descricaoTrabalho,
        lawyer: demand.lawyerId ? { id: demand.lawyerId, name: demand.lawyerName ?? '' } : null,
        horas: formatDemandHours(demand.horasMinutes),
        valor: demand.valor,
        valorHora,
        consumoHoras: demand.consumoHoras,
        dataConclusao: demand.finishedAt ? brazilianDay(demand.finishedAt) : null,
        historico: history.map((entry) => ({
          id: entry.id,
          status: entry.status,
          data: historyDate(entry.data),
        })),
      };
    },
  );
};
