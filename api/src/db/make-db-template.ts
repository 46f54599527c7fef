// Build step: a PGlite folder with every migration applied, copied on the first start of an
// empty DATA_DIR (database-template.ts). Usage: node dist/make-db-template.js <folder>
import { rmSync } from 'node:fs';
import { openDatabase } from './database';

async function main(): Promise<void> {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: make-db-template <folder>');
  rmSync(folder, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: folder }, { useTemplate: false });
  await database.migrate();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
