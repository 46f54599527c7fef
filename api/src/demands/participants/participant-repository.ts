import { asc, eq } from 'drizzle-orm';
import type { DemandParticipantView } from '@dpohub/domain';
import type { Database } from '../../db/database';
import { demandParticipants, users } from '../../db/schema';

const participantColumns = {
  id: demandParticipants.id,
  demandId: demandParticipants.demandId,
  userId: users.id,
  name: users.name,
  email: users.email,
  enabled: users.enabled,
};

/** The user a participant link would point to, as the add rules need it. */
export interface ParticipantCandidate {
  id: number;
  clientId: number | null;
  enabled: boolean;
}

export async function findParticipantCandidate(
  db: Database,
  userId: number,
): Promise<ParticipantCandidate | null> {
  const [row] = await db
    .select({ id: users.id, clientId: users.clientId, enabled: users.enabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The participants of one demand, in the order they were added (spec 2 section 3 shape). */
export async function listParticipants(
  db: Database,
  demandId: number,
): Promise<DemandParticipantView[]> {
  const rows = await db
    .select(participantColumns)
    .from(demandParticipants)
    .innerJoin(users, eq(users.id, demandParticipants.userId))
    .where(eq(demandParticipants.demandId, demandId))
    .orderBy(asc(demandParticipants.id));
  return rows.map(toView);
}

export async function findParticipant(
  db: Database,
  id: number,
): Promise<DemandParticipantView | null> {
  const [row] = await db
    .select(participantColumns)
    .from(demandParticipants)
    .innerJoin(users, eq(users.id, demandParticipants.userId))
    .where(eq(demandParticipants.id, id))
    .limit(1);
  return row ? toView(row) : null;
}

/** Adds the link; null when the user already takes part in the demand. */
export async function insertParticipant(
  db: Database,
  demandId: number,
  userId: number,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .insert(demandParticipants)
    .values({ demandId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: demandParticipants.id });
  return row?.id ?? null;
}

export async function deleteParticipant(db: Database, id: number): Promise<void> {
  await db.delete(demandParticipants).where(eq(demandParticipants.id, id));
}

function toView(row: {
  id: number;
  demandId: number;
  userId: number;
  name: string;
  email: string;
  enabled: boolean;
}): DemandParticipantView {
  return {
    id: row.id,
    solicitacao: { id: row.demandId },
    user: { id: row.userId, name: row.name, email: { email: row.email }, enabled: row.enabled },
  };
}
