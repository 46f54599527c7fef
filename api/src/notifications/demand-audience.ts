import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  EMPLOYEE_TYPE_CODES,
  type DemandAudience,
  type KindTurnedOff,
  type NotifiableUser,
} from '@dpohub/domain';
import { brazilianDate } from '../clock';
import type { Database } from '../db/database';
import { demandParticipants, demands, lawyers, notificationPreferences, users } from '../db/schema';
import { searchText } from '../db/schema/search';

/** More administrators than this on one client are not told one by one (a bounded read). */
const CLIENT_ADMINS_LIMIT = 50;

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

/** The enabled administrators of one client (the profile 'Administrador do cliente'). */
async function clientAdminIds(db: Database, clientId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        eq(users.admin, false),
        eq(users.enabled, true),
        eq(users.employeeDanielLaw, EMPLOYEE_TYPE_CODES.CLIENTE_ADMINISTRADOR),
      ),
    )
    .orderBy(users.id)
    .limit(CLIENT_ADMINS_LIMIT);
  return rows.map((row) => row.id);
}

/**
 * The client's user named as the 'Autor da Demanda' of a demand the firm opened: the one user of
 * that client with that name (accents and case aside); none when no user or several have it.
 */
async function clientAuthorId(
  db: Database,
  clientId: number,
  autorDemanda: string | null,
): Promise<number | null> {
  const name = autorDemanda?.trim();
  if (!name) return null;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.clientId, clientId),
        eq(users.admin, false),
        eq(searchText(users.name), searchText(sql`${name}::text`)),
      ),
    )
    .limit(2);
  return rows.length === 1 ? rows[0]!.id : null;
}

/**
 * The author, participants, the client's administrators, the lawyer's account and staff of one
 * demand.
 */
export async function demandAudience(
  db: Database,
  demandId: number,
  now: Date,
): Promise<DemandAudience> {
  const [demand] = await db
    .select({
      authorId: demands.createdByUserId,
      authorIsStaff: users.admin,
      clientId: demands.clientId,
      autorDemanda: demands.autorDemanda,
      lawyerUserId: lawyers.userId,
    })
    .from(demands)
    .leftJoin(lawyers, eq(lawyers.id, demands.lawyerId))
    .leftJoin(users, eq(users.id, demands.createdByUserId))
    .where(eq(demands.id, demandId))
    .limit(1);
  const participantRows = await db
    .select({ userId: demandParticipants.userId })
    .from(demandParticipants)
    .where(eq(demandParticipants.demandId, demandId))
    .orderBy(demandParticipants.id);
  const [adminIds, namedAuthorId] = demand
    ? await Promise.all([
        clientAdminIds(db, demand.clientId),
        // Only a demand the firm opened names its client author in 'Autor da Demanda'.
        demand.authorId == null || demand.authorIsStaff
          ? clientAuthorId(db, demand.clientId, demand.autorDemanda)
          : Promise.resolve(null),
      ])
    : [[], null];
  const [people, staff] = await Promise.all([
    notifiableUsers(
      db,
      [
        ...(demand?.authorId != null ? [demand.authorId] : []),
        ...(namedAuthorId != null ? [namedAuthorId] : []),
        ...(demand?.lawyerUserId != null ? [demand.lawyerUserId] : []),
        ...participantRows.map((row) => row.userId),
        ...adminIds,
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
    clientAuthor: find(namedAuthorId),
    participants: participantRows.flatMap((row) => find(row.userId) ?? []),
    clientAdmins: adminIds.flatMap((id) => find(id) ?? []),
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
    ...(audience.clientAuthor ? [audience.clientAuthor.id] : []),
    ...(audience.lawyerUser ? [audience.lawyerUser.id] : []),
    ...audience.participants.map((user) => user.id),
    ...audience.clientAdmins.map((user) => user.id),
    ...audience.staff.map((user) => user.id),
  ];
}
