import { eq } from 'drizzle-orm';
import { simulationDocuments } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { FileNotFoundError, readAll } from './file-storage';
import { sweepStagedFiles } from './orphan-sweep';

// The start-up sweep, through the storage the configuration names (the local folder, or the
// bucket when the suite runs with S3): a staged file whose row was committed is promoted, one
// no row names is removed, and a recent one is left to the replica that may be committing it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function stagedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.app.fileStorage.listStaged(new Date(Date.now() + 60_000))) {
    keys.push(key);
  }
  return keys.sort();
}

it('promotes staged files a committed row names, removes the others, spares recent ones', async () => {
  const storage = t.app.fileStorage;
  const committed = await storage.stage(Buffer.from('linha gravada'), 'gravado.pdf');
  const orphan = await storage.stage(Buffer.from('sem linha'), 'orfao.pdf');
  const [document] = await t.database.db
    .select({ id: simulationDocuments.id })
    .from(simulationDocuments)
    .limit(1);
  await t.database.db
    .update(simulationDocuments)
    .set({ storageKey: committed.key })
    .where(eq(simulationDocuments.id, document!.id));

  // Over PostgreSQL the window keeps files younger than an hour: nothing moves yet.
  const spared = await sweepStagedFiles(t.database.db, storage, new Date(Date.now() - 3_600_000));
  expect(spared).toEqual({ promoted: [], removed: [] });
  expect(await stagedKeys()).toEqual([committed.key, orphan.key].sort());
  await expect(storage.open(committed.key)).rejects.toBeInstanceOf(FileNotFoundError);

  const swept = await sweepStagedFiles(t.database.db, storage, new Date(Date.now() + 60_000));
  expect(swept).toEqual({ promoted: [committed.key], removed: [orphan.key] });
  expect(await stagedKeys()).toEqual([]);
  expect((await readAll(await storage.open(committed.key))).toString()).toBe('linha gravada');
  await expect(storage.open(orphan.key)).rejects.toBeInstanceOf(FileNotFoundError);
  expect(await t.storedKeys()).not.toContain(orphan.key);
});
