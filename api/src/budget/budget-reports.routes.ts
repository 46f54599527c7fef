import { recordTakenOut } from '../audit/audit-writer';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUDIT_MESSAGES,
  BUDGET_EXPORT_FILENAMES,
  BUDGET_MESSAGES,
  FEATURES,
  FIRM_NAME,
  MESSAGES,
  STATEMENT_LABELS,
  anyPackInRange,
  brazilianDay,
  formatDuration,
  hoursBankState,
  hoursReport,
  serviceDay,
  statementDocument,
} from '@dpohub/domain';
import { BudgetQuery, WorkShare } from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { findClient } from '../clients/client-repository';
import { badRequest, forbidden, notFound } from '../errors/api-error';
import { mapBatches, sendXlsxStream } from '../http/xlsx-stream';
import { finishedServices, serviceBatches, workShare } from './budget-repository';
import { budgetClient, instantsOf, reportDays, viewRange } from './budget-scope';
import { hoursSheet, servicesSheet } from './budget-workbooks';
import { periodLedger } from './hours-bank-repository';
import { renderStatementPdf } from './statement-pdf';

const tags = ['controle-orcamentario'];
const access = FEATURES.budgetControl;

/**
 * The period's documents: the services spreadsheet, the hours spreadsheet, the statement PDF,
 * and for the firm the work per lawyer and per service type. Their figures are the screen's: the
 * same services (by their date), the same stored values, the same ledger.
 */
export const budgetReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The client a report needs, after the access checks, with its name. */
  async function reportClient(
    query: BudgetQuery,
    principal: Parameters<typeof budgetClient>[0],
  ) {
    const clientId = budgetClient(principal, query.idCliente);
    if (clientId === null) throw badRequest(BUDGET_MESSAGES.clientRequired);
    const client = await findClient(app.db, clientId);
    if (!client) throw notFound(BUDGET_MESSAGES.clientNotFound);
    return { id: clientId, name: client.name };
  }

  app.get(
    '/controle-orcamentario/export-excel',
    {
      config: { access },
      schema: {
        tags,
        summary: `Services of the period as ${BUDGET_EXPORT_FILENAMES.services}`,
        querystring: BudgetQuery,
      },
    },
    async (request, reply) => {
      const { principal } = signedIn(request);
      const now = app.clock.now();
      const range = reportDays(request.query, now);
      const clientId = budgetClient(principal, request.query.idCliente);
      const client = clientId === null ? null : await findClient(app.db, clientId);
      if (clientId !== null && !client) throw notFound(BUDGET_MESSAGES.clientNotFound);
      const sheet = servicesSheet({
        title: 'Relatório de serviços',
        clientName: client?.name ?? null,
        range,
        issuedOn: brazilianDay(now),
      });
      await recordTakenOut(app, request, {
        kind: 'data.exported',
        clientId,
        note: AUDIT_MESSAGES.exportOf(BUDGET_EXPORT_FILENAMES.services, range.from, range.to),
      });
      return sendXlsxStream(
        reply,
        { ...sheet.options, filename: BUDGET_EXPORT_FILENAMES.services },
        mapBatches(serviceBatches(app.db, { clientId, range: instantsOf(range) }), sheet.row),
      );
    },
  );

  app.get(
    '/controle-orcamentario/export-excel-historico-horas',
    {
      config: { access },
      schema: {
        tags,
        summary: `Hours bank movements and use of the period as ${BUDGET_EXPORT_FILENAMES.hoursHistory}`,
        querystring: BudgetQuery,
      },
    },
    async (request, reply) => {
      const { principal } = signedIn(request);
      const now = app.clock.now();
      const range = reportDays(request.query, now);
      const client = await reportClient(request.query, principal);
      const { ledger, movements, services } = await periodLedger(app.db, client.id, range);
      // Spec 2 section 8: the dialog says 'Não houve horas contratadas no período desejado.' on 400.
      if (!anyPackInRange(ledger.packs, range)) {
        throw badRequest(MESSAGES.noContractedHoursInPeriod);
      }
      const today = brazilianDay(now);
      const { lines } = hoursReport(ledger, range, today, {
        packBy: movements.packBy,
        removalBy: movements.removalBy,
        services,
      });
      const sheet = hoursSheet(
        { title: 'Relatório de horas', clientName: client.name, range, issuedOn: today },
        lines,
      );
      await recordTakenOut(app, request, {
        kind: 'data.exported',
        clientId: client.id,
        note: AUDIT_MESSAGES.exportOf(BUDGET_EXPORT_FILENAMES.hoursHistory, range.from, range.to),
      });
      return sendXlsxStream(
        reply,
        { ...sheet.options, filename: BUDGET_EXPORT_FILENAMES.hoursHistory },
        [sheet.rows],
      );
    },
  );

  app.get(
    '/controle-orcamentario/extrato',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'The statement of a client and period as a PDF: packs, removals, each finished service with date, lawyer, hours, rate, value and pack, and the totals',
        querystring: BudgetQuery,
      },
    },
    async (request, reply) => {
      const { principal } = signedIn(request);
      const now = app.clock.now();
      const range = reportDays(request.query, now);
      const client = await reportClient(request.query, principal);
      const today = brazilianDay(now);
      const { ledger, movements } = await periodLedger(app.db, client.id, range);
      const services = await finishedServices(app.db, {
        clientId: client.id,
        range: instantsOf(range),
      });
      const document = statementDocument({
        firmName: FIRM_NAME,
        clientName: client.name,
        range,
        issuedOn: today,
        state: hoursBankState(ledger, range.to < today ? range.to : today),
        removalBy: movements.removalBy,
        services: services.map((service) => ({
          id: service.id,
          day: serviceDay(service),
          demanda: service.demanda,
          lawyer: service.lawyerName,
          horasMinutes: service.horasMinutes,
          consumoHoras: service.consumoHoras,
          // A price per hour is given only to a value not typed (budget-repository sheetColumns).
          rate:
            service.valorHora !== null
              ? { kind: 'hourly', valorHora: service.valorHora }
              : service.valor !== null
                ? { kind: 'typed' }
                : null,
          valor: service.valor,
        })),
      });
      const pdf = await renderStatementPdf(document);
      const fileName = STATEMENT_LABELS.fileName(client.id, range);
      await recordTakenOut(app, request, {
        kind: 'data.exported',
        clientId: client.id,
        note: AUDIT_MESSAGES.exportOf(fileName, range.from, range.to),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/controle-orcamentario/distribuicao',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'For the firm: hours and value of the work in progress and finished in the period, per lawyer and per service type',
        querystring: BudgetQuery,
        response: { 200: WorkShare },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      if (!principal.admin) throw forbidden(BUDGET_MESSAGES.firmOnly);
      const { byLawyer, byServiceType } = await workShare(app.db, {
        clientId: request.query.idCliente ?? null,
        range: viewRange(request.query),
      });
      const wire = (group: (typeof byLawyer)[number]) => ({
        id: group.id,
        nome: group.nome,
        servicos: group.servicos,
        horas: formatDuration(group.minutes),
        valor: group.valor,
      });
      return { porAdvogado: byLawyer.map(wire), porTipoServico: byServiceType.map(wire) };
    },
  );
};
