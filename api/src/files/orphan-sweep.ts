import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { LOCAL_KEY_PATTERN, PARTIAL_SUFFIX } from './local-file-storage';

/** Every stored-file key a committed row points at. */
async function referencedKeys(db: Database): Promise<Set<string>> {
  const result = (await db.execute(
    sql`select storage_key as key from demand_documents
        union all select storage_key from demand_comment_attachments
        union all select storage_key from simulation_documents`,
  )) as unknown as { rows: { key: string }[] };
  return new Set(result.rows.map((row) => row.key));
}

/**
 * Removes the files of the local storage that no committed row names: uploads that were in
 * flight when the process died (written, never committed) and `.part` leftovers of interrupted
 * writes. Files newer than `olderThan` are kept (another replica may be committing them).
 * Answers the keys removed.
 */
export async function sweepOrphanFiles(
  db: Database,
  filesDir: string,
  olderThan: Date,
): Promise<string[]> {
  const root = path.resolve(filesDir);
  let entries: string[];
  try {
    entries = (await readdir(root, { recursive: true })) as string[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const keys = await referencedKeys(db);
  const removed: string[] = [];
  for (const entry of entries) {
    const key = entry.split(path.sep).join('/');
    const partial = key.endsWith(PARTIAL_SUFFIX);
    if (!partial && (!LOCAL_KEY_PATTERN.test(key) || keys.has(key))) continue;
    const file = path.join(root, entry);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile() || info.mtime >= olderThan) continue;
    await rm(file, { force: true });
    removed.push(key);
  }
  return removed;
}
