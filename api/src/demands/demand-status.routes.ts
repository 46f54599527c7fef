import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DEMAND_API_MESSAGES,
  FEATURES,
  archiveDecision,
  formatDemandHours,
  fromClientStatus,
  isClientDemandStatus,
  statusActor,
  transitionDecision,
  type DemandStatus,
} from '@dpohub/domain';
import { recordAudit, requestActor } from '../audit/audit-writer';
import { ApiError, conflict } from '../errors/api-error';
import { viewableDemand } from './demand-access';
import { recordDemandStatus } from './demand-audit';
import { changeStatus, findDemand, setArchived } from './demand-repository';
import { DemandArchiveQuery, DemandDetail, DemandStatusQuery, IdParams } from '@dpohub/domain/wire';
import { detailOf } from './demand.routes';

function statusOf(value: string): DemandStatus {
  return isClientDemandStatus(value) ? fromClientStatus(value) : (value as DemandStatus);
}

/** Spec 2 sections 4 and 7: status changes (with history) and archive, by the domain machine. */
export const demandStatusRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/:id',
    {
      config: { access: FEATURES.clientDemandDetails },
      schema: {
        tags: ['solicitacao'],
        summary:
          'Change the status (staff values or the client aliases pending, toCancel, canceled)',
        params: IdParams,
        querystring: DemandStatusQuery,
        response: { 200: DemandDetail },
      },
    },
    async (request) => {
      const { record, principal, account } = await viewableDemand(app, request, request.params.id);
      const to = statusOf(request.query.status);
      const decision = transitionDecision(record.status, to, statusActor(principal), {
        archived: record.archived,
        lawyer: record.lawyerId !== null ? { id: record.lawyerId } : null,
        horas: formatDemandHours(record.horasMinutes),
        valor: record.valor,
      });
      if (!decision.allowed) throw new ApiError(decision.status, decision.message);
      const applied = await app.db.transaction(async (tx) => {
        const changed = await changeStatus(tx, record.id, record.status, to, app.clock.now());
        if (changed) {
          await recordDemandStatus(tx, app.clock, requestActor(request), record, record.status, to);
        }
        return changed;
      });
      if (!applied) throw conflict(DEMAND_API_MESSAGES.statusChangedMeanwhile);
      await app.notifications.statusChanged(record.id, record.status, to, account);
      // Finishing (or no longer finishing) work marked for the hours bank moves its balance.
      if (record.consumoHoras && (to === 'FINALIZADO' || record.status === 'FINALIZADO')) {
        await app.notifications.hoursBankChanged(record.clientId);
      }
      return detailOf(app, (await findDemand(app.db, record.id))!, principal);
    },
  );

  app.patch(
    '/update-archived/:id',
    {
      config: { access: FEATURES.clientDemandDetails },
      schema: {
        tags: ['solicitacao'],
        summary: 'Archive (FINALIZADO only) or unarchive a demand; admins only',
        params: IdParams,
        querystring: DemandArchiveQuery,
        response: { 200: DemandDetail },
      },
    },
    async (request) => {
      const { record, principal } = await viewableDemand(app, request, request.params.id);
      const decision = archiveDecision(record, request.query.archived, statusActor(principal));
      if (!decision.allowed) throw new ApiError(decision.status, decision.message);
      await app.db.transaction(async (tx) => {
        // archiveDecision refuses archiving an archived demand (and the reverse): this changes it.
        await setArchived(tx, record.id, request.query.archived, app.clock.now());
        await recordAudit(tx, app.clock, {
          kind: request.query.archived ? 'demand.archived' : 'demand.unarchived',
          actor: requestActor(request),
          clientId: record.clientId,
          record: { id: record.id, label: record.demanda },
          changes: [{ field: 'archived', before: record.archived, after: request.query.archived }],
        });
      });
      return detailOf(app, (await findDemand(app.db, record.id))!, principal);
    },
  );
};
