// The scaled-out topology of docker-compose.yml, run on this machine without containers:
// Debian's PostgreSQL and nginx, two API replicas (the built bundle), and s3rver (an S3 protocol
// server from npm) as the object store. Checks, through the balancer and on each replica:
// shared sessions and lockouts, files in the object store, a SIGKILLed replica during writes,
// a SIGTERMed replica under load. Ends with "N passed, N failed".
//   node scripts/topology-test.mjs [--built] [--json=FILE]
//   --built: the API is already built (npm test builds everything first); otherwise it is built here.
//   TOPOLOGY_PORT_BASE (default 18100): balancer, replica A, replica B, object store = base..base+3;
//   TEST_PG_PORT (default base+4): the private PostgreSQL server.
import { createHash, randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HeadObjectCommand, CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { repoRoot, run } from './lib.mjs';

const startedAt = Date.now();
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
const base = Number(process.env.TOPOLOGY_PORT_BASE ?? 18100);
const PORTS = { lb: base, a: base + 1, b: base + 2, s3: base + 3 };
const PG_PORT = Number(process.env.TEST_PG_PORT ?? base + 4);
const jsonOut = process.argv.find((arg) => arg.startsWith('--json='))?.slice('--json='.length);
const tmp = mkdtempSync(path.join(os.tmpdir(), 'dpohub-topology-'));
chmodSync(tmp, 0o755);

const BUCKET = 'dpohub-files';
const S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }; // s3rver's keys
const DATABASE_URL = `postgres://postgres@127.0.0.1:${PG_PORT}/dpohub`;
const CLIENT = { id: 'dpohub-portal', secret: 'dpohub-portal-secret' };
const BASIC = `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`;
const LB = `http://127.0.0.1:${PORTS.lb}`;

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`  ${ok ? 'ok    ' : 'FALHOU'} ${name}${detail ? ` (${detail})` : ''}`);
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---------- processes ----------
const children = [];
function spawnLogged(name, command, args, env = {}) {
  const log = path.join(tmp, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', fd, fd],
  });
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const entry = { name, child, log, exited, running: true };
  exited.then(() => (entry.running = false));
  children.push(entry);
  return entry;
}
function tail(entry, lines = 15) {
  if (!existsSync(entry.log)) return '';
  return readFileSync(entry.log, 'utf8').trim().split('\n').slice(-lines).join('\n');
}

async function waitFor(url, ok = (r) => r.status === 200, timeoutMs = 120_000, process = null) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && (process === null || process.running)) {
    try {
      if (ok(await fetch(url))) return true;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return false;
}

const JWT_SECRET = randomBytes(48).toString('base64url');
function startReplica(name, port) {
  const dataDir = path.join(tmp, `data-${name}`);
  const entry = spawnLogged(`api-${name}`, process.execPath, ['api/dist/server.js'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL,
    FILE_STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${PORTS.s3}`,
    AWS_ACCESS_KEY_ID: S3_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3_CREDENTIALS.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    JWT_SECRET,
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'info',
  });
  return Object.assign(entry, { port, dataDir, url: `http://127.0.0.1:${port}` });
}

function nginxConfig() {
  const conf = path.join(tmp, 'nginx.conf');
  const temp = (dir) => path.join(tmp, 'nginx', dir);
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${path.join(tmp, 'nginx.pid')};
error_log ${path.join(tmp, 'nginx-error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream dpohub_api {
    zone dpohub_api 64k;
    server 127.0.0.1:${PORTS.a} max_fails=1 fail_timeout=5s;
    server 127.0.0.1:${PORTS.b} max_fails=1 fail_timeout=5s;
  }
  server {
    listen 127.0.0.1:${PORTS.lb};
    location /api/ {
      proxy_pass http://dpohub_api;
      include ${path.join(repoRoot, 'deploy/nginx/api-proxy.conf')};
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  return conf;
}

// ---------- HTTP helpers ----------
async function login(baseUrl, username, password) {
  const response = await fetch(`${baseUrl}/api/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  const body = await response.json().catch(() => ({}));
  return { status: response.status, body, token: body.access_token };
}
const auth = (token) => ({ authorization: `Bearer ${token}` });
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

/** A simulation as the internal simulator saves it (spec 4): one row per call. */
const SIMULATION = {
  id: 0,
  ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`infracao${i + 1}`, i === 9])),
  grauDano: 0,
  etapa3pergunta1: 'Nenhuma',
  etapa3pergunta2: 'Nenhuma',
  etapa3pergunta3: 'Nenhuma',
  etapa3pergunta4: 'Nenhuma',
  ...Object.fromEntries(
    Array.from({ length: 7 }, (_, i) => [`etapa3pergunta5campo${i + 1}`, false]),
  ),
  naoTemFaturamento: false,
  valorFaturamento: 1000000,
  valorTributos: 0,
  valorVantagemAuferidaEstimavel: 0,
};

/**
 * Sends requests through the balancer from `concurrency` loops until `stop()` resolves; each
 * outcome is kept with its start time. `make(i)` builds one request and says how to read it.
 */
async function load({ concurrency, durationMs, make, during }) {
  const outcomes = [];
  let stopped = false;
  let counter = 0;
  const t0 = Date.now();
  const loops = Array.from({ length: concurrency }, async () => {
    while (!stopped) {
      const i = counter++;
      const { url, init, kind } = make(i);
      const started = Date.now() - t0;
      try {
        const response = await fetch(url, init);
        const body = await response.text();
        outcomes.push({
          kind,
          started,
          ended: Date.now() - t0,
          status: response.status,
          body,
          upstream: response.headers.get('x-upstream'),
        });
      } catch (error) {
        outcomes.push({ kind, started, ended: Date.now() - t0, status: 0, body: String(error) });
      }
    }
  });
  const event = during ? during(t0) : Promise.resolve(null);
  await sleep(durationMs);
  stopped = true;
  await Promise.all(loops);
  return { outcomes, event: await event, t0 };
}

// ---------- the run ----------
const s3 = new S3Client({
  endpoint: `http://127.0.0.1:${PORTS.s3}`,
  region: 'us-east-1',
  forcePathStyle: true,
  credentials: S3_CREDENTIALS,
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
});
let sql;
let pgStarted = false;

async function main() {
  console.log(
    `topologia: balanceador ${LB}, réplicas :${PORTS.a} e :${PORTS.b}, S3 :${PORTS.s3}, PostgreSQL :${PG_PORT}`,
  );
  if (
    !process.argv.includes('--built') &&
    (await run('npm', ['run', 'build', '-w', '@dpohub/domain', '-w', '@dpohub/api'])) !== 0
  )
    throw new Error('API build failed');

  // PostgreSQL (Debian's server, private data folder), the object store, the balancer.
  if (
    (await run('bash', [
      'scripts/pg-test-server.sh',
      'start',
      path.join(tmp, 'pg'),
      String(PG_PORT),
    ])) !== 0
  ) {
    throw new Error('PostgreSQL did not start (apt-get install postgresql)');
  }
  pgStarted = true;
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
  });
  await admin.connect();
  await admin.query('CREATE DATABASE dpohub');
  await admin.end();
  sql = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });

  const s3server = spawnLogged('s3rver', process.execPath, [
    path.join(repoRoot, 'node_modules/s3rver/bin/s3rver.js'),
    '-d',
    path.join(tmp, 's3'),
    '-a',
    '127.0.0.1',
    '-p',
    String(PORTS.s3),
    '--silent',
  ]);
  if (!(await waitFor(`http://127.0.0.1:${PORTS.s3}/`, (r) => r.status < 500, 20_000))) {
    throw new Error(`s3rver did not start:\n${tail(s3server)}`);
  }
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET }));

  mkdirSync(path.join(tmp, 'nginx'), { recursive: true });
  const nginxBin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const nginx = spawnLogged('nginx', nginxBin, ['-c', nginxConfig(), '-p', tmp]);

  // 1. Two replicas started together: one migrates and seeds, the other waits on the lock.
  console.log('\n1. duas réplicas iniciadas juntas');
  let t = Date.now();
  let a = startReplica('a', PORTS.a);
  let b = startReplica('b', PORTS.b);
  const ready = await Promise.all([
    waitFor(`${a.url}/api/ready`, undefined, 120_000, a),
    waitFor(`${b.url}/api/ready`, undefined, 120_000, b),
  ]);
  if (!ready.every(Boolean)) throw new Error(`replicas not ready:\n${tail(a)}\n---\n${tail(b)}`);
  const journal = JSON.parse(
    readFileSync(path.join(repoRoot, 'api/drizzle/meta/_journal.json'), 'utf8'),
  );
  const migrations = (
    await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations')
  ).rows[0].n;
  const admins = (await sql.query(`select count(*)::int as n from users where username = 'admin'`))
    .rows[0].n;
  check('ambas prontas (GET /api/ready 200)', true, seconds(Date.now() - t));
  check(
    'migrações aplicadas uma vez só',
    migrations === journal.entries.length,
    `${migrations} de ${journal.entries.length}`,
  );
  check('dados de demonstração criados uma vez só', admins === 1, `${admins} usuário admin`);
  if (!(await waitFor(`${LB}/api/ready`, (r) => r.status === 200, 10_000))) {
    throw new Error(`nginx did not answer:\n${tail(nginx)}`);
  }

  // 2. A token issued by A works on B and through the balancer.
  console.log('\n2. sessão emitida por uma réplica vale na outra');
  const fromA = await login(a.url, 'admin', 'Admin@123');
  const fromB = await login(b.url, 'cliente.admin', 'Cliente@123');
  const meOn = async (baseUrl, token) =>
    (await fetch(`${baseUrl}/api/user/me`, { headers: auth(token) })).status;
  check(
    'token de A aceito em B (GET /api/user/me)',
    fromA.status === 200 && (await meOn(b.url, fromA.token)) === 200,
  );
  check('token de B aceito em A', fromB.status === 200 && (await meOn(a.url, fromB.token)) === 200);
  const viaLb = await Promise.all(Array.from({ length: 6 }, () => meOn(LB, fromA.token)));
  check(
    'token aceito pelo balanceador (6 pedidos)',
    viaLb.every((s) => s === 200),
    viaLb.join(','),
  );

  // 3. Five wrong passwords spread over both replicas lock the account everywhere.
  console.log('\n3. bloqueio por senhas erradas compartilhado');
  const targets = [a.url, b.url, a.url, b.url, LB];
  const wrong = [];
  for (const target of targets) wrong.push(await login(target, 'cliente.usuario', 'Errada@123'));
  check(
    'cinco senhas erradas em A, B, A, B e balanceador contam juntas',
    wrong.slice(0, 4).every((r) => r.status === 400) &&
      wrong
        .slice(0, 4)
        .map((r) => r.body.attemptsLeft)
        .join(',') === '4,3,2,1',
    wrong.map((r) => `${r.status}:${r.body.attemptsLeft ?? '-'}`).join(' '),
  );
  const afterLock = [];
  for (const target of [a.url, b.url, LB])
    afterLock.push((await login(target, 'cliente.usuario', 'Usuario@123')).status);
  check(
    'senha certa recusada com 429 em A, B e no balanceador',
    afterLock.every((s) => s === 429),
    afterLock.join(','),
  );

  // 3b. A per-IP limit of a public call (captcha challenges, 30 a minute) counts over both
  // replicas: 40 calls alternating A and B (20 each, under the limit of either alone) meet 429.
  console.log('\n3b. limite por IP compartilhado (desafio do captcha, 30 por minuto)');
  // One fixed window of the counter: start at least 15 s before the minute turns.
  const secondsLeft = 60 - (Math.floor(Date.now() / 1000) % 60);
  if (secondsLeft < 15) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000));
  const challenges = [];
  for (let index = 0; index < 40; index += 1) {
    const target = index % 2 === 0 ? a.url : b.url;
    challenges.push((await fetch(`${target}/api/captcha/challenge`)).status);
  }
  const accepted = challenges.filter((status) => status === 200).length;
  check(
    '40 desafios alternando A e B: 30 aceitos, os demais 429',
    accepted === 30 && challenges.slice(30).every((status) => status === 429),
    `${accepted} x 200, ${challenges.filter((status) => status === 429).length} x 429`,
  );

  // 4. A file uploaded through A downloads byte for byte through B, from the object store.
  console.log('\n4. arquivo enviado por A, baixado por B, guardado no S3');
  const bytes = randomBytes(3 * 1024 * 1024 + 17);
  const form = new FormData();
  form.append('documentosDto', JSON.stringify(SIMULATION));
  form.append('files', new Blob([bytes], { type: 'application/pdf' }), '../../Laudo técnico.pdf');
  t = Date.now();
  const uploaded = await fetch(`${a.url}/api/simulacao_multa/documentos`, {
    method: 'POST',
    headers: auth(fromB.token),
    body: form,
  });
  const simulation = await uploaded.json();
  check(
    'upload por A',
    uploaded.status === 200,
    `${uploaded.status}, ${bytes.length} bytes, ${seconds(Date.now() - t)}`,
  );
  for (const [label, baseUrl] of [
    ['B', b.url],
    ['balanceador', LB],
  ]) {
    const download = await fetch(`${baseUrl}/api/simulacao_multa/download/${simulation.id}`, {
      headers: auth(fromB.token),
    });
    const got = Buffer.from(await download.arrayBuffer());
    check(
      `download por ${label} idêntico (sha256)`,
      download.status === 200 && sha256(got) === sha256(bytes),
      `${download.status}, ${got.length} bytes`,
    );
  }
  const { rows } = await sql.query(
    'select storage_key, size from simulation_documents where simulation_id = $1',
    [simulation.id],
  );
  const head = await s3
    .send(new HeadObjectCommand({ Bucket: BUCKET, Key: rows[0].storage_key }))
    .catch(() => null);
  check(
    'objeto no bucket com o tamanho do arquivo',
    head?.ContentLength === bytes.length,
    `s3://${BUCKET}/${rows[0]?.storage_key}`,
  );
  const onDisk = [a, b].flatMap((replica) =>
    existsSync(replica.dataDir)
      ? readdirSync(replica.dataDir, { recursive: true, withFileTypes: true }).filter(
          (e) => e.isFile() && e.parentPath.includes('files'),
        )
      : [],
  );
  check(
    'nenhum arquivo no disco das réplicas',
    onDisk.length === 0,
    `${onDisk.length} arquivo(s) em DATA_DIR/files`,
  );

  // 5. SIGKILL of A during a stream of writes: no acknowledged write lost, B keeps serving.
  console.log('\n5. SIGKILL em A durante uma sequência de gravações');
  const writer = fromB.token;
  const save = () => ({
    kind: 'save',
    url: `${LB}/api/simulacao_multa/save`,
    init: {
      method: 'POST',
      headers: { ...auth(writer), 'content-type': 'application/json' },
      body: JSON.stringify(SIMULATION),
    },
  });
  const rowsBefore = (await sql.query('select count(*)::int as n from fine_simulations')).rows[0].n;
  const killed = await load({
    concurrency: 4,
    durationMs: 5000,
    make: save,
    during: async (t0) => {
      await sleep(1500);
      a.child.kill('SIGKILL');
      const killedAt = Date.now() - t0;
      await a.exited;
      return { killedAt, goneAt: Date.now() - t0 };
    },
  });
  const { killedAt: killAt, goneAt } = killed.event;
  const acked = killed.outcomes.filter((o) => o.status === 200).map((o) => JSON.parse(o.body).id);
  const failedWrites = killed.outcomes.filter((o) => o.status !== 200);
  const stored = (
    await sql.query('select count(*)::int as n from fine_simulations where id = any($1)', [acked])
  ).rows[0].n;
  const rowsAdded =
    (await sql.query('select count(*)::int as n from fine_simulations')).rows[0].n - rowsBefore;
  // Once the process is gone, nginx's connection is refused and goes to B: no failure after that.
  const lateFailures = failedWrites.filter((o) => o.started > goneAt);
  const afterKill = killed.outcomes.filter((o) => o.started > killAt && o.status === 200).length;
  console.log(
    `     ${killed.outcomes.length} gravações em 5 s, SIGKILL em ${seconds(killAt)}: ${acked.length} confirmadas, ${failedWrites.length} falharam (${failedWrites.map((o) => o.status).join(',') || '-'}); ${rowsAdded} linhas novas no banco`,
  );
  check(
    'nenhuma gravação confirmada perdida',
    stored === acked.length,
    `${stored} de ${acked.length} no banco`,
  );
  // nginx resends a write A failed; the copy runs on B only if A never started it. So each
  // request adds at most one row: confirmed ones exactly one, failed ones none or one.
  const resent = killed.outcomes.filter((o) => o.upstream?.includes(','));
  check(
    'nenhuma gravação aplicada duas vezes',
    rowsAdded >= acked.length && rowsAdded <= acked.length + failedWrites.length,
    `${rowsAdded} linhas para ${acked.length} confirmadas e ${failedWrites.length} falhas; ${resent.length} reenviadas a B (${resent.map((o) => o.status).join(',') || '-'})`,
  );
  check(
    'o balanceador segue servindo por B',
    afterKill > 0 && lateFailures.length === 0,
    `${afterKill} confirmadas depois do SIGKILL, ${lateFailures.length} falhas depois que o processo sumiu (${seconds(goneAt)})`,
  );
  check('A morreu de fato', (await a.exited).signal === 'SIGKILL');

  // A comes back (the later start finds nothing to migrate) before the next scenario.
  t = Date.now();
  a = startReplica('a', PORTS.a);
  check(
    'A reiniciada e pronta de novo',
    await waitFor(`${a.url}/api/ready`, undefined, 120_000, a),
    seconds(Date.now() - t),
  );
  await sleep(5500); // nginx's fail_timeout: A is tried again

  // 6. SIGTERM to B under load: every request answered.
  console.log('\n6. SIGTERM em B sob carga');
  const reader = fromA.token;
  const mixed = (i) => {
    if (i % 3 === 0) return save();
    if (i % 3 === 1)
      return { kind: 'me', url: `${LB}/api/user/me`, init: { headers: auth(reader) } };
    return {
      kind: 'login',
      url: `${LB}/api/oauth/token`,
      init: {
        method: 'POST',
        headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'password',
          username: 'admin',
          password: 'Admin@123',
        }),
      },
    };
  };
  const rowsBeforeTerm = (await sql.query('select count(*)::int as n from fine_simulations'))
    .rows[0].n;
  const termed = await load({
    concurrency: 6,
    durationMs: 6000,
    make: mixed,
    during: async (t0) => {
      await sleep(2000);
      b.child.kill('SIGTERM');
      const at = Date.now() - t0;
      const exit = await b.exited;
      return { at, exitedAfter: Date.now() - t0 - at, exit };
    },
  });
  const failures = termed.outcomes.filter((o) => o.status !== 200);
  const byUpstream = {};
  for (const o of termed.outcomes) {
    const side = o.started < termed.event.at ? 'antes' : 'depois';
    const who = o.upstream?.endsWith(`:${PORTS.a}`)
      ? 'A'
      : o.upstream?.endsWith(`:${PORTS.b}`)
        ? 'B'
        : (o.upstream ?? '?');
    byUpstream[`${side} ${who}`] = (byUpstream[`${side} ${who}`] ?? 0) + 1;
  }
  const termAcked = termed.outcomes
    .filter((o) => o.kind === 'save' && o.status === 200)
    .map((o) => JSON.parse(o.body).id);
  const termStored = (
    await sql.query('select count(*)::int as n from fine_simulations where id = any($1)', [
      termAcked,
    ])
  ).rows[0].n;
  const inFlightOnB = termed.outcomes.filter(
    (o) =>
      o.upstream?.endsWith(`:${PORTS.b}`) &&
      o.started < termed.event.at &&
      o.ended > termed.event.at,
  ).length;
  const lastByB = Math.max(
    0,
    ...termed.outcomes.filter((o) => o.upstream?.endsWith(`:${PORTS.b}`)).map((o) => o.ended),
  );
  console.log(
    `     ${termed.outcomes.length} pedidos em 6 s (gravações, leituras, logins), SIGTERM em ${seconds(termed.event.at)}; por réplica: ${JSON.stringify(byUpstream)}`,
  );
  check(
    'nenhum pedido falhou',
    failures.length === 0,
    `${failures.length} falhas${
      failures.length
        ? `: ${failures
            .slice(0, 5)
            .map((o) => `${o.kind} ${o.status}`)
            .join(', ')}`
        : ''
    }`,
  );
  check(
    'B terminou os pedidos em curso e saiu com código 0',
    termed.event.exit.code === 0,
    `saiu ${seconds(termed.event.exitedAfter)} após o SIGTERM; ${inFlightOnB} pedidos em curso em B terminaram com 200; última resposta de B em ${seconds(lastByB)}`,
  );
  const termRowsAdded =
    (await sql.query('select count(*)::int as n from fine_simulations')).rows[0].n - rowsBeforeTerm;
  const termResent = termed.outcomes.filter((o) => o.upstream?.includes(','));
  check(
    'gravações confirmadas sob carga estão no banco, cada uma uma vez',
    termStored === termAcked.length && termRowsAdded === termAcked.length,
    `${termStored} de ${termAcked.length}, ${termRowsAdded} linhas novas; ${termResent.length} pedidos reenviados a A pelo balanceador`,
  );
}

let crashed = null;
try {
  await main();
} catch (error) {
  crashed = error;
  console.error(`\nFALHOU: ${error instanceof Error ? error.message : String(error)}`);
  for (const entry of children) console.error(`--- ${entry.name} (${entry.log})\n${tail(entry)}`);
} finally {
  for (const entry of children.reverse()) {
    if (entry.running) {
      entry.child.kill(entry.name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
      await Promise.race([entry.exited, sleep(10_000)]);
      if (entry.running) entry.child.kill('SIGKILL');
    }
  }
  await sql?.end();
  s3.destroy();
  if (pgStarted) await run('bash', ['scripts/pg-test-server.sh', 'stop', path.join(tmp, 'pg')]);
  if (!process.env.KEEP_TOPOLOGY) rmSync(tmp, { recursive: true, force: true });
}

const passed = checks.filter((c) => c.ok).length;
const failed = checks.length - passed + (crashed ? 1 : 0);
console.log(`\ntopologia: ${seconds(Date.now() - startedAt)}`);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ passed, failed }));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
