import type { FastifyPluginAsync } from 'fastify';
import {
  DEMAND_API_MESSAGES,
  DEMAND_STATUSES,
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
import { demandDetailSchema, idParams } from './demand-schemas';
import { detailOf } from './demand.routes';

// The client screens send their own names for three statuses (spec 2 section 4).
const CLIENT_ALIASES = ['pending', 'toCancel', 'canceled'] as const;

function statusOf(value: string): DemandStatus {
  return isClientDemandStatus(value) ? fromClientStatus(value) : (value as DemandStatus);
}

/** Spec 2 sections 4 and 7: status changes (with history) and archive, by the domain machine. */
export const demandStatusRoutes: FastifyPluginAsync = async (app) => {
  app.patch<{ Params: { id: number }; Querystring: { status: string } }>(
    '/:id',
    {
      config: { access: FEATURES.clientDemandDetails },
      schema: {
        tags: ['solicitacao'],
        summary:
          'Change the status (staff values or the client aliases pending, toCancel, canceled)',
        params: idParams,
        querystring: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: [...DEMAND_STATUSES, ...CLIENT_ALIASES] } },
        },
        response: { 200: demandDetailSchema },
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

  app.patch<{ Params: { id: number }; Querystring: { archived: boolean } }>(
    '/update-archived/:id',
    {
      config: { access: FEATURES.clientDemandDetails },
      schema: {
        tags: ['solicitacao'],
        summary: 'Archive (FINALIZADO only) or unarchive a demand; admins only',
        params: idParams,
        querystring: {
          type: 'object',
          required: ['archived'],
          properties: { archived: { type: 'boolean' } },
        },
        response: { 200: demandDetailSchema },
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
