import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { databaseErrorCode } from '../errors/database-error';
import type { Database, OpenDatabase } from './database';
import { preparedState } from './schema';
import { seedDemoData } from '../seed/demo-seed';
import { seedReferenceData } from '../seed/reference-data';

const UNDEFINED_TABLE = '42P01';
const PREPARED_ROW = 1;

/**
 * Brings a database up to date: migrations, reference data, and the demo data set if asked.
 *
 * With a `fingerprint` (the build's, see `buildFingerprint`), a database this same build already
 * prepared is left as it is: one read instead of the migration check, the reference data and
 * the demo data's checks, about 200 ms of an embedded start. The work is all "add what is
 * missing", so the same code finds nothing to add; one consequence is that a demo row deleted
 * by hand comes back only with the next build.
 */
export async function prepareDatabase(
  database: OpenDatabase,
  options: { seedDemo: boolean; fingerprint?: string },
): Promise<{ createdDemoUsers: string[] }> {
  const stamp = options.fingerprint
    ? `${options.fingerprint} ${options.seedDemo ? 'with' : 'without'} demo`
    : null;
  if (stamp && (await preparedBy(database.db)) === stamp) return { createdDemoUsers: [] };
  await database.migrate();
  await seedReferenceData(database.db);
  const createdDemoUsers = options.seedDemo ? await seedDemoData(database.db) : [];
  if (stamp) {
    const row = { id: PREPARED_ROW, fingerprint: stamp, preparedAt: new Date() };
    await database.db
      .insert(preparedState)
      .values(row)
      .onConflictDoUpdate({ target: preparedState.id, set: row });
  }
  return { createdDemoUsers };
}

/** The stamp of the build that last prepared the database (none before its first migration). */
async function preparedBy(db: Database): Promise<string | null> {
  try {
    const [row] = await db
      .select({ fingerprint: preparedState.fingerprint })
      .from(preparedState)
      .where(eq(preparedState.id, PREPARED_ROW));
    return row?.fingerprint ?? null;
  } catch (error) {
    if (databaseErrorCode(error) === UNDEFINED_TABLE) return null;
    throw error;
  }
}

/**
 * The build's fingerprint (dist/prepare-fingerprint, written by scripts/build.mjs from the
 * bundled server and the migrations), or undefined when running from the sources.
 */
export function buildFingerprint(): string | undefined {
  try {
    return readFileSync(path.join(__dirname, 'prepare-fingerprint'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
