import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { Lawyer } from '@dpohub/domain';
import type { Database } from '../db/database';
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

export async function insertLawyer(db: Database, name: string, status: boolean): Promise<Lawyer> {
  const [row] = await db.insert(lawyers).values({ name, status }).returning(columns);
  return row!;
}

/** Updates the lawyer; null when there is none with this id. */
export async function updateLawyer(db: Database, lawyer: Lawyer): Promise<Lawyer | null> {
  const [row] = await db
    .update(lawyers)
    .set({ name: lawyer.name, status: lawyer.status })
    .where(eq(lawyers.id, lawyer.id))
    .returning(columns);
  return row ?? null;
}
