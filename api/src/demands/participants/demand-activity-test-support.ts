// Helpers of the comment, participant and link tests: demands of their own, users by name.
import { eq } from 'drizzle-orm';
import { DEMAND_STATUS, PRAZO_ATENDIMENTO, SERVICE_TYPE, type DemandStatus } from '@dpohub/domain';
import type { Database } from '../../db/database';
import { demands, users } from '../../db/schema';

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

export async function userIdOf(db: Database, username: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username))
    .limit(1);
  if (!row) throw new Error(`No user ${username}`);
  return row.id;
}
