// Load test of the API with autocannon (not a test): a server process on seeded data, a sign-in
// storm of LOAD_USERS distinct users (with other users' calls measured during it), then the
// common journeys of those users for LOAD_DURATION seconds: lists with filters, a demand's
// details, its comments, a file download.
//
//   npm run load -w @dpohub/api                       # embedded PGlite
//   LOAD_DB=postgres TEST_DATABASE_URL=postgres://…/postgres npm run load -w @dpohub/api
//
// LOAD_DEMANDS (10000) rows seeded; LOAD_USERS (200) connections, one user each; LOAD_RATE
// (1) calls per second per user (0.2: one call every 5 s; 0: each user calls again as soon as
// answered, no think time);
// LOAD_PORT (10180); LOAD_KEEP=1 keeps the data folder (its path is printed) to time calls by hand.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { openDatabase, type OpenDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare-database';
import { LOAD_PASSWORD, RARE_TERM, growTo, seedScaleBase } from './scale-seed';

const DEMANDS = Number(process.env.LOAD_DEMANDS ?? 10_000);
const USERS = Number(process.env.LOAD_USERS ?? 200);
const DURATION = Number(process.env.LOAD_DURATION ?? 60);
const RATE = Number(process.env.LOAD_RATE ?? 1);
const PORT = Number(process.env.LOAD_PORT ?? 10180);
const KIND = process.env.LOAD_DB === 'postgres' ? 'postgres' : 'pglite';
const BASIC = `Basic ${Buffer.from('dpohub-portal:dpohub-portal-secret').toString('base64')}`;
const BASE = `http://127.0.0.1:${PORT}`;

interface Fixture {
  staff: string[];
  client: string[];
  demands: { id: number; document: number }[];
}

async function rows<T>(database: OpenDatabase, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

/** Seeds the data, the load users (a fifth firm staff, the rest Acme administrators) and files. */
async function prepare(database: OpenDatabase, filesDir: string): Promise<Fixture> {
  await prepareDatabase(database, { seedDemo: true });
  await seedScaleBase(database.db);
  await growTo(database.db, DEMANDS);
  await database.db.execute(
    sql.raw(`insert into users (username, email, name, password_hash, employee_daniel_law, client_id, admin,
       enabled, terms_accepted_at, created_at, updated_at)
     select 'load' || i, 'load' || i || '@exemplo.com.br', 'Usuário de Carga ' || i,
       (select password_hash from users where username = 'carga1'),
       case when i % 5 = 0 then 1 else 2 end, case when i % 5 = 0 then null else 1001 end,
       i % 5 = 0, true, now(), now(), now()
     from generate_series(1, ${USERS}) i
     on conflict do nothing`),
  );
  await database.db.execute(
    sql.raw(`insert into user_roles (user_id, role_id)
     select u.id, r.role_id from users u
     join users model on model.username = case when u.admin then 'admin' else 'cliente.admin' end
     join user_roles r on r.user_id = model.id
     where u.username like 'load%'
     on conflict do nothing`),
  );
  const demands = await rows<{ id: number; document: number; key: string }>(
    database,
    `select d.id, doc.id as document, doc.storage_key as key from demands d
     join demand_documents doc on doc.demand_id = d.id
     where d.client_id = 1001 order by d.id desc limit 300`,
  );
  const pdf = Buffer.from(`%PDF-1.4\n${'x'.repeat(20_000)}\n%%EOF\n`);
  for (const demand of demands) {
    const file = path.join(filesDir, ...demand.key.split('/'));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pdf);
  }
  // The rows say the size of the file the download streams.
  await database.db.execute(
    sql.raw(`update demand_documents set size = ${pdf.length}
     where id in (${demands.map((demand) => demand.document).join(',') || 'null'})`),
  );
  const users = Array.from({ length: USERS }, (_, index) => index + 1);
  return {
    staff: users.filter((i) => i % 5 === 0).map((i) => `load${i}`),
    client: users.filter((i) => i % 5 !== 0).map((i) => `load${i}`),
    demands: demands.map(({ id, document }) => ({ id, document })),
  };
}

/** The built server (dist/server.js, as the product runs) when there is one, else the sources. */
function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const built = path.join(__dirname, '..', 'dist', 'server.js');
  const args = existsSync(built)
    ? [built]
    : ['--conditions=source', '--import', 'tsx', path.join(__dirname, '..', 'src', 'main.ts')];
  console.log(`server: ${existsSync(built) ? 'dist/server.js' : 'src/main.ts'}`);
  return spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const response = await fetch(`${BASE}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the API did not start');
}

function summary(label: string, result: autocannon.Result): void {
  const { latency, requests } = result;
  console.log(
    `${label}: ${result['2xx']} ok, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} time-outs; ` +
      `${requests.average.toFixed(0)} req/s; latency p50 ${latency.p50} ms, p90 ${latency.p90} ms, ` +
      `p97.5 ${latency.p97_5} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
  );
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([status, { count }]) => `${status} x ${count}`)
    .join(', ');
  if (result.non2xx) console.log(`  statuses: ${statuses}`);
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** A few calls of users who are already signed in, to compare with and without the storm. */
function bystanders(tokens: Map<string, string>, fixture: Fixture, duration: number) {
  const staffTokens = fixture.staff.map((name) => tokens.get(name)!).slice(0, 10);
  let next = 0;
  return autocannon({
    url: BASE,
    connections: 10,
    duration,
    connectionRate: 2,
    requests: [
      {
        method: 'GET',
        setupRequest: (request, context: Record<string, string>) => {
          context.token ??= staffTokens[next++ % staffTokens.length]!;
          return {
            ...request,
            path: '/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc&status=EM_CURSO',
            headers: { authorization: `Bearer ${context.token}` },
          };
        },
      },
    ],
  });
}

async function signInStorm(users: string[]): Promise<{ tokens: Map<string, string> }> {
  const tokens = new Map<string, string>();
  let next = 0;
  const result = await autocannon({
    url: BASE,
    connections: users.length,
    amount: users.length,
    timeout: 120,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context: Record<string, string>) => {
          context.user = users[next++ % users.length]!;
          return {
            ...request,
            path: '/api/oauth/token',
            headers: {
              authorization: BASIC,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({
              grant_type: 'password',
              username: context.user,
              password: LOAD_PASSWORD,
            }).toString(),
          };
        },
        onResponse: (status, body, context: Record<string, string>) => {
          if (status === 200) {
            tokens.set(context.user!, (JSON.parse(body) as { access_token: string }).access_token);
          }
        },
      },
    ],
  });
  summary(`sign-in storm of ${users.length} distinct users`, result);
  return { tokens };
}

/** Failed journey calls by status and route, filled by `journeys`. */
const refused = new Map<string, number>();

function journeys(tokens: Map<string, string>, fixture: Fixture) {
  const staff = new Set(fixture.staff);
  const order = [...fixture.staff, ...fixture.client];
  let next = 0;
  const staffLists = [
    '/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc',
    '/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc&status=EM_CURSO',
    `/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc&filtro=${RARE_TERM}`,
    '/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc&filtro=politica',
    '/api/solicitacao/filter?archived=false&page=3&size=10&sort=createdAt,desc',
    '/api/solicitacao/filter?archived=true&page=0&size=10&sort=prazo,asc',
    '/api/user/filter?page=0&size=10&sort=name,asc&search=otavio',
    '/api/simulacao_multa/filter?page=0&size=10&sort=createdAt,desc',
  ];
  const clientLists = [
    '/api/solicitacao/documentos-consultas/filter?page=0&size=10&sort=prazo,asc',
    '/api/solicitacao/documentos-consultas/filter?page=0&size=10&sort=prazo,asc&status=PENDENTE',
    '/api/solicitacao/documentos-consultas/filter?page=0&size=10&sort=prazo,asc&demanda=politica',
    '/api/solicitacao/filter?archived=false&page=0&size=10&sort=prazo,asc&filtro=contrato',
  ];
  const as = (context: Record<string, unknown>) => {
    if (!context.user) {
      context.user = order[next++ % order.length];
      context.staff = staff.has(context.user as string);
    }
    return { authorization: `Bearer ${tokens.get(context.user as string)}` };
  };
  const step =
    (route: (context: Record<string, unknown>) => string) =>
    (request: autocannon.Request, context: Record<string, unknown>) => {
      context.path = route(context);
      return { ...request, method: 'GET' as const, headers: as(context), path: context.path };
    };
  // Which calls failed, by status and route (ids replaced), printed after the run.
  const onResponse = (status: number, _body: string, context: Record<string, unknown>) => {
    if (status < 400) return;
    const route = `${status} ${String(context.path).split('?')[0]!.replace(/\d+/g, '{id}')}`;
    refused.set(route, (refused.get(route) ?? 0) + 1);
  };
  return autocannon({
    url: BASE,
    connections: order.length,
    duration: DURATION,
    timeout: 10,
    // autocannon paces a connection at 1 call/s at the least: a slower pace per user (think
    // time) is given as the same total rate over all the connections.
    ...(RATE >= 1
      ? { connectionRate: RATE }
      : RATE > 0
        ? { overallRate: Math.max(1, Math.round(RATE * order.length)) }
        : {}),
    requests: [
      { setupRequest: step((c) => pick(c.staff ? staffLists : clientLists)), onResponse },
      {
        setupRequest: step((c) => {
          c.demand = pick(fixture.demands);
          return `/api/solicitacao/${(c.demand as { id: number }).id}`;
        }),
        onResponse,
      },
      {
        setupRequest: step(
          (c) => `/api/solicitacao/${(c.demand as { id: number }).id}/solicitacao-comentario`,
        ),
        onResponse,
      },
      { setupRequest: step((c) => pick(c.staff ? staffLists : clientLists)), onResponse },
      {
        setupRequest: step(
          (c) => `/api/solicitacao/download/${(c.demand as { document: number }).document}`,
        ),
        onResponse,
      },
    ],
  });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-load-'));
  const filesDir = path.join(dataDir, 'files');
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (KIND === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl)
      throw new Error('LOAD_DB=postgres needs TEST_DATABASE_URL=postgres://…/postgres');
    const name = `dpohub_load_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const cleanup = new Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  }
  const database = await openDatabase(
    databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
  );
  const seeding = performance.now();
  const fixture = await prepare(database, filesDir);
  await database.close();
  console.log(
    `${KIND}: ${DEMANDS} demands and ${USERS} load users ready in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );

  const server = startServer({
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  try {
    await waitForHealth();
    // Ten users sign in first; their calls are measured alone, then during the storm of all.
    const early = fixture.staff.slice(0, 10);
    const { tokens: earlyTokens } = await signInStorm(early);
    const quiet = await bystanders(earlyTokens, fixture, 10);
    summary('other users alone (10 users, 2 calls/s each)', quiet);
    const [storm, during] = await Promise.all([
      signInStorm([...fixture.staff, ...fixture.client]),
      bystanders(earlyTokens, fixture, 10),
    ]);
    summary('other users during the storm', during);
    const tokens = new Map([...earlyTokens, ...storm.tokens]);
    if (tokens.size !== USERS) throw new Error(`only ${tokens.size} of ${USERS} users signed in`);
    const result = await journeys(tokens, fixture);
    summary(
      `journeys: ${USERS} users, ${DURATION} s, ${RATE > 0 ? `${RATE} call/s per user` : 'no think time'}`,
      result,
    );
    for (const [route, count] of refused) console.log(`  refused: ${route} x ${count}`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await dropDatabase();
    if (process.env.LOAD_KEEP === '1') console.log(`kept the data folder ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
