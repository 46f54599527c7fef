// Where the service time of a small authenticated list call goes (not a test): CPU time per call
// of this process (in-memory PGlite runs in it, so the database work is counted), averaged over
// N calls, for calls that add one layer each. CPU time, not wall time, so a busy machine changes
// little. OVERHEAD_WORKER=1 runs PGlite on its worker thread as the server does: the CPU column is
// then this thread's share (HTTP, token, policy, JSON, the driver) and the wall column the whole.
// The statements each call sends are counted too.
// Run: npx tsx --conditions=source api/scripts/request-overhead.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare-database';
import { findAccount } from '../src/users/user-account';
import { bearer, signIn, testConfig } from '../src/test/test-app';

const N = Number(process.env.OVERHEAD_CALLS ?? 500);

let statements = 0;

async function cpuPerCall(label: string, call: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 50; i += 1) await call(); // warm-up (JIT, plan caches)
  statements = 0;
  await call();
  const sent = statements;
  const wall = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < N; i += 1) await call();
  const used = process.cpuUsage(cpu);
  const perCall = (used.user + used.system) / 1000 / N;
  console.log(
    `${label.padEnd(58)} CPU ${perCall.toFixed(2).padStart(6)} ms/call   wall ${((performance.now() - wall) / N).toFixed(2).padStart(6)} ms/call   ${sent} statements`,
  );
  return perCall;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-overhead-'));
  const database = await openDatabase(
    { kind: 'pglite', dataDir: null },
    { inWorker: process.env.OVERHEAD_WORKER === '1', logQuery: () => (statements += 1) },
  );
  const config = testConfig(dataDir, { logLevel: 'silent' });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const app = await buildApp({ config, database });
    await app.ready();
    const token = await signIn(app, config, 'admin', 'Admin@123');
    const headers = bearer(token);
    const admin = await findAccount(database.db, { username: 'admin' });

    await cpuPerCall('GET /api/health (framework, no auth)', () =>
      app.inject({ method: 'GET', url: '/api/health' }),
    );
    await cpuPerCall('JWT verify alone', async () => app.jwt.verify(token));
    await cpuPerCall('user re-read alone (findAccount: user + roles)', () =>
      findAccount(database.db, { id: admin!.id }),
    );
    await cpuPerCall('GET /api/user/me (token + re-read + policy + answer)', () =>
      app.inject({ method: 'GET', url: '/api/user/me', headers }),
    );
    await cpuPerCall('GET /api/lawyer/filter (+ page query, bounded count, JSON)', () =>
      app.inject({ method: 'GET', url: '/api/lawyer/filter?page=0&size=10', headers }),
    );
    await cpuPerCall('GET /api/solicitacao/filter (demo data, 10 rows)', () =>
      app.inject({
        method: 'GET',
        url: '/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc',
        headers,
      }),
    );
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
