import type { FastifyPluginAsync } from 'fastify';
import { DEMAND_EXPORT_FILENAME, FEATURES, validateExportPeriod } from '@dpohub/domain';
import { badRequest } from '../errors/api-error';
import { periodBounds } from '../simulator/simulation-period';
import { demandsCreatedBetween } from './demand-repository';
import { demandsWorkbook } from './demand-workbook';

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
      const rows = await demandsCreatedBetween(app.db, from!, until!);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="${DEMAND_EXPORT_FILENAME}"`)
        .send(await demandsWorkbook(rows));
    },
  );
};
