// Where the start goes: wall and CPU time of each phase of main.ts on a DATA_DIR (not a test).
//   npx tsx --conditions=source api/scripts/start-phases.ts <dataDir>
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { seedDemoData } from '../src/seed/demo-seed';
import { seedReferenceData } from '../src/seed/reference-data';

async function phase<T>(label: string, run: () => Promise<T>): Promise<T> {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const result = await run();
  const used = process.cpuUsage(cpu);
  console.log(
    `${label.padEnd(22)} ${(performance.now() - wall).toFixed(0).padStart(6)} ms wall ${((used.user + used.system) / 1000).toFixed(0).padStart(6)} ms CPU`,
  );
  return result;
}

async function main(): Promise<void> {
  process.env.DATA_DIR = path.resolve(process.argv[2] ?? '.data-phases');
  process.env.LOG_LEVEL = 'warn';
  const { config } = loadConfig();
  const database = await phase('open database', () =>
    openDatabase(config.database, { inWorker: true }),
  );
  await phase('migrate', () => database.migrate());
  await phase('reference data', () => seedReferenceData(database.db));
  await phase('demo data', () => seedDemoData(database.db));
  const app = await phase('build app', () => buildApp({ config, database }));
  await phase('ready', () => app.ready());
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
