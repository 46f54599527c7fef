import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Lawyer } from '@dpohub/domain';
import type { Database } from '../db/database';
import { constraintViolation } from '../errors/database-error';
import { lawyers } from '../db/schema';
import { boundedCount, matches, one, rowsAndTotal } from '../users/spring-page';

const columns = { id: lawyers.id, name: lawyers.name, status: lawyers.status };

/** Every lawyer by name; `onlyActive` keeps the ones offered on demands. */
export async function listLawyers(db: Database, onlyActive: boolean): Promise<Lawyer[]> {
  return db
    .select(columns)
    .from(lawyers)
    .where(onlyActive ? eq(lawyers.status, true) : undefined)
    .orderBy(asc(lawyers.name), asc(lawyers.id));
}

export async function filterLawyers(
  db: Database,
  filter: { name?: string; status?: boolean },
  page: { offset: number; size: number; direction: 'asc' | 'desc' },
): Promise<{ rows: Lawyer[]; total: number }> {
  const conditions: SQL[] = [];
  const name = filter.name?.trim();
  if (name) conditions.push(matches(lawyers.name, name));
  if (filter.status !== undefined) conditions.push(eq(lawyers.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = page.direction === 'desc' ? desc : asc;
  return rowsAndTotal(
    db
      .select(columns)
      .from(lawyers)
      .where(where)
      .orderBy(order(lawyers.name), asc(lawyers.id))
      .limit(page.size)
      .offset(page.offset),
    () => boundedCount(db, db.select(one).from(lawyers).where(where).$dynamic()),
    page,
  );
}

/** The name is another lawyer's already (lawyers_name_unique_idx, accents and case aside). */
export class LawyerNameTaken extends Error {}

async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (constraintViolation(error) === 'unique') throw new LawyerNameTaken();
    throw error;
  }
}

export async function insertLawyer(db: Database, name: string, status: boolean): Promise<Lawyer> {
  const [row] = await uniqueName(() =>
    db.insert(lawyers).values({ name, status }).returning(columns),
  );
  return row!;
}

/** The lawyer, its row locked until the transaction ends; null when there is none. */
export async function lockLawyer(db: Database, id: number): Promise<Lawyer | null> {
  const [row] = await db.select(columns).from(lawyers).where(eq(lawyers.id, id)).for('update');
  return row ?? null;
}

/** Updates the lawyer (name and status); null when there is none with this id. */
export async function updateLawyer(db: Database, lawyer: Lawyer): Promise<Lawyer | null> {
  const [row] = await uniqueName(() =>
    db
      .update(lawyers)
      .set({ name: lawyer.name, status: lawyer.status })
      .where(eq(lawyers.id, lawyer.id))
      .returning(columns),
  );
  return row ?? null;
}
