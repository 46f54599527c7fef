import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUDIT_MESSAGES,
  DEMAND_STATUS,
  SLA_REPORT_FEATURE,
  SLA_REPORT_FILENAME,
  SLA_REPORT_LABELS,
  apiToDisplayDate,
  slaReport,
  type SlaDemand,
  type SlaReportLine,
} from '@dpohub/domain';
import { SlaReport, SlaReportQuery } from '@dpohub/domain/wire';
import type { Static } from 'typebox';
import { recordTakenOut } from '../audit/audit-writer';
import { brazilianDate } from '../clock';
import type { Database } from '../db/database';
import { clients, demands, serviceTypes } from '../db/schema';
import { badRequest } from '../errors/api-error';
import { exportPeriodInstants } from '../http/export-period';
import { sendXlsxStream, type SheetColumn } from '../http/xlsx-stream';

/** A report reads at most this many finished requests; a longer period is refused. */
export const SLA_REPORT_MAX_DEMANDS = 20_000;
export const SLA_REPORT_TOO_MANY =
  'O período tem solicitações finalizadas demais para um relatório; escolha um período menor.';

/**
 * The requests finished in [from, until): the service date of a finished demand is its finish
 * (demands_service_at_idx), so the read is one index range, capped.
 */
async function finishedBetween(db: Database, from: Date, until: Date): Promise<SlaDemand[]> {
  const rows = await db
    .select({
      clientId: demands.clientId,
      clientName: clients.name,
      serviceTypeId: demands.serviceTypeId,
      serviceTypeName: serviceTypes.name,
      createdAt: demands.createdAt,
      prazo: demands.prazo,
      finishedAt: demands.finishedAt,
    })
    .from(demands)
    .innerJoin(clients, eq(clients.id, demands.clientId))
    .innerJoin(serviceTypes, eq(serviceTypes.id, demands.serviceTypeId))
    .where(
      and(
        eq(demands.status, DEMAND_STATUS.FINALIZADO),
        gte(demands.serviceAt, from),
        lt(demands.serviceAt, until),
      ),
    )
    .orderBy(asc(demands.serviceAt), asc(demands.id))
    .limit(SLA_REPORT_MAX_DEMANDS + 1);
  if (rows.length > SLA_REPORT_MAX_DEMANDS) throw badRequest(SLA_REPORT_TOO_MANY);
  return rows.map((row) => ({
    clientId: row.clientId,
    clientName: row.clientName,
    serviceTypeId: row.serviceTypeId,
    serviceTypeName: row.serviceTypeName,
    createdDay: brazilianDate(row.createdAt),
    prazo: row.prazo,
    finishedDay: row.finishedAt ? brazilianDate(row.finishedAt) : null,
  }));
}

const [CLIENT, MODALIDADE, ...FIGURES] = SLA_REPORT_LABELS.columns;
const SLA_COLUMNS: SheetColumn[] = [
  { header: CLIENT!, width: 32 },
  { header: MODALIDADE!, width: 16 },
  { header: FIGURES[0]!, width: 12, numFmt: '0', computed: true },
  { header: FIGURES[1]!, width: 12, numFmt: '0', computed: true },
  { header: FIGURES[2]!, width: 14, numFmt: '0', computed: true },
  // A share as a fraction with Excel's percent format: 66,7% reads as such and sums right.
  { header: FIGURES[3]!, width: 12, numFmt: '0.0%', computed: true },
  { header: FIGURES[4]!, width: 20, numFmt: '0.0', computed: true },
];

function figures(line: SlaReportLine): unknown[] {
  return [
    line.finalizadas,
    line.noPrazo,
    line.foraDoPrazo,
    line.percentualNoPrazo === null ? null : line.percentualNoPrazo / 100,
    line.medianaDiasUteis,
  ];
}

/**
 * The SLA report (issue 29, beyond), under /api/solicitacao: the firm's staff only. The period
 * follows the exports' rule (dd/MM/yyyy, not in the future, start before end); a request counts
 * in the period of the day it was finished.
 */
export const slaReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  async function report(query: Static<typeof SlaReportQuery>): Promise<SlaReport> {
    const { from, until } = exportPeriodInstants(
      query.periodoInicial,
      query.periodoFinal,
      app.clock.now(),
    );
    const period = {
      first: brazilianDate(from),
      last: brazilianDate(new Date(until.getTime() - 1)),
    };
    const [finished, calendar] = await Promise.all([
      finishedBetween(app.db, from, until),
      app.firmCalendar.current(),
    ]);
    return slaReport(finished, period, calendar);
  }

  app.get(
    '/relatorio-sla',
    {
      config: { access: SLA_REPORT_FEATURE },
      schema: {
        tags: ['solicitacao'],
        summary:
          'Requests finished in the period per client and modalidade: on time, late, median business days to finish',
        querystring: SlaReportQuery,
        response: { 200: SlaReport },
      },
    },
    async (request) => report(request.query),
  );

  app.get(
    '/relatorio-sla/export-excel',
    {
      config: { access: SLA_REPORT_FEATURE },
      schema: {
        tags: ['solicitacao'],
        summary: `The SLA report of the period as ${SLA_REPORT_FILENAME}`,
        querystring: SlaReportQuery,
      },
    },
    async (request, reply) => {
      const result = await report(request.query);
      await recordTakenOut(app, request, {
        kind: 'data.exported',
        clientId: null,
        note: AUDIT_MESSAGES.exportOf(
          SLA_REPORT_FILENAME,
          request.query.periodoInicial,
          request.query.periodoFinal,
        ),
      });
      return sendXlsxStream(
        reply,
        {
          filename: SLA_REPORT_FILENAME,
          sheetName: SLA_REPORT_LABELS.sheetName,
          columns: SLA_COLUMNS,
          preamble: [
            [
              SLA_REPORT_LABELS.summary(
                apiToDisplayDate(result.periodoInicial),
                apiToDisplayDate(result.periodoFinal),
              ),
            ],
          ],
          freezeHeader: true,
          footer: () => [[SLA_REPORT_LABELS.total, null, ...figures(result.total)]],
        },
        [result.rows.map((row) => [row.clientName, row.modalidade, ...figures(row)])],
      );
    },
  );
};
