import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEMAND_API_MESSAGES, FEATURES, canAccess, type Principal } from '@dpohub/domain';
import { DemandQueue, WORKLOAD_COUNT_LIMIT } from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { firmDay } from '../calendar/firm-calendar';
import type { Database } from '../db/database';
import { forbidden } from '../errors/api-error';
import {
  lawyerOfUser,
  lawyerWorkloads,
  type StaffListFilter,
} from './demand-repository';

/**
 * The lawyer filters of a staff list or its export: 'Atribuídas a mim' (the lawyer linked to the
 * caller; none linked, nothing listed), 'Sem advogado', else the lawyer picked. Staff only.
 */
export async function lawyerFilterOf(
  db: Database,
  principal: Principal,
  userId: number,
  query: { lawyer?: number; minhas?: boolean; semAdvogado?: boolean },
): Promise<Pick<StaffListFilter, 'lawyerId' | 'withoutLawyer'>> {
  if (!query.minhas && !query.semAdvogado) return { lawyerId: query.lawyer };
  if (!canAccess(principal, FEATURES.staffDemands)) {
    throw forbidden(DEMAND_API_MESSAGES.queueOnlyStaff);
  }
  if (query.semAdvogado) return { withoutLawyer: true, lawyerId: query.minhas ? -1 : undefined };
  return { lawyerId: (await lawyerOfUser(db, userId)) ?? -1 };
}

/**
 * The staff queue (issue 29, "Minhas solicitações e uma fila"): per active lawyer how many
 * demands are open and how many of them overdue on the firm's calendar, the same for the demands
 * without a lawyer, and the caller's own lawyer record for the list's 'Atribuídas a mim'.
 */
export const demandQueueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/fila',
    {
      config: { access: FEATURES.staffDemands },
      schema: {
        tags: ['solicitacao'],
        summary: 'Open and overdue demands per lawyer, and without a lawyer (firm staff)',
        response: { 200: DemandQueue },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const day = await firmDay(app);
      const [workloads, meuAdvogado] = [
        await lawyerWorkloads(app.db, day.today),
        await lawyerOfUser(app.db, account.id),
      ];
      const unassigned = workloads.find((row) => row.lawyerId === null);
      return {
        advogados: workloads
          .filter((row) => row.lawyerId !== null)
          .map((row) => ({
            lawyer: { id: row.lawyerId!, name: row.lawyerName ?? '' },
            abertas: row.abertas,
            atrasadas: row.atrasadas,
          })),
        semAdvogado: { abertas: unassigned?.abertas ?? 0, atrasadas: unassigned?.atrasadas ?? 0 },
        meuAdvogado,
        limite: WORKLOAD_COUNT_LIMIT,
      };
    },
  );
};
