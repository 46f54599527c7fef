import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Principal } from '@dpohub/domain';
import { brazilianDate, type Clock } from '../clock';
import type { Database } from '../db/database';
import { clients, roles, userRoles, users } from '../db/schema';

/** A user as sign-in and authorization need it: profile, client and authorities. */
export interface UserAccount {
  id: number;
  username: string;
  email: string;
  name: string;
  passwordHash: string;
  employeeDanielLaw: number;
  enabled: boolean;
  temporaryAccess: boolean;
  expirationDate: string | null;
  admin: boolean;
  clientId: number | null;
  clientName: string | null;
  enableHoursBank: boolean;
  termsAcceptedAt: Date | null;
  /** Raised by a password change or reset; tokens carry the value they were signed with. */
  sessionVersion: number;
  authorities: string[];
}

export type AccountLookup = { id: number } | { username: string } | { email: string };

function lookupCondition(lookup: AccountLookup): SQL {
  if ('id' in lookup) return eq(users.id, lookup.id);
  // Usernames are unique regardless of case, and sign-in ignores it.
  if ('username' in lookup) {
    return eq(sql`lower(${users.username})`, lookup.username.trim().toLowerCase());
  }
  return eq(sql`lower(${users.email})`, lookup.email.trim().toLowerCase());
}

export async function findAccount(
  db: Database,
  lookup: AccountLookup,
): Promise<UserAccount | null> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      name: users.name,
      passwordHash: users.passwordHash,
      employeeDanielLaw: users.employeeDanielLaw,
      enabled: users.enabled,
      temporaryAccess: users.temporaryAccess,
      expirationDate: users.expirationDate,
      admin: users.admin,
      clientId: users.clientId,
      clientName: clients.name,
      enableHoursBank: clients.enableHoursBank,
      termsAcceptedAt: users.termsAcceptedAt,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .leftJoin(clients, eq(clients.id, users.clientId))
    .where(lookupCondition(lookup))
    .limit(1);
  if (!row) return null;
  const granted = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, row.id))
    .orderBy(asc(roles.id));
  return {
    ...row,
    enableHoursBank: row.enableHoursBank ?? false,
    authorities: granted.map((role) => role.name),
  };
}

/**
 * Whether the account may sign in and call the API now: enabled and, when temporary, not past
 * its expiration date (the last valid day, in Brazilian time).
 */
export function isAccountActive(account: UserAccount, clock: Clock): boolean {
  if (!account.enabled) return false;
  if (!account.temporaryAccess) return true;
  return account.expirationDate !== null && account.expirationDate >= brazilianDate(clock.now());
}

/** The subject of every access decision (domain access policy). */
export function principalOfAccount(account: UserAccount): Principal {
  return {
    admin: account.admin,
    authorities: account.authorities,
    employeeDanielLaw: account.employeeDanielLaw,
    client: account.clientId,
  };
}
