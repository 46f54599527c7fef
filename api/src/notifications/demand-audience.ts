import { and, eq, inArray } from 'drizzle-orm';
import type { DemandAudience, KindTurnedOff, NotifiableUser } from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { Database } from '../db/database';
import { demandParticipants, demands, lawyers, notificationPreferences, users } from '../db/schema';

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  enabled: users.enabled,
  admin: users.admin,
  temporaryAccess: users.temporaryAccess,
  expirationDate: users.expirationDate,
};

type UserRow = {
  id: number;
  name: string;
  email: string;
  enabled: boolean;
  admin: boolean;
  temporaryAccess: boolean;
  expirationDate: string | null;
};

/** A user as notifications see them: a temporary access that ended counts as disabled. */
function notifiable(row: UserRow, today: string): NotifiableUser {
  const expired =
    row.temporaryAccess && (row.expirationDate === null || row.expirationDate < today);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    enabled: row.enabled && !expired,
    staff: row.admin,
  };
}

export async function notifiableUsers(
  db: Database,
  ids: readonly number[],
  now: Date,
): Promise<NotifiableUser[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(inArray(users.id, [...ids]));
  const today = brazilianDate(now);
  const byId = new Map(rows.map((row) => [row.id, notifiable(row, today)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Every enabled firm staff account (admins), in a stable order. */
export async function staffUsers(db: Database, now: Date): Promise<NotifiableUser[]> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.admin, true), eq(users.enabled, true)))
    .orderBy(users.id);
  const today = brazilianDate(now);
  return rows.map((row) => notifiable(row, today));
}

/** The author, participants, lawyer's account and staff of one demand. */
export async function demandAudience(
  db: Database,
  demandId: number,
  now: Date,
): Promise<DemandAudience> {
  const [demand] = await db
    .select({ authorId: demands.createdByUserId, lawyerUserId: lawyers.userId })
    .from(demands)
    .leftJoin(lawyers, eq(lawyers.id, demands.lawyerId))
    .where(eq(demands.id, demandId))
    .limit(1);
  const participantRows = await db
    .select({ userId: demandParticipants.userId })
    .from(demandParticipants)
    .where(eq(demandParticipants.demandId, demandId))
    .orderBy(demandParticipants.id);
  const [people, staff] = await Promise.all([
    notifiableUsers(
      db,
      [
        ...(demand?.authorId != null ? [demand.authorId] : []),
        ...(demand?.lawyerUserId != null ? [demand.lawyerUserId] : []),
        ...participantRows.map((row) => row.userId),
      ],
      now,
    ),
    staffUsers(db, now),
  ]);
  const find = (id: number | null | undefined) =>
    id == null ? null : (people.find((user) => user.id === id) ?? null);
  const lawyerUser = find(demand?.lawyerUserId);
  return {
    author: find(demand?.authorId),
    participants: participantRows.flatMap((row) => find(row.userId) ?? []),
    // Only a staff account stands for the lawyer; anything else falls back to every staff member.
    lawyerUser: lawyerUser?.staff ? lawyerUser : null,
    staff,
  };
}

/** The kinds the given users turned off, as the domain's question. */
export async function turnedOffKinds(
  db: Database,
  userIds: readonly number[],
): Promise<KindTurnedOff> {
  if (!userIds.length) return () => false;
  const rows = await db
    .select({ userId: notificationPreferences.userId, kind: notificationPreferences.kind })
    .from(notificationPreferences)
    .where(
      and(
        inArray(notificationPreferences.userId, [...new Set(userIds)]),
        eq(notificationPreferences.enabled, false),
      ),
    );
  const off = new Set(rows.map((row) => `${row.userId}:${row.kind}`));
  return (userId, kind) => off.has(`${userId}:${kind}`);
}

export function audienceIds(audience: DemandAudience): number[] {
  return [
    ...(audience.author ? [audience.author.id] : []),
    ...(audience.lawyerUser ? [audience.lawyerUser.id] : []),
    ...audience.participants.map((user) => user.id),
    ...audience.staff.map((user) => user.id),
  ];
}
