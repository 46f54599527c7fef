// Scale benchmark of every list endpoint, each filter and sort, and both exports (not a test).
// Seeds realistic data inside the database (scripts/scale-seed.ts), grows it through the sizes
// asked for, times N calls of each scenario through the HTTP layer (app.inject for lists, a real
// socket for the exports) and EXPLAIN ANALYZEs the exact SQL each scenario ran.
//
//   npm run bench:scale -w @dpohub/api
//   BENCH_SIZES=10000,100000,1000000 BENCH_DB=pglite,postgres TEST_DATABASE_URL=postgres://… \
//     npm run bench:scale -w @dpohub/api
//
// Results: a markdown table per database on stdout and in BENCH_OUT (default ./bench-results),
// with the plans of every scenario at every size beside it.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { DatabaseTarget } from '../src/config';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare-database';
import { bearer, signIn, testConfig } from '../src/test/test-app';
import { RARE_TERM, growTo, seedScaleBase } from './scale-seed';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => size > 0);
const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',').map((db) => db.trim());
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Only the scenarios whose label contains one of these texts, separated by | (all when unset). */
const ONLY = (process.env.BENCH_ONLY ?? '').split('|');
const OUT = path.resolve(process.env.BENCH_OUT ?? 'bench-results');
const DAY = 24 * 60 * 60 * 1000;

interface Scenario {
  label: string;
  /** Which signed-in user calls it. */
  as: 'admin' | 'client';
  url: (total: number) => string;
  /** Statistic reported in the table: p95 for the lists (their bound), p50 for the exports. */
  stat?: 'p50' | 'p95';
  runs?: number;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

const display = (date: Date) => new Intl.DateTimeFormat('pt-BR').format(date);

function monthPeriod(): string {
  const month = new Date(Date.now() - 40 * DAY);
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const last = new Date(month.getFullYear(), month.getMonth() + 1, 0);
  return `periodoInicial=${encodeURIComponent(display(first))}&periodoFinal=${encodeURIComponent(display(last))}`;
}

/** The last twelve months as the budget screen sends them (MM/yyyy). */
function budgetYear(): string {
  const now = new Date();
  const mm = (date: Date) =>
    `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
  const start = new Date(now.getFullYear() - 1, now.getMonth(), 1);
  return `periodoInicial=${encodeURIComponent(mm(start))}&periodoFinal=${encodeURIComponent(mm(now))}`;
}

function scenarios(ids: { lawyer: number; client: number }): Scenario[] {
  const staff = '/api/solicitacao/filter?page=0&size=10';
  const list = `${staff}&archived=false&sort=prazo,asc`;
  const client = '/api/solicitacao/documentos-consultas/filter?page=0&size=10&sort=prazo,asc';
  return [
    { label: 'staff: unfiltered', as: 'admin', url: () => list, stat: 'p95' },
    {
      label: 'staff: search rare term',
      as: 'admin',
      url: () => `${list}&filtro=${RARE_TERM.toLowerCase()}`,
    },
    { label: 'staff: search common term', as: 'admin', url: () => `${list}&filtro=contrato` },
    { label: 'staff: search accentless', as: 'admin', url: () => `${list}&filtro=politica` },
    { label: 'staff: search client name', as: 'admin', url: () => `${list}&filtro=guarana` },
    {
      label: 'staff: deep page (45%)',
      as: 'admin',
      url: (total) =>
        `${staff}&archived=false&sort=prazo,asc&page=${Math.floor((total * 0.45) / 10)}`.replace(
          'page=0&',
          '',
        ),
    },
    {
      label: 'staff: last counted page',
      as: 'admin',
      url: () => `${staff}&archived=false&sort=prazo,asc`.replace('page=0&', '') + '&page=999',
    },
    {
      label: 'staff: sort demanda',
      as: 'admin',
      url: () => `${staff}&archived=false&sort=demanda,asc`,
    },
    {
      label: 'staff: sort demanda, common term',
      as: 'admin',
      url: () => `${staff}&archived=false&sort=demanda,asc&filtro=contrato`,
    },
    {
      label: 'staff: sort createdAt desc',
      as: 'admin',
      url: () => `${staff}&archived=false&sort=createdAt,desc`,
    },
    {
      label: 'staff: sort valor desc',
      as: 'admin',
      url: () => `${staff}&archived=false&sort=valor,desc`,
    },
    {
      label: 'staff: sort status',
      as: 'admin',
      url: () => `${staff}&archived=false&sort=status,asc`,
    },
    {
      label: 'staff: sort horas',
      as: 'admin',
      url: () => `${staff}&archived=false&sort=horas,asc`,
    },
    { label: 'staff: status', as: 'admin', url: () => `${list}&status=EM_CURSO` },
    { label: 'staff: lawyer', as: 'admin', url: () => `${list}&lawyer=${ids.lawyer}` },
    { label: 'staff: service type', as: 'admin', url: () => `${list}&serviceType=12` },
    { label: 'staff: client', as: 'admin', url: () => `${list}&clientId=${ids.client}` },
    {
      label: 'staff: status+lawyer+search',
      as: 'admin',
      url: () => `${list}&status=EM_CURSO&lawyer=${ids.lawyer}&filtro=contrato`,
    },
    {
      label: 'archived: unfiltered',
      as: 'admin',
      url: () => `${staff}&archived=true&sort=prazo,asc`,
    },
    { label: 'client view: unfiltered', as: 'client', url: () => client },
    { label: 'client view: demanda', as: 'client', url: () => `${client}&demanda=politica` },
    {
      label: 'client view: sort demanda, common term',
      as: 'client',
      url: () => `${client.replace('prazo,asc', 'demanda,asc')}&demanda=contrato`,
    },
    { label: 'client view: criadoPor', as: 'client', url: () => `${client}&criadoPor=otavio` },
    { label: 'client view: status', as: 'client', url: () => `${client}&status=PENDENTE` },
    {
      label: 'users: unfiltered',
      as: 'admin',
      url: () => '/api/user/filter?page=0&size=10&sort=name,asc',
    },
    {
      label: 'users: search',
      as: 'admin',
      url: () => '/api/user/filter?page=0&size=10&sort=name,asc&search=otavio',
    },
    {
      label: 'users: client',
      as: 'admin',
      url: () => `/api/user/filter?page=0&size=10&sort=name,asc&clientId=1001`,
    },
    { label: 'lawyers: unfiltered', as: 'admin', url: () => '/api/lawyer/filter?page=0&size=10' },
    {
      label: 'lawyers: name',
      as: 'admin',
      url: () => '/api/lawyer/filter?page=0&size=10&name=araujo',
    },
    {
      label: 'client prices',
      as: 'admin',
      url: () => '/api/client-prices-hours?page=0&size=12&sort=name',
    },
    {
      label: 'client prices: client',
      as: 'admin',
      url: () => `/api/client-prices-hours?page=0&size=12&sort=name&clientId=${ids.client}`,
    },
    {
      label: 'simulations: unfiltered',
      as: 'admin',
      url: () => '/api/simulacao_multa/filter?page=0&size=10&sort=createdAt,desc',
    },
    {
      label: 'simulations: search',
      as: 'admin',
      url: () => '/api/simulacao_multa/filter?page=0&size=10&sort=createdAt,desc&search=goncalves',
    },
    {
      label: 'simulations: origin',
      as: 'admin',
      url: () =>
        '/api/simulacao_multa/filter?page=0&size=10&sort=createdAt,desc&origin=LANDING_PAGE',
    },
    {
      label: 'simulations: period',
      as: 'admin',
      url: () => `/api/simulacao_multa/filter?page=0&size=10&sort=createdAt,desc&${monthPeriod()}`,
    },
    {
      label: 'budget: services, client, year',
      as: 'client',
      url: () =>
        `/api/controle-orcamentario/filter?${budgetYear()}&page=0&size=20&sort=demanda,asc`,
    },
    {
      label: 'budget: services search, firm',
      as: 'admin',
      url: () => `/api/controle-orcamentario/filter?${budgetYear()}&name=contrato&page=0&size=20`,
    },
    {
      label: 'budget: services status, firm',
      as: 'admin',
      url: () =>
        `/api/controle-orcamentario/filter?${budgetYear()}&status=FINALIZADO&page=0&size=20`,
    },
    {
      label: 'budget: status table, firm',
      as: 'admin',
      url: () => `/api/controle-orcamentario/controle-por-status?${budgetYear()}`,
    },
    {
      label: 'budget: status table, client',
      as: 'client',
      url: () => `/api/controle-orcamentario/controle-por-status?${budgetYear()}`,
    },
    {
      label: 'budget: total, firm',
      as: 'admin',
      url: () => `/api/controle-orcamentario/total-servicos?${budgetYear()}`,
    },
    {
      label: 'budget: hours bar, client',
      as: 'client',
      url: () => `/api/controle-orcamentario/barra-progresso?${budgetYear()}`,
    },
    {
      label: 'assessments: list',
      as: 'admin',
      url: () => '/api/lei-geral-protecao-de-dados/minhas-avaliacoes?formId=1&page=0&size=10',
    },
    {
      label: 'assessments: search',
      as: 'admin',
      url: () =>
        '/api/lei-geral-protecao-de-dados/minhas-avaliacoes?formId=1&page=0&size=10&identificacao=politica',
    },
    {
      label: 'assessments: client',
      as: 'client',
      url: () => '/api/lei-geral-protecao-de-dados/minhas-avaliacoes?formId=1&page=0&size=10',
    },
    {
      label: 'export: demands month',
      as: 'admin',
      url: () => `/api/solicitacao/export-excel?${monthPeriod()}`,
      runs: 3,
      stat: 'p50',
    },
    {
      label: 'export: simulations month',
      as: 'admin',
      url: () => `/api/simulacao_multa/export-excel?${monthPeriod()}`,
      runs: 3,
      stat: 'p50',
    },
  ];
}

/**
 * The data rows of an exported workbook (its first sheet, less the header row), read with
 * exceljs's streaming reader so that counting holds no more than the file's bytes.
 */
async function sheetRows(chunks: Uint8Array[]): Promise<number> {
  const { default: ExcelJS } = await import('exceljs');
  const { Readable } = await import('node:stream');
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(chunks), {
    sharedStrings: 'ignore',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    let rows = 0;
    for await (const _row of sheet) rows += 1;
    return rows - 1;
  }
  return 0;
}

/** A literal for EXPLAIN (the plans of the statements as the API sent them, parameters inlined). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) {
    const items = value.map(literal);
    const numeric = value.every((item) => typeof item === 'number');
    return `array[${items.join(',')}]${numeric ? '::int[]' : '::text[]'}`;
  }
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

function inline(query: string, params: unknown[]): string {
  return query.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

interface Measured {
  label: string;
  value: number;
  status: number;
  note: string;
  /** Median CPU time of this process per call (PGlite runs in it: API + database). */
  cpu: number;
  /** Sum of the EXPLAIN ANALYZE execution times of the call's statements on the list's tables. */
  sqlMs: number;
  /** The machine's 1-minute load average when the scenario ran (the machine is shared). */
  load: number;
}

async function bench(kind: 'pglite' | 'postgres', target: DatabaseTarget): Promise<void> {
  const captured: { query: string; params: unknown[] }[] = [];
  let capturing = false;
  // PGlite on its worker thread, as the API's server runs it (BENCH_PGLITE_WORKER=0: in this thread).
  const database: OpenDatabase = await openDatabase(target, {
    inWorker: process.env.BENCH_PGLITE_WORKER !== '0',
    logQuery: (query, params) => {
      if (capturing) captured.push({ query, params });
    },
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-bench-'));
  const config = testConfig(dataDir, { seedDemo: true, logLevel: 'silent' });
  const results = new Map<number, Measured[]>();
  /** Megabytes of the whole database and of the demands table (with its indexes), per size. */
  const sizes = new Map<number, { database: number; demands: number }>();
  const plansFile = path.join(OUT, `plans-${kind}.txt`);
  writeFileSync(plansFile, '');
  try {
    await prepareDatabase(database, { seedDemo: true });
    await seedScaleBase(database.db);
    const app: FastifyInstance = await buildApp({ config, database });
    await app.ready();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const auth = {
      admin: bearer(await signIn(app, config, 'admin', 'Admin@123')).authorization,
      client: bearer(await signIn(app, config, 'cliente.admin', 'Cliente@123')).authorization,
    };
    const rows = (await database.db.execute(
      sql`select (select id from lawyers where name like 'Márcia%' order by id limit 1) as lawyer, 2005 as client`,
    )) as unknown as { rows: { lawyer: number; client: number }[] };
    const ids = rows.rows[0]!;

    for (const size of SIZES) {
      const seeding = performance.now();
      await growTo(database.db, size);
      const seconds = ((performance.now() - seeding) / 1000).toFixed(1);
      const [space] = (
        (await database.db.execute(
          sql`select pg_database_size(current_database()) as database, pg_total_relation_size('demands') as demands`,
        )) as unknown as { rows: { database: string; demands: string }[] }
      ).rows;
      const megabytes = (bytes: string | undefined) => Number(bytes ?? 0) / 1048576;
      sizes.set(size, { database: megabytes(space?.database), demands: megabytes(space?.demands) });
      console.log(
        `\n${kind}: grown to ${size} demands in ${seconds} s; database ${megabytes(space?.database).toFixed(0)} MB, demands table and indexes ${megabytes(space?.demands).toFixed(0)} MB`,
      );
      const measured: Measured[] = [];
      for (const scenario of scenarios(ids).filter((each) =>
        ONLY.some((text) => each.label.includes(text)),
      )) {
        const url = scenario.url(size);
        const headers = { authorization: auth[scenario.as] };
        const isExport = url.includes('export-excel');
        const call = async (
          keep = false,
        ): Promise<{ status: number; bytes: number; rows?: number }> => {
          if (isExport) {
            try {
              const response = await fetch(`${address}${url}`, { headers });
              let bytes = 0;
              const chunks: Uint8Array[] = [];
              for await (const chunk of response.body!) {
                bytes += (chunk as Uint8Array).length;
                if (keep) chunks.push(chunk as Uint8Array);
              }
              if (!keep || response.status !== 200) return { status: response.status, bytes };
              return { status: response.status, bytes, rows: await sheetRows(chunks) };
            } catch (error) {
              // The connection failed or the file was cut (reported as status 0).
              console.error(`${url}: ${String((error as Error).cause ?? error)}`);
              return { status: 0, bytes: 0 };
            }
          }
          const reply = await app.inject({ method: 'GET', url, headers });
          return { status: reply.statusCode, bytes: reply.rawPayload.length };
        };
        const runs = scenario.runs ?? RUNS;
        const first = await call(true); // warm-up (an export's rows are counted from its file)
        const times: number[] = [];
        const cpus: number[] = [];
        // With --expose-gc (NODE_OPTIONS), also the memory still reachable during an export:
        // collected at each sample, so garbage not yet collected does not count.
        const gc = (globalThis as { gc?: () => void }).gc;
        const live = () => {
          gc?.();
          const memory = process.memoryUsage();
          return memory.heapUsed + memory.external;
        };
        let rssPeak = process.memoryUsage().rss;
        let livePeak = gc ? live() : 0;
        const sampler = isExport
          ? setInterval(
              () => {
                rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
                if (gc) livePeak = Math.max(livePeak, live());
              },
              gc ? 100 : 20,
            )
          : null;
        const rssBefore = process.memoryUsage().rss;
        const liveBefore = gc ? live() : 0;
        for (let run = 0; run < runs; run += 1) {
          const started = performance.now();
          const cpu = process.cpuUsage();
          await call();
          times.push(performance.now() - started);
          const used = process.cpuUsage(cpu);
          cpus.push((used.user + used.system) / 1000);
        }
        if (sampler) clearInterval(sampler);
        times.sort((a, b) => a - b);
        const stat = scenario.stat ?? 'p95';
        const value = percentile(times, stat === 'p95' ? 95 : 50);
        const note = isExport
          ? `${first.rows ?? '?'} rows, ${Math.round(((first.rows ?? 0) / value) * 1000)} rows/s, ${(first.bytes / 1024).toFixed(0)} KB, rss +${((rssPeak - rssBefore) / 1048576).toFixed(0)} MB${gc ? `, live +${((livePeak - liveBefore) / 1048576).toFixed(1)} MB` : ''}`
          : `p95 ${percentile(times, 95).toFixed(1)}`;
        cpus.sort((a, b) => a - b);
        const cpu = percentile(cpus, 50);

        // The plans of the exact statements of one call.
        captured.length = 0;
        capturing = true;
        await call();
        capturing = false;
        appendFileSync(plansFile, `\n##### ${size} · ${scenario.label} · ${url}\n`);
        let sqlMs = 0;
        for (const statement of captured) {
          if (/^(insert|update|delete)/i.test(statement.query)) continue;
          if (
            !/"(demands|users|lawyers|client_prices_hours|fine_simulations|assessments)"/.test(
              statement.query,
            )
          )
            continue;
          if (/where "users"\."id" = \$1 limit/i.test(statement.query)) continue;
          const text = inline(statement.query, statement.params);
          try {
            const plan = (await database.db.execute(
              sql.raw(`explain (analyze, buffers off) ${text}`),
            )) as unknown as { rows: Record<string, string>[] };
            for (const row of plan.rows) {
              const line = String(Object.values(row)[0]);
              const match = /^Execution Time: ([\d.]+) ms/.exec(line);
              if (match) sqlMs += Number(match[1]);
            }
            appendFileSync(
              plansFile,
              `-- ${text.slice(0, 600)}\n${plan.rows.map((row) => Object.values(row)[0]).join('\n')}\n`,
            );
          } catch (error) {
            appendFileSync(plansFile, `-- ${text}\n(explain failed: ${String(error)})\n`);
          }
        }
        measured.push({
          label: `${scenario.label}, ${stat}`,
          value,
          status: first.status,
          note,
          cpu,
          sqlMs,
          load: loadavg()[0]!,
        });
        console.log(
          `${scenario.label.padEnd(34)} ${stat} ${value.toFixed(1).padStart(8)} ms  CPU ${cpu.toFixed(1).padStart(6)} ms  SQL ${sqlMs.toFixed(1).padStart(7)} ms  status ${first.status}  ${note}  load ${loadavg()[0]!.toFixed(1)}`,
        );
      }
      results.set(size, measured);
      writeTable(kind);
    }
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  function writeTable(name: string): void {
    const grown = [...results.keys()];
    const labels = results.get(grown[0]!)!.map((row) => row.label);
    // p95(100k) / p95(10k), the issue's bound on growth, when both sizes were measured.
    const ratio = (index: number) => {
      const small = results.get(10_000)?.[index];
      const large = results.get(100_000)?.[index];
      return small && large ? (large.value / small.value).toFixed(2) : '';
    };
    // Per size: wall time (p95, or p50 where the label says), the process's CPU time per call
    // (median) and the EXPLAIN ANALYZE execution time of the call's SQL.
    const lines = [
      `| ${name}: wall · CPU · SQL (ms) | ${grown.map((size) => size.toLocaleString('en')).join(' | ')} | 100k / 10k |`,
      `|---|${grown.map(() => '---').join('|')}|---|`,
      ...labels.map((label, index) => {
        const cells = grown.map((size) => {
          const row = results.get(size)![index]!;
          const status = row.status === 200 ? '' : ` (${row.status})`;
          const extra = row.note.startsWith('p95') ? '' : ` (${row.note})`;
          return `${row.value.toFixed(1)} · ${row.cpu.toFixed(1)} · ${row.sqlMs.toFixed(1)}${status}${extra} (load ${row.load.toFixed(1)})`;
        });
        return `| ${label} | ${cells.join(' | ')} | ${ratio(index)} |`;
      }),
      `| database / demands table with its indexes (MB) | ${grown
        .map((size) => {
          const space = sizes.get(size);
          return space ? `${space.database.toFixed(0)} / ${space.demands.toFixed(0)}` : '';
        })
        .join(' | ')} | |`,
    ];
    writeFileSync(path.join(OUT, `bench-${name}.md`), `${lines.join('\n')}\n`);
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  if (DATABASES.includes('pglite')) {
    const dir = mkdtempSync(path.join(tmpdir(), 'dpohub-bench-pglite-'));
    try {
      await bench('pglite', { kind: 'pglite', dataDir: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!DATABASES.includes('postgres')) return;
  if (!serverUrl) {
    console.log('\nPostgreSQL skipped: set TEST_DATABASE_URL=postgres://…/postgres');
    return;
  }
  const name = `dpohub_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await bench('postgres', { kind: 'postgres', url: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
