import { and, eq } from 'drizzle-orm';
import type { SolicitacaoUserLink } from '@dpohub/domain';
import type { Database } from '../../db/database';
import { demandUserLinks, users } from '../../db/schema';

/** Creates the link of the user to the demand, or updates its flag and name: one per pair. */
export async function saveDemandUserLink(
  db: Database,
  link: SolicitacaoUserLink,
  now: Date,
): Promise<{ created: boolean }> {
  const existed = (await findLink(db, link.solicitacaoId, link.userId)) !== null;
  await db
    .insert(demandUserLinks)
    .values({
      demandId: link.solicitacaoId,
      userId: link.userId,
      admin: link.admin,
      name: link.name,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [demandUserLinks.demandId, demandUserLinks.userId],
      set: { admin: link.admin, name: link.name },
    });
  return { created: !existed };
}

/** The user's link to the demand, or null. */
export async function findLink(
  db: Database,
  demandId: number,
  userId: number,
): Promise<{ admin: boolean } | null> {
  const [row] = await db
    .select({ admin: demandUserLinks.admin })
    .from(demandUserLinks)
    .where(and(eq(demandUserLinks.demandId, demandId), eq(demandUserLinks.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The user a link would point to: firm staff, or a user of the demand's client. */
export async function findLinkUser(
  db: Database,
  userId: number,
): Promise<{ id: number; admin: boolean; clientId: number | null } | null> {
  const [row] = await db
    .select({ id: users.id, admin: users.admin, clientId: users.clientId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
