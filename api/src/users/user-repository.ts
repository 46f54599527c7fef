import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ClientUser, EmployeeTypeCode, Role, UserDetail, UserRow } from '@dpohub/domain';
import type { Database } from '../db/database';
import { clients, roles, userRoles, users } from '../db/schema';
import { listPage, matchesSearchColumn, type ListRead, type PageRequest } from '../lists';

const rowColumns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  employeeDanielLaw: users.employeeDanielLaw,
  jobTitle: users.jobTitle,
  department: users.department,
  temporaryAccess: users.temporaryAccess,
  expirationDate: users.expirationDate,
  enabled: users.enabled,
  admin: users.admin,
  clientId: users.clientId,
  clientName: clients.name,
};

type RawRow = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data'] | null;
};

function toRow(raw: RawRow): UserRow {
  return {
    id: raw.id!,
    name: raw.name!,
    username: raw.username!,
    email: raw.email!,
    employeeDanielLaw: raw.employeeDanielLaw as EmployeeTypeCode,
    jobTitle: raw.jobTitle ?? '',
    department: raw.department ?? '',
    temporaryAccess: raw.temporaryAccess!,
    expirationDate: raw.expirationDate,
    enabled: raw.enabled!,
    client: raw.clientId !== null ? { id: raw.clientId, name: raw.clientName ?? '' } : null,
  };
}

export interface UserListFilter {
  /** Limits the list to one client; null lists every client and the firm staff. */
  clientId: number | null;
  /** Profiles (employee-type codes) the list may show. */
  profiles: readonly number[];
  search?: string;
  temporaryAccess?: boolean;
  enabled?: boolean;
}

/** One page of users sorted by name, and the bounded total (lists/list-page.ts). */
export async function listUsers(
  db: Database,
  filter: UserListFilter,
  page: PageRequest & { direction: 'asc' | 'desc' },
): Promise<ListRead<UserRow>> {
  const conditions: SQL[] = [inArray(users.employeeDanielLaw, [...filter.profiles])];
  if (filter.clientId !== null) conditions.push(eq(users.clientId, filter.clientId));
  if (filter.temporaryAccess !== undefined) {
    conditions.push(eq(users.temporaryAccess, filter.temporaryAccess));
  }
  if (filter.enabled !== undefined) conditions.push(eq(users.enabled, filter.enabled));
  const search = filter.search?.trim();
  const order = page.direction === 'desc' ? desc : asc;
  const read = await listPage(
    db,
    {
      table: users,
      key: users.id,
      where: and(...conditions),
      search: search
        ? or(
            matchesSearchColumn(users.nameSearch, search),
            matchesSearchColumn(users.usernameSearch, search),
            matchesSearchColumn(users.emailSearch, search),
          )
        : undefined,
      rows: (tx, where) =>
        tx
          .select(rowColumns)
          .from(users)
          .leftJoin(clients, eq(clients.id, users.clientId))
          .where(where)
          .orderBy(order(users.name), asc(users.id))
          .$dynamic(),
    },
    page,
  );
  return { ...read, rows: read.rows.map(toRow) };
}

/** GET /user/{id}: the row, the admin flag and the roles. */
export async function findUserDetail(db: Database, id: number): Promise<UserDetail | null> {
  const [raw] = await db
    .select(rowColumns)
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, id))
    .limit(1);
  if (!raw) return null;
  const granted: Role[] = await db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id))
    .orderBy(asc(roles.id));
  const { client, ...row } = toRow(raw);
  return { ...row, client, admin: raw.admin!, roles: granted };
}

/** The users of one client by name (GET /user/client). */
export async function listClientUsers(db: Database, clientId: number): Promise<ClientUser[]> {
  return db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      enabled: users.enabled,
    })
    .from(users)
    .where(eq(users.clientId, clientId))
    .orderBy(asc(users.name), asc(users.id));
}

/** Which unique field another user already holds: username first, then e-mail (any case). */
/**
 * Which of the candidate's username and e-mail another user has. `callerClient`: the client a
 * client user saves for (null for the firm); an e-mail held by a user outside it answers
 * 'emailElsewhere', which the caller refuses without saying so (security L4).
 */
export async function takenField(
  db: Database,
  candidate: { username: string; email: string },
  exceptUserId: number | null,
  callerClient: number | null = null,
): Promise<'username' | 'email' | 'emailElsewhere' | null> {
  const others = exceptUserId === null ? undefined : ne(users.id, exceptUserId);
  const [byUsername] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.username})`, candidate.username.trim().toLowerCase()), others))
    .limit(1);
  if (byUsername) return 'username';
  const [byEmail] = await db
    .select({ id: users.id, clientId: users.clientId })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, candidate.email.toLowerCase()), others))
    .limit(1);
  if (!byEmail) return null;
  return callerClient !== null && byEmail.clientId !== callerClient ? 'emailElsewhere' : 'email';
}

/** The fields a save writes (POST and PUT /user). */
export interface UserWrite {
  name: string;
  email: string;
  jobTitle: string;
  department: string;
  employeeDanielLaw: number;
  admin: boolean;
  clientId: number | null;
  temporaryAccess: boolean;
  expirationDate: string | null;
  roleIds: readonly number[];
}

async function replaceRoles(db: Database, userId: number, roleIds: readonly number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length) {
    await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
  }
}

export async function insertUser(
  db: Database,
  user: UserWrite & { username: string; passwordHash: string },
  now: Date,
): Promise<number> {
  const { roleIds, ...columns } = user;
  const [row] = await db
    .insert(users)
    .values({ ...columns, createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  await replaceRoles(db, row!.id, roleIds);
  return row!.id;
}

export async function updateUser(
  db: Database,
  id: number,
  user: UserWrite,
  now: Date,
): Promise<void> {
  const { roleIds, ...columns } = user;
  await db
    .update(users)
    .set({ ...columns, updatedAt: now })
    .where(eq(users.id, id));
  await replaceRoles(db, id, roleIds);
}

export async function setUserEnabled(db: Database, id: number, enabled: boolean, now: Date) {
  // Disabling ends every token of the user for good: enabling again does not revive them.
  const sessionVersion = enabled ? users.sessionVersion : sql`${users.sessionVersion} + 1`;
  await db.update(users).set({ enabled, sessionVersion, updatedAt: now }).where(eq(users.id, id));
}

/** Active firm admins other than the given user (the last one must stay enabled). */
export async function countOtherActiveAdmins(db: Database, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.admin, true), eq(users.enabled, true), ne(users.id, exceptUserId)));
  return row?.total ?? 0;
}

/** Records the acceptance of the terms once; the first date is kept. */
export async function acceptTerms(db: Database, id: number, now: Date): Promise<Date> {
  const [updated] = await db
    .update(users)
    .set({
      termsAcceptedAt: sql`coalesce(${users.termsAcceptedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, id))
    .returning({ acceptedAt: users.termsAcceptedAt });
  return updated?.acceptedAt ?? now;
}

/** Whether the role ids exist (a save never stores an unknown role). */
export async function existingRoleIds(db: Database, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .where(inArray(roles.id, [...ids]));
  return rows.map((row) => row.id);
}
