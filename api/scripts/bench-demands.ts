// Benchmark of the demand lists and export (not a test): a fresh database with 100 000 demands,
// then N timed calls of the staff list (first page), the filtered list and one month's export.
// Run: npx tsx --conditions=source api/scripts/bench-demands.ts  (TEST_DATABASE_URL=postgres://...
// adds a run on that PostgreSQL server).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { DEMAND_STATUSES, PRAZO_ATENDIMENTO, SERVICE_TYPE } from '@dpohub/domain';
import { buildApp } from '../src/app';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare-database';
import { demands, lawyers, users } from '../src/db/schema';
import { DEMO_CLIENTS } from '../src/seed/demo-users';
import { bearer, signIn, testConfig } from '../src/test/test-app';

const TOTAL = Number(process.env.BENCH_DEMANDS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 50);
const BATCH = 1000;
const DAY = 24 * 60 * 60 * 1000;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function seedDemands(database: OpenDatabase): Promise<void> {
  const db = database.db;
  const lawyerIds = (await db.select({ id: lawyers.id }).from(lawyers)).map((row) => row.id);
  const userIds = (await db.select({ id: users.id }).from(users)).map((row) => row.id);
  const clientIds = [DEMO_CLIENTS.acme.id, DEMO_CLIENTS.beta.id];
  const serviceTypes = [SERVICE_TYPE.CONSULTA, SERVICE_TYPE.DOCUMENTO, SERVICE_TYPE.CONTRATO];
  const now = Date.now();
  for (let start = 0; start < TOTAL; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TOTAL - start) }, (_, offset) => {
      const n = start + offset;
      const createdAt = new Date(now - (n % 730) * DAY - (n % 86_400) * 1000);
      return {
        clientId: clientIds[n % 2]!,
        demanda: `Demanda de carga ${n} ${['contrato', 'parecer', 'política', 'aditivo'][n % 4]}`,
        serviceTypeId: serviceTypes[n % 3]!,
        prazoAtendimento: PRAZO_ATENDIMENTO.CUSTOMIZADO,
        prazo: new Date(createdAt.getTime() + (n % 60) * DAY).toISOString().slice(0, 10),
        descricaoTrabalho: 'Carga de teste de desempenho.',
        lawyerId: lawyerIds[n % lawyerIds.length]!,
        horasMinutes: 60 + (n % 600),
        valor: 350 + (n % 1000),
        consumoHoras: n % 2 === 0,
        status: DEMAND_STATUSES[n % DEMAND_STATUSES.length]!,
        archived: n % 10 === 0,
        createdByUserId: userIds[n % userIds.length]!,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await db.insert(demands).values(rows);
  }
  await db.execute(sql`analyze`);
}

async function timeIt(label: string, call: () => Promise<number>): Promise<void> {
  await call(); // warm-up
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const status = await call();
    times.push(performance.now() - started);
    if (status !== 200) throw new Error(`${label}: status ${status}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(32)} median ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
  );
}

async function explain(database: OpenDatabase, label: string, query: ReturnType<typeof sql>) {
  const result = await database.db.execute(sql`explain ${query}`);
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  console.log(`  plan of ${label}:`);
  for (const row of rows.slice(0, 6)) console.log(`    ${Object.values(row)[0]}`);
}

async function bench(kind: string, database: OpenDatabase): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-bench-'));
  const config = testConfig(dataDir, { seedDemo: true, logLevel: 'silent' });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const seeding = performance.now();
    await seedDemands(database);
    console.log(
      `\n${kind}: ${TOTAL} demands inserted in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const app = await buildApp({ config, database });
    await app.ready();
    const headers = bearer(await signIn(app, config, 'admin', 'Admin@123'));
    const lawyer = (await database.db.select({ id: lawyers.id }).from(lawyers).limit(1))[0]!.id;
    const get = (url: string) => async () =>
      (await app.inject({ method: 'GET', url, headers })).statusCode;
    const month = new Date(Date.now() - 40 * DAY);
    const first = new Date(month.getFullYear(), month.getMonth(), 1);
    const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
    const display = (date: Date) => new Intl.DateTimeFormat('pt-BR').format(date);

    await timeIt(
      'staff list (first page)',
      get('/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc'),
    );
    await timeIt(
      'filtered list (status+lawyer+filtro)',
      get(
        `/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc&status=EM_CURSO&lawyer=${lawyer}&filtro=contrato`,
      ),
    );
    // Every word on its own, the lawyer's name among them (demands m6).
    const lawyerName = (await database.db.select({ name: lawyers.name }).from(lawyers).limit(1))[0]!
      .name;
    await timeIt(
      'search, two words + a lawyer',
      get(
        `/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc&filtro=${encodeURIComponent(`contrato carga ${lawyerName.split(' ')[0]}`)}`,
      ),
    );
    await timeIt('staff queue (per lawyer)', get('/api/solicitacao/fila'));
    await timeIt(
      "'sem advogado' list",
      get('/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc&semAdvogado=true'),
    );
    await timeIt(
      'export of one month',
      get(
        `/api/solicitacao/export-excel?periodoInicial=${encodeURIComponent(display(first))}&periodoFinal=${encodeURIComponent(display(last))}`,
      ),
    );
    await explain(
      database,
      'staff list',
      sql`select id from demands where archived = false order by prazo asc, id asc limit 10`,
    );
    await explain(
      database,
      'filtered list',
      sql`select id from demands where archived = false and status = 'EM_CURSO' and lawyer_id = ${lawyer} and demanda ilike '%contrato%' order by prazo, id limit 10`,
    );
    await explain(
      database,
      'search of two words and a lawyer',
      sql`select id from demands where archived = false and demanda_search like dpohub_search_text('%contrato%') and (demanda_search like dpohub_search_text('%carga%') or lawyer_id = any(${sql.param([lawyer])}::int[])) order by id desc limit 1001`,
    );
    await explain(
      database,
      "one lawyer's overdue count in the queue",
      sql`select count(*) from (select 1 from demands d where d.archived = false and d.lawyer_id = ${lawyer} and d.status = 'EM_CURSO' and d.prazo < ${new Date().toISOString().slice(0, 10)} order by d.prazo limit 1000) capped`,
    );
    await explain(
      database,
      'search of a rare word',
      sql`select id from demands where archived = false and demanda_search like dpohub_search_text('%4242%') and demanda_search like dpohub_search_text('%aditivo%') order by id desc limit 1001`,
    );
    await explain(
      database,
      'export month',
      sql`select id from demands where created_at >= ${first.toISOString()} and created_at < ${last.toISOString()} order by created_at, id`,
    );
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await bench('PGlite', await openDatabase({ kind: 'pglite', dataDir: null }));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `dpohub_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', await openDatabase({ kind: 'postgres', url: url.toString() }));
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
