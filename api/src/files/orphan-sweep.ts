import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { FileStorage } from './file-storage';

/** How many staged keys one database look-up checks. */
const BATCH = 500;

/** The keys among `keys` that a committed row names. */
async function committedKeys(db: Database, keys: readonly string[]): Promise<Set<string>> {
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  const result = (await db.execute(
    sql`select storage_key as key from demand_documents where storage_key in (${list})
        union select storage_key from demand_comment_attachments where storage_key in (${list})
        union select storage_key from simulation_documents where storage_key in (${list})`,
  )) as unknown as { rows: { key: string }[] };
  return new Set(result.rows.map((row) => row.key));
}

export interface SweepResult {
  /** Staged files whose row was committed before the crash: now readable. */
  promoted: string[];
  /** Staged files no committed row names (uploads in flight at a crash, refused uploads). */
  removed: string[];
}

/**
 * The start-up sweep of uploads left half-way, through the storage interface (local folder or
 * S3 bucket alike). Uploads are staged, their row committed, then promoted; a crash in between
 * leaves a staged file. Staged files last written before `olderThan` are promoted when a
 * committed row names them and removed otherwise. Newer ones are left alone: over PostgreSQL
 * another replica may be between its upload and its commit.
 */
export async function sweepStagedFiles(
  db: Database,
  storage: FileStorage,
  olderThan: Date,
): Promise<SweepResult> {
  const result: SweepResult = { promoted: [], removed: [] };
  let batch: string[] = [];
  const settle = async () => {
    if (!batch.length) return;
    const committed = await committedKeys(db, batch);
    for (const key of batch) {
      if (committed.has(key)) {
        await storage.promote(key);
        result.promoted.push(key);
      } else {
        await storage.remove(key);
        result.removed.push(key);
      }
    }
    batch = [];
  };
  for await (const key of storage.listStaged(olderThan)) {
    batch.push(key);
    if (batch.length >= BATCH) await settle();
  }
  await settle();
  return result;
}

/** Over PostgreSQL, staged files younger than this may belong to another replica's upload. */
export const SHARED_SWEEP_SAFETY_MS = 60 * 60 * 1000;
