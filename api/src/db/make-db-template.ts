// Build step: a prepared PGlite folder (every migration applied, the reference data in; the
// same `prepareDatabase` a start and the tests' prepared databases run), copied on the first start
// of an empty DATA_DIR (database-template.ts). The demo data is added at that start, dated then.
// Usage: node dist/make-db-template.js <folder>
import { rmSync } from 'node:fs';
import { openDatabase } from './database';
import { prepareDatabase } from './prepare-database';

async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: make-db-template <folder>');
  rmSync(folder, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: folder }, { useTemplate: false });
  try {
    await prepareDatabase(database, { seedDemo: false });
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
