import type { OpenDatabase } from './database';
import { seedDemoData } from '../seed/demo-seed';
import { seedReferenceData } from '../seed/reference-data';

/** Brings a database up to date: migrations, reference data, and the demo data set if asked. */
export async function prepareDatabase(
  database: OpenDatabase,
  options: { seedDemo: boolean },
): Promise<{ createdDemoUsers: string[] }> {
  await database.migrate();
  await seedReferenceData(database.db);
  const createdDemoUsers = options.seedDemo ? await seedDemoData(database.db) : [];
  return { createdDemoUsers };
}
