// Benchmark of budget control (not a test): a fresh database where one client (Acme) has
// BENCH_CLIENT_DEMANDS demands over the last year (default 50 000) and the whole firm
// BENCH_FIRM_DEMANDS (default 1 000 000, spread over 100 more clients and two years), then N timed
// calls of every budget read, for the client and for the firm, with the plans of the lists.
// Run: npx tsx --conditions=source api/scripts/bench-budget.ts  (TEST_DATABASE_URL=postgres://...
// runs on that PostgreSQL server instead of PGlite; BENCH_KEEP_DB=1 keeps its database and
// BENCH_REUSE_DB=<name> times again on a kept one; BENCH_PGLITE_DIR keeps PGlite's in a folder;
// BENCH_COMPARE=<db>,<db> times two kept databases (PGlite folders or PostgreSQL URLs) side by
// side, call for call).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare-database';
import { DEMO_CLIENTS } from '../src/seed/demo-users';
import { bearer, signIn, testConfig } from '../src/test/test-app';

const CLIENT_TOTAL = Number(process.env.BENCH_CLIENT_DEMANDS ?? 50_000);
const FIRM_TOTAL = Number(process.env.BENCH_FIRM_DEMANDS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const CHUNK = 50_000;
const OTHER_CLIENTS = 100;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Demands made in SQL (generate_series), a chunk at a time: the client's, then the firm's. */
async function seed(database: OpenDatabase): Promise<void> {
  const db = database.db;
  await db.execute(sql`insert into clients (id, name, enable_hours_bank)
    select 20000 + n, 'Cliente de carga ' || n, true from generate_series(1, ${OTHER_CLIENTS}::int) n
    on conflict do nothing`);
  const insert = async (
    from: number,
    to: number,
    clientExpr: ReturnType<typeof sql>,
    days: number,
  ) =>
    db.execute(sql`insert into demands (client_id, demanda, service_type_id, prazo_atendimento, prazo,
        descricao_trabalho, lawyer_id, horas_minutes, valor, consumo_horas, status, archived,
        created_at, updated_at)
      select ${clientExpr},
        'Demanda de carga ' || n || (array[' contrato', ' parecer', ' política', ' ação'])[1 + n % 4],
        (array[2, 9, 12])[1 + n % 3], 'CUSTOMIZADO', current_date + (n % 60),
        'Carga de teste de desempenho.', (select min(id) from lawyers), 60 + n % 600,
        case when n % 4 = 0 then null else 350 + n % 1000 end, n % 2 = 0,
        (array['PENDENTE','NAO_INICIADO','EM_CURSO','FINALIZADO','CANCELADO','CANCELAMENTO'])[1 + n % 6],
        n % 10 = 0,
        now() - ((n % ${days}::int) * interval '1 day') - ((n % 86400) * interval '1 second'),
        now()
      from generate_series(${from}::int, ${to}::int) n`);
  for (let start = 0; start < CLIENT_TOTAL; start += CHUNK) {
    await insert(
      start,
      Math.min(start + CHUNK, CLIENT_TOTAL) - 1,
      sql`${DEMO_CLIENTS.acme.id}::int`,
      365,
    );
  }
  for (let start = CLIENT_TOTAL; start < FIRM_TOTAL; start += CHUNK) {
    await insert(
      start,
      Math.min(start + CHUNK, FIRM_TOTAL) - 1,
      sql`20001 + n % ${OTHER_CLIENTS}::int`,
      730,
    );
    process.stdout.write(`  ${Math.min(start + CHUNK, FIRM_TOTAL)} demands\r`);
  }
  await db.execute(sql`vacuum analyze`);
}

interface Scenario {
  label: string;
  /** One call per database being measured (one, or two side by side); each answers its status. */
  calls: (() => Promise<number>)[];
  runs: number;
}

/**
 * Times each scenario RUNS times (after a warm-up call). With two databases the calls alternate,
 * A then B, so a busy moment of the machine falls on both: their p95 and its ratio are printed.
 */
async function timeAll(scenarios: Scenario[], names: string[]): Promise<void> {
  for (const { label, calls, runs } of scenarios) {
    for (const call of calls) await call(); // warm-up
    const times = calls.map(() => [] as number[]);
    for (let run = 0; run < runs; run += 1) {
      for (const [index, call] of calls.entries()) {
        const started = performance.now();
        const status = await call();
        times[index]!.push(performance.now() - started);
        if (status !== 200) throw new Error(`${label} (${names[index]}): status ${status}`);
      }
    }
    const figures = times.map((each) => {
      each.sort((a, b) => a - b);
      return { median: percentile(each, 50), p95: percentile(each, 95) };
    });
    const shown = figures
      .map(
        ({ median, p95 }, index) =>
          `${names.length > 1 ? `${names[index]}: ` : ''}median ${median.toFixed(1).padStart(7)} ms  p95 ${p95.toFixed(1).padStart(7)} ms`,
      )
      .join('   ');
    const ratio =
      figures.length === 2 ? `   p95 ratio ${(figures[1]!.p95 / figures[0]!.p95).toFixed(2)}x` : '';
    console.log(`${label.padEnd(44)} ${shown}${ratio}   load ${loadavg()[0]!.toFixed(1)}`);
  }
}

async function explain(database: OpenDatabase, label: string, query: ReturnType<typeof sql>) {
  const result = await database.db.execute(sql`explain ${query}`);
  const rows = (result as unknown as { rows: Record<string, string>[] }).rows;
  console.log(`  plan of ${label}:`);
  for (const row of rows.slice(0, 8)) console.log(`    ${Object.values(row)[0]}`);
}

interface Measured {
  /** The budget reads of the client's year and of the whole firm, as the two users call them. */
  calls: Map<string, { call: () => Promise<number>; runs: number }>;
  clientTotal: number;
  firmTotal: number;
  close(): Promise<void>;
}

/** Prepares (and seeds, unless kept) a database, builds the app and signs the two users in. */
async function setUp(kind: string, database: OpenDatabase, seeded = false): Promise<Measured> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-bench-budget-'));
  const config = testConfig(dataDir, { seedDemo: true, logLevel: 'silent' });
  await prepareDatabase(database, { seedDemo: true });
  // The sizes as they are in the database (a kept one may have been seeded with other sizes).
  let clientTotal = CLIENT_TOTAL;
  let firmTotal = FIRM_TOTAL;
  if (seeded) {
    const [sizes] = (
      (await database.db.execute(sql`select count(*)::int as firm,
        count(*) filter (where client_id = ${DEMO_CLIENTS.acme.id})::int as client from demands`)) as unknown as {
        rows: { firm: number; client: number }[];
      }
    ).rows;
    clientTotal = sizes?.client ?? 0;
    firmTotal = sizes?.firm ?? 0;
    console.log(
      `${kind}: the database kept by an earlier run (${firmTotal} demands, ${clientTotal} of the client)`,
    );
  } else {
    const seeding = performance.now();
    await seed(database);
    console.log(
      `\n${kind}: ${CLIENT_TOTAL} demands of one client, ${FIRM_TOTAL} in the firm, seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
  }
  const app = await buildApp({ config, database });
  await app.ready();
  const admin = bearer(await signIn(app, config, 'admin', 'Admin@123'));
  const client = bearer(await signIn(app, config, 'cliente.admin', 'Cliente@123'));
  const now = new Date();
  const period = (date: Date) =>
    `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
  const year = `periodoInicial=${encodeURIComponent(period(new Date(now.getFullYear() - 1, now.getMonth(), 1)))}&periodoFinal=${encodeURIComponent(period(now))}`;
  const get = (url: string, headers: Record<string, string>) => async () =>
    (await app.inject({ method: 'GET', url, headers })).statusCode;
  const base = '/api/controle-orcamentario';
  const calls = new Map<string, { call: () => Promise<number>; runs: number }>();
  const add = (label: string, call: () => Promise<number>, runs = RUNS) =>
    calls.set(label, { call, runs });

  for (const call of ['controle-por-status', 'total-servicos', 'contratacao', 'barra-progresso']) {
    add(`client: ${call}`, get(`${base}/${call}?${year}`, client));
  }
  add(
    'client: filter (first page)',
    get(`${base}/filter?${year}&page=0&size=20&sort=demanda,asc`, client),
  );
  add('client: filter (page 100)', get(`${base}/filter?${year}&page=100&size=20`, client));
  add(
    'client: filter (name "acao" + status)',
    get(`${base}/filter?${year}&name=acao&status=FINALIZADO&page=0&size=20`, client),
  );
  add(
    'client: filter (name "acao")',
    get(`${base}/filter?${year}&name=acao&page=0&size=20`, client),
  );
  add(
    'client: filter (name "00017", a rare term)',
    get(`${base}/filter?${year}&name=00017&page=0&size=20`, client),
  );
  add('client: service detail', get(`${base}/1`, admin));
  add('client: export-excel (whole year)', get(`${base}/export-excel?${year}`, client), 3);
  add(
    'client: export-excel-historico-horas',
    get(`${base}/export-excel-historico-horas?${year}`, client),
    5,
  );
  for (const call of ['controle-por-status', 'total-servicos']) {
    add(`firm: ${call}`, get(`${base}/${call}?${year}`, admin), Math.min(RUNS, 10));
  }
  add('firm: filter (first page)', get(`${base}/filter?${year}&page=0&size=20`, admin));
  add('firm: filter (no period, first page)', get(`${base}/filter?page=0&size=20`, admin));
  add(
    'firm: filter (name "acao", first page)',
    get(`${base}/filter?${year}&name=acao&page=0&size=20`, admin),
  );

  return {
    calls,
    clientTotal,
    firmTotal,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function bench(kind: string, database: OpenDatabase, seeded = false): Promise<void> {
  const measured = await setUp(kind, database, seeded);
  try {
    console.log(
      `-- one client (${measured.clientTotal} demands in the year) as its client administrator, then the whole firm (${measured.firmTotal} demands) as a firm admin`,
    );
    await timeAll(
      [...measured.calls].map(([label, { call, runs }]) => ({ label, calls: [call], runs })),
      [kind],
    );
    await explain(
      database,
      'client first page',
      sql`select id from demands where client_id = 1001 and created_at >= now() - interval '1 year' order by demanda, id limit 20`,
    );
    await explain(
      database,
      'firm first page',
      sql`select id from demands where created_at >= now() - interval '1 year' order by demanda, id limit 20`,
    );
    await explain(
      database,
      'client status totals',
      sql`select status, count(*) from demands where client_id = 1001 and created_at >= now() - interval '1 year' group by status`,
    );
  } finally {
    await measured.close();
  }
}

/**
 * Two kept databases side by side (BENCH_COMPARE=<small>,<large>: PGlite folders or PostgreSQL
 * URLs of databases kept with BENCH_KEEP_DB=1): every call alternates between them, and the p95
 * of the large one is printed as a ratio of the small one's.
 */
async function compare(places: string[]): Promise<void> {
  const sides: Measured[] = [];
  try {
    for (const place of places) {
      if (/^postgres(ql)?:/.test(place)) {
        const database = await openDatabase({ kind: 'postgres', url: place });
        sides.push(await setUp(new URL(place).pathname.slice(1), database, true));
        continue;
      }
      const folder = path.resolve(place);
      if (!existsSync(path.join(folder, 'PG_VERSION'))) {
        throw new Error(`${folder} holds no database: seed it first with BENCH_PGLITE_DIR`);
      }
      const database = await openDatabase({ kind: 'pglite', dataDir: folder }, { inWorker: true });
      sides.push(await setUp(path.basename(folder), database, true));
    }
    const names = sides.map((side) => `${Math.round(side.firmTotal / 1000)}k`);
    console.log(`-- side by side: ${names.join(' and ')} (firm demands), ${RUNS} calls each`);
    await timeAll(
      [...sides[0]!.calls.keys()].map((label) => ({
        label,
        calls: sides.map((side) => side.calls.get(label)!.call),
        runs: sides[0]!.calls.get(label)!.runs,
      })),
      names,
    );
  } finally {
    for (const side of sides) await side.close();
  }
}

async function main(): Promise<void> {
  const compared = process.env.BENCH_COMPARE;
  if (compared) {
    await compare(compared.split(',').map((place) => place.trim()));
    return;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    // BENCH_PGLITE_DIR=<folder>: the database is kept there; a later run with the same folder
    // times again without seeding.
    // Without it, a temporary folder: PGlite runs on a data folder as the product does (an
    // in-memory database answers faster, and the 10k and 1M figures must be compared alike).
    const kept = process.env.BENCH_PGLITE_DIR;
    const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), 'dpohub-bench-budget-pglite-'));
    const seeded = kept !== undefined && existsSync(path.join(dataDir, 'PG_VERSION'));
    try {
      // On its worker thread, as the API's server runs it.
      await bench(
        'PGlite',
        await openDatabase({ kind: 'pglite', dataDir }, { inWorker: true }),
        seeded,
      );
    } finally {
      if (!kept) rmSync(dataDir, { recursive: true, force: true });
    }
    return;
  }
  // BENCH_REUSE_DB=<name>: time again on a database an earlier run kept (no seeding).
  const reused = process.env.BENCH_REUSE_DB;
  const name = reused ?? `dpohub_bench_${randomBytes(4).toString('hex')}`;
  const adminClient = new Client({ connectionString: serverUrl });
  await adminClient.connect();
  if (!reused) await adminClient.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    await bench('PostgreSQL', database, reused !== undefined);
  } finally {
    // BENCH_KEEP_DB=1 leaves the seeded database for EXPLAIN ANALYZE by hand.
    if (process.env.BENCH_KEEP_DB === '1' || reused) console.log(`kept database ${name}`);
    else await adminClient.query(`drop database if exists ${name} with (force)`);
    await adminClient.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
