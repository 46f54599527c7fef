// Run by the API project's jest global setup and teardown (global-setup.ts), under tsx with the
// workspace packages' sources, as the API's scripts run:
//   prepare <dir>: this run's prepared databases (test-databases.ts), described in <dir>/prepared.json
//   drop <dir>: removes them from the server
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dropTestDatabases, prepareTestDatabases, type Prepared } from './test-databases';

async function main(): Promise<void> {
  const [command, dir] = process.argv.slice(2);
  if (!dir || (command !== 'prepare' && command !== 'drop')) {
    throw new Error('usage: prepared-databases-cli prepare|drop <dir>');
  }
  const described = path.join(dir, 'prepared.json');
  if (command === 'prepare') {
    writeFileSync(described, JSON.stringify(await prepareTestDatabases(dir)));
  } else {
    await dropTestDatabases(JSON.parse(readFileSync(described, 'utf8')) as Prepared);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
