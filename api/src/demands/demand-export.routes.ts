import type { FastifyPluginAsync } from 'fastify';
import { DEMAND_EXPORT_FILENAME, FEATURES, validateExportPeriod } from '@dpohub/domain';
import { badRequest } from '../errors/api-error';
import { periodBounds } from '../simulator/simulation-period';
import { mapBatches, sendXlsxStream } from '../http/xlsx-stream';
import { demandBatchesCreatedBetween } from './demand-repository';
import {
  DEMAND_EXPORT_COLUMNS,
  DEMAND_EXPORT_SHEET_NAME,
  demandExportRow,
} from './demand-workbook';

/** Spec 2 sections 2.3 and 5: the demands created in a period, as a spreadsheet (staff only). */
export const demandExportRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { periodoInicial?: string; periodoFinal?: string } }>(
    '/export-excel',
    {
      config: { access: FEATURES.demandExport },
      schema: {
        tags: ['solicitacao'],
        summary: `Demands created in the period (dd/MM/yyyy) as ${DEMAND_EXPORT_FILENAME}`,
        querystring: {
          type: 'object',
          properties: {
            periodoInicial: { type: 'string', maxLength: 10 },
            periodoFinal: { type: 'string', maxLength: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const { periodoInicial, periodoFinal } = request.query;
      const problem = validateExportPeriod(periodoInicial, periodoFinal, app.clock.now());
      if (problem) throw badRequest(problem);
      const { from, until } = periodBounds(periodoInicial, periodoFinal);
      const batches = demandBatchesCreatedBetween(app.db, from!, until!);
      return sendXlsxStream(
        reply,
        {
          filename: DEMAND_EXPORT_FILENAME,
          sheetName: DEMAND_EXPORT_SHEET_NAME,
          columns: DEMAND_EXPORT_COLUMNS,
        },
        mapBatches(batches, demandExportRow),
      );
    },
  );
};
