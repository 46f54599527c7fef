import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AUDIT_MESSAGES,
  DEMAND_API_MESSAGES,
  DEMAND_EXPORT_FILENAME,
  FEATURES,
  MESSAGES,
  NOTIFICATION_FEATURES,
  NOTIFICATION_MESSAGES,
  canAccess,
  isFirmStaff,
} from '@dpohub/domain';
import { recordTakenOut } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { brazilianDate } from '../clock';
import { badRequest, forbidden } from '../errors/api-error';
import { exportPeriodInstants } from '../http/export-period';
import { mapBatches, sendXlsxStream } from '../http/xlsx-stream';
import { listScope } from './demand.routes';
import { lawyerFilterOf } from './demand-queue.routes';
import { demandBatchesCreatedBetween } from './demand-repository';
import { DemandExportQuery } from '@dpohub/domain/wire';
import {
  DEMAND_EXPORT_COLUMNS,
  DEMAND_EXPORT_SHEET_NAME,
  demandExportRow,
} from './demand-workbook';

/**
 * Spec 2 sections 2.3 and 5: the demands created in a period, as a spreadsheet (staff only).
 * The list's own filters apply (archived or not, client, search, status, lawyer, overdue), with
 * the list's own access rules, so the file holds what the list shows for that period.
 */
export const demandExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/export-excel',
    {
      config: { access: FEATURES.demandExport },
      schema: {
        tags: ['solicitacao'],
        summary: `Demands created in the period (yyyy-MM-dd or dd/MM/yyyy) with the list's filters, as ${DEMAND_EXPORT_FILENAME}`,
        querystring: DemandExportQuery,
      },
    },
    async (request, reply) => {
      const { account, principal } = signedIn(request);
      const query = request.query;
      if (query.archived && !isFirmStaff(principal)) {
        throw forbidden(DEMAND_API_MESSAGES.archivedOnlyStaff);
      }
      if (query.atrasadas && !canAccess(principal, NOTIFICATION_FEATURES.overdueFilter)) {
        throw forbidden(NOTIFICATION_MESSAGES.overdueFilterOnlyStaff);
      }
      const now = app.clock.now();
      const { from, until } = exportPeriodInstants(query.periodoInicial, query.periodoFinal, now);
      const batches = demandBatchesCreatedBetween(app.db, from, until, {
        ...listScope(principal, account.id, query.clientId),
        archived: query.archived,
        filtro: query.filtro,
        status: query.status || undefined,
        ...(await lawyerFilterOf(app.db, principal, account.id, query)),
        overdueBefore: query.atrasadas ? brazilianDate(now) : undefined,
      });
      // The first batch is read before answering: an empty period is a 400 the dialog words,
      // not a spreadsheet of headers (demands m14).
      const first = await batches.next();
      if (first.done) throw badRequest(MESSAGES.noDemandsInPeriod);
      async function* all() {
        yield first.value;
        yield* batches;
      }
      await recordTakenOut(app, request, {
        kind: 'data.exported',
        clientId: principal.admin ? (query.clientId ?? null) : account.clientId,
        note: AUDIT_MESSAGES.exportOf(
          DEMAND_EXPORT_FILENAME,
          query.periodoInicial,
          query.periodoFinal,
        ),
      });
      return sendXlsxStream(
        reply,
        {
          filename: DEMAND_EXPORT_FILENAME,
          sheetName: DEMAND_EXPORT_SHEET_NAME,
          columns: DEMAND_EXPORT_COLUMNS,
        },
        mapBatches(all(), demandExportRow),
      );
    },
  );
};
