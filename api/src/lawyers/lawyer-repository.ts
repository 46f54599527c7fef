import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Lawyer } from '@dpohub/domain';
import type { Database } from '../db/database';
import { constraintViolation } from '../errors/database-error';
import { lawyers, users } from '../db/schema';
import { listPage, matches, type ListRead, type PageRequest } from '../lists';

const columns = {
  id: lawyers.id,
  name: lawyers.name,
  status: lawyers.status,
  userId: lawyers.userId,
};

/** Every lawyer by name; `onlyActive` keeps the ones offered on demands. */
export async function listLawyers(db: Database, onlyActive: boolean): Promise<Lawyer[]> {
  return db
    .select(columns)
    .from(lawyers)
    .where(onlyActive ? eq(lawyers.status, true) : undefined)
    .orderBy(asc(lawyers.name), asc(lawyers.id));
}

/** A page of lawyers by name, searched by name and filtered by status (lists/list-page.ts). */
export async function filterLawyers(
  db: Database,
  filter: { name?: string; status?: boolean },
  page: PageRequest & { direction: 'asc' | 'desc' },
): Promise<ListRead<Lawyer>> {
  const name = filter.name?.trim();
  const order = page.direction === 'desc' ? desc : asc;
  return listPage(
    db,
    {
      table: lawyers,
      key: lawyers.id,
      where: filter.status !== undefined ? eq(lawyers.status, filter.status) : undefined,
      search: name ? matches(lawyers.name, name) : undefined,
      rows: (tx, where) =>
        tx
          .select(columns)
          .from(lawyers)
          .where(where)
          .orderBy(order(lawyers.name), asc(lawyers.id))
          .$dynamic(),
    },
    page,
  );
}

/** The name is another lawyer's already (lawyers_name_unique_idx, accents and case aside). */
export class LawyerNameTaken extends Error {}

/** The staff account is another lawyer's already (lawyers_user_unique_idx). */
export class LawyerAccountTaken extends Error {}

/** Whether the error, or one it wraps, names the constraint. */
function names(error: unknown, constraint: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { constraint: named, message } = current as { constraint?: unknown; message?: unknown };
    if (named === constraint || (typeof message === 'string' && message.includes(constraint))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error) === 'unique') {
      throw names(error, 'lawyers_user_unique_idx')
        ? new LawyerAccountTaken()
        : new LawyerNameTaken();
    }
    throw error;
  }
}

/**
 * Whether `userId` may be linked to the lawyer `lawyerId` (null for a new one): 'invalid' unless
 * it is an enabled firm staff account, 'taken' when another lawyer holds it.
 */
export async function accountProblem(
  db: Database,
  userId: number,
  lawyerId: number | null,
): Promise<'invalid' | 'taken' | null> {
  const [account] = await db
    .select({ admin: users.admin, enabled: users.enabled })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!account?.admin || !account.enabled) return 'invalid';
  const [other] = await db
    .select({ id: lawyers.id })
    .from(lawyers)
    .where(
      lawyerId === null
        ? eq(lawyers.userId, userId)
        : and(eq(lawyers.userId, userId), ne(lawyers.id, lawyerId)),
    )
    .limit(1);
  return other ? 'taken' : null;
}

/** The enabled firm staff accounts a lawyer may be linked to, by name (a bounded list). */
export async function staffAccounts(
  db: Database,
): Promise<{ id: number; name: string; email: string }[]> {
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.admin, true), eq(users.enabled, true)))
    .orderBy(asc(users.name), asc(users.id))
    .limit(STAFF_ACCOUNTS_LIMIT);
}

/** More staff accounts than a firm has; the list stays bounded. */
export const STAFF_ACCOUNTS_LIMIT = 500;

export async function insertLawyer(
  db: Database,
  name: string,
  status: boolean,
  userId: number | null = null,
): Promise<Lawyer> {
  const [row] = await uniqueName(() =>
    db.insert(lawyers).values({ name, status, userId }).returning(columns),
  );
  return row!;
}

/** The lawyer, its row locked until the transaction ends; null when there is none. */
export async function lockLawyer(db: Database, id: number): Promise<Lawyer | null> {
  const [row] = await db.select(columns).from(lawyers).where(eq(lawyers.id, id)).for('update');
  return row ?? null;
}

/** Updates the lawyer (name and status); null when there is none with this id. */
/** Saves a lawyer's name and status, and its account unless `userId` is absent. */
export async function updateLawyer(
  db: Database,
  lawyer: Omit<Lawyer, 'userId'> & { userId?: number | null },
): Promise<Lawyer | null> {
  const [row] = await uniqueName(() =>
    db
      .update(lawyers)
      .set({
        name: lawyer.name,
        status: lawyer.status,
        ...(lawyer.userId !== undefined ? { userId: lawyer.userId } : {}),
      })
      .where(eq(lawyers.id, lawyer.id))
      .returning(columns),
  );
  return row ?? null;
}
