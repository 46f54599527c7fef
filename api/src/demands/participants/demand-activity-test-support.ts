// Helper of the comment, participant and link tests: fresh demands, so no test sees another's.
import { DEMAND_STATUS, PRAZO_ATENDIMENTO, SERVICE_TYPE, type DemandStatus } from '@dpohub/domain';
import type { Database } from '../../db/database';
import { demands } from '../../db/schema';

/** Inserts a demand of the client straight into the database and returns its id. */
export async function insertTestDemand(
  db: Database,
  clientId: number,
  status: DemandStatus = DEMAND_STATUS.PENDENTE,
): Promise<number> {
  const [row] = await db
    .insert(demands)
    .values({
      clientId,
      demanda: `Demanda de teste ${clientId}`,
      serviceTypeId: SERVICE_TYPE.CONSULTA,
      tipoConsulta: 'Consulta geral',
      prazoAtendimento: PRAZO_ATENDIMENTO.SLA,
      prazo: '2030-01-31',
      descricaoTrabalho: 'Descrição de teste',
      status,
    })
    .returning({ id: demands.id });
  return row!.id;
}
