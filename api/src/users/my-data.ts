import { count, desc, eq, sql } from 'drizzle-orm';
import { MY_DATA_SECTION_LIMIT } from '@dpohub/domain';
import type { MyDataExport, MyDataSection, MyDataSummary } from '@dpohub/domain/wire';
import type { Database } from '../db/database';
import { MY_DATA_SOURCES } from './my-data-sources';

type Cell = string | number | boolean | null;

const cell = (value: unknown): Cell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
};

/**
 * What the portal holds about user `userId` (issue 31, 'Meus dados'): one section per column that
 * names a user (MY_DATA_SOURCES), each the newest MY_DATA_SECTION_LIMIT rows at most, every
 * query on the user's own rows.
 */
export async function myData(
  db: Database,
  user: { id: number; name: string; email: string },
  now: Date,
): Promise<MyDataExport> {
  const secoes: MyDataSection[] = [];
  for (const source of MY_DATA_SOURCES) {
    const rows = (await db
      .select(source.fields)
      .from(source.table)
      .where(eq(source.user, user.id))
      .orderBy(desc(source.newest))
      .limit(MY_DATA_SECTION_LIMIT + 1)) as Record<string, unknown>[];
    secoes.push({
      titulo: source.title,
      registros: rows
        .slice(0, MY_DATA_SECTION_LIMIT)
        .map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cell(v)]))),
      limitado: rows.length > MY_DATA_SECTION_LIMIT,
    });
  }
  return {
    geradoEm: now.toISOString(),
    titular: { id: user.id, nome: user.name, email: user.email },
    secoes,
  };
}

/**
 * How many records each section holds (the 'Meus dados' page), each counted up to
 * MY_DATA_SECTION_LIMIT + 1 through the column's index; nothing leaves, so nothing is recorded.
 */
export async function myDataSummary(db: Database, userId: number): Promise<MyDataSummary> {
  const secoes: MyDataSummary['secoes'] = [];
  for (const source of MY_DATA_SOURCES) {
    const bounded = db
      .select({ one: sql`1` })
      .from(source.table)
      .where(eq(source.user, userId))
      .limit(MY_DATA_SECTION_LIMIT + 1)
      .as('bounded');
    const [row] = await db.select({ value: count() }).from(bounded);
    const total = row?.value ?? 0;
    secoes.push({
      titulo: source.title,
      registros: Math.min(total, MY_DATA_SECTION_LIMIT),
      limitado: total > MY_DATA_SECTION_LIMIT,
    });
  }
  return { secoes };
}
