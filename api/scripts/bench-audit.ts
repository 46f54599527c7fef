// Audit trail benchmark (issue 31; not a test): the cost of writing an event per change, alone
// and with two replicas writing at once, and the trail's list, filters, export and verification
// at BENCH_AUDIT_EVENTS events (default 1 000 000), on PGlite and PostgreSQL.
//
//   npm run bench:audit -w @dpohub/api
//   BENCH_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:55502/postgres npm run bench:audit -w @dpohub/api
//
// Results: a markdown table per database on stdout and in BENCH_OUT (default ./bench-results).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Client, type Pool } from 'pg';
import { detailsDigest, eventHash, GENESIS_HASH } from '../src/audit/audit-chain';
import { verifyAuditChain } from '../src/audit/audit-verify';
import { recordAudit } from '../src/audit/audit-writer';
import { buildApp } from '../src/app';
import { systemClock } from '../src/clock';
import type { DatabaseTarget } from '../src/config';
import { openDatabase, type Database, type OpenDatabase } from '../src/db/database';
import { prepareDatabase } from '../src/db/prepare-database';
import { users } from '../src/db/schema';
import { bearer, signIn, testConfig } from '../src/test/test-app';

const EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const DATABASES = (process.env.BENCH_DB ?? 'pglite,postgres').split(',').map((db) => db.trim());
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WRITES = Number(process.env.BENCH_WRITES ?? 300);
const OUT = path.resolve(process.env.BENCH_OUT ?? 'bench-results');
const DAY = 24 * 60 * 60 * 1000;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function stats(times: number[]): { p50: number; p95: number } {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

const ms = (value: number) => value.toFixed(2);

/** Weighted kinds of a busy firm: sign-ins and saves are most of the trail. */
const KIND_WEIGHTS: [string, string, number][] = [
  ['auth.signIn', 'user', 30],
  ['assessment.saved', 'assessment', 14],
  ['demand.statusChanged', 'demand', 10],
  ['data.fileDownloaded', 'demand', 8],
  ['demand.fileAdded', 'demand', 7],
  ['demand.created', 'demand', 6],
  ['demand.internalChanged', 'demand', 5],
  ['user.changed', 'user', 5],
  ['auth.signInFailed', 'user', 4],
  ['demand.deadlineChanged', 'demand', 3],
  ['client.hoursAdded', 'client', 2],
  ['data.dossierDownloaded', 'assessment', 2],
  ['assessment.concluded', 'assessment', 2],
  ['data.exported', 'client', 1],
  ['user.disabled', 'user', 0.5],
  ['client.priceChanged', 'client', 0.4],
  ['client.functionsChanged', 'client', 0.09],
  ['client.removed', 'client', 0.01],
];
const TOTAL_WEIGHT = KIND_WEIGHTS.reduce((sum, [, , weight]) => sum + weight, 0);

/** A deterministic pseudo-random sequence (the same trail on every run). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pickKind(r: number): [string, string] {
  let left = r * TOTAL_WEIGHT;
  for (const [kind, record, weight] of KIND_WEIGHTS) {
    left -= weight;
    if (left <= 0) return [kind, record];
  }
  return ['auth.signIn', 'user'];
}

/**
 * N chained events over the last two years: 10 firm staff (ids 1-10) do 40 % of them, 3 000 client
 * users the rest; 800 clients (1001-1800), the first ten busier; records spread over their ranges.
 */
async function seedEvents(db: Database, pool: Pool, count: number): Promise<void> {
  const next = random(42);
  const start = Date.now() - 730 * DAY;
  const step = (730 * DAY) / count;
  let prevHash = GENESIS_HASH;
  const BATCH = 10_000;
  for (let from = 1; from <= count; from += BATCH) {
    const columns: unknown[][] = Array.from({ length: 14 }, () => []);
    for (let id = from; id < Math.min(from + BATCH, count + 1); id += 1) {
      const [kind, recordType] = pickKind(next());
      const firm = next() < 0.4;
      const actorId = firm ? 1 + Math.floor(next() * 10) : 11 + Math.floor(next() * 3000);
      const clientId = next() < 0.2 ? 1001 + Math.floor(next() * 10) : 1001 + Math.floor(next() * 800);
      const recordId =
        recordType === 'user'
          ? actorId
          : recordType === 'client'
            ? clientId
            : 1 + Math.floor(next() * 1_000_000);
      const details = {
        actorName: `Pessoa ${actorId}`,
        onBehalfOfName: null,
        ip: `10.${actorId % 250}.${clientId % 250}.${id % 250}`,
        recordLabel: recordType === 'demand' ? `Revisão de contrato ${recordId}` : null,
        changes:
          kind === 'demand.statusChanged'
            ? [{ field: 'status', before: 'PENDENTE', after: 'EM_ANDAMENTO' }]
            : kind === 'user.changed'
              ? [{ field: 'jobTitle', before: 'Analista', after: 'Coordenador' }]
              : [],
        note: null,
      };
      const fields = {
        id,
        occurredAt: new Date(Math.floor(start + id * step)),
        kind,
        actorKind: 'user',
        actorId,
        onBehalfOfId: null,
        clientId,
        recordType,
        recordId,
        firmOnly: kind === 'demand.internalChanged',
        detailsDigest: detailsDigest(details),
        prevHash,
      };
      const hash = eventHash(fields);
      prevHash = hash;
      const values = [
        fields.id,
        fields.occurredAt,
        kind,
        'user',
        actorId,
        clientId,
        recordType,
        recordId,
        fields.firmOnly,
        JSON.stringify(details),
        fields.detailsDigest,
        fields.prevHash,
        hash,
        null,
      ];
      values.forEach((value, index) => columns[index]!.push(value));
    }
    // The row before this one's hash is the chain's link: prevHash above is already the next one's.
    const prevHashes = columns[11]!;
    await pool.query(
      `insert into audit_events (id, occurred_at, kind, actor_kind, actor_id, client_id, record_type,
         record_id, firm_only, details, details_digest, prev_hash, hash)
       select * from unnest($1::bigint[], $2::timestamptz[], $3::text[], $4::text[], $5::int[],
         $6::int[], $7::text[], $8::bigint[], $9::boolean[], $10::jsonb[], $11::text[], $12::text[],
         $13::text[])`,
      [...columns.slice(0, 11), prevHashes, columns[12]],
    );
  }
  await db.execute(sql`analyze audit_events`);
}

/** A change's transaction: one user row updated, with or without its event. */
async function oneChange(db: Database, userId: number, withEvent: boolean, n: number) {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ jobTitle: `Cargo ${n}` }).where(eq(users.id, userId));
    if (withEvent) {
      await recordAudit(tx, systemClock, {
        kind: 'user.changed',
        actor: { kind: 'user', id: 1, name: 'Administrador DPOHUB', ip: '10.0.0.1' },
        clientId: 1001,
        record: { id: userId, label: 'bench' },
        changes: [{ field: 'jobTitle', before: `Cargo ${n - 1}`, after: `Cargo ${n}` }],
      });
    }
  });
}

async function writeCost(db: Database): Promise<string[]> {
  const lines: string[] = [];
  const userIds = ((await db.execute(sql`select id from users order by id limit 5`)) as unknown as {
    rows: { id: number }[];
  }).rows.map((row) => row.id);
  for (const withEvent of [false, true, false, true]) {
    const times: number[] = [];
    for (let n = 0; n < WRITES; n += 1) {
      const started = performance.now();
      await oneChange(db, userIds[n % userIds.length]!, withEvent, n);
      times.push(performance.now() - started);
    }
    const { p50, p95 } = stats(times);
    lines.push(
      `| one change, one at a time, ${withEvent ? 'with its event' : 'alone'} | ${WRITES} | ${ms(p50)} | ${ms(p95)} | ${loadavg()[0]!.toFixed(1)} |`,
    );
  }
  return lines;
}

/** Two pools ("replicas") of five connections each, changes of different users at once. */
async function concurrentWriteCost(a: Database, b: Database): Promise<string[]> {
  const lines: string[] = [];
  const userIds = ((await a.execute(sql`select id from users order by id limit 10`)) as unknown as {
    rows: { id: number }[];
  }).rows.map((row) => row.id);
  for (const withEvent of [false, true, false, true]) {
    const times: number[] = [];
    const started = performance.now();
    let n = 0;
    const worker = async (db: Database, lane: number) => {
      while (n < WRITES * 2) {
        const mine = (n += 1);
        const t0 = performance.now();
        await oneChange(db, userIds[lane]!, withEvent, mine);
        times.push(performance.now() - t0);
      }
    };
    await Promise.all(
      Array.from({ length: 10 }, (_, lane) => worker(lane % 2 === 0 ? a : b, lane)),
    );
    const seconds = (performance.now() - started) / 1000;
    const { p50, p95 } = stats(times);
    lines.push(
      `| two replicas × 5 connections, ${withEvent ? 'with events' : 'alone'} (${(times.length / seconds).toFixed(0)} changes/s) | ${times.length} | ${ms(p50)} | ${ms(p95)} | ${loadavg()[0]!.toFixed(1)} |`,
    );
  }
  return lines;
}

interface Scenario {
  label: string;
  as: 'admin' | 'client';
  url: string;
}

function scenarios(): Scenario[] {
  const list = '/api/auditoria?page=0&size=10';
  const display = (date: Date) => new Intl.DateTimeFormat('pt-BR').format(date);
  const month = `periodoInicial=${encodeURIComponent(display(new Date(Date.now() - 70 * DAY)))}&periodoFinal=${encodeURIComponent(display(new Date(Date.now() - 40 * DAY)))}`;
  const day = `periodoInicial=${encodeURIComponent(display(new Date(Date.now() - 200 * DAY)))}&periodoFinal=${encodeURIComponent(display(new Date(Date.now() - 200 * DAY)))}`;
  return [
    { label: 'firm: unfiltered', as: 'admin', url: list },
    { label: 'firm: page 500 (offset 5 000)', as: 'admin', url: list.replace('page=0', 'page=500') },
    { label: 'firm: last counted page', as: 'admin', url: list.replace('page=0', 'page=999') },
    { label: 'firm: a month', as: 'admin', url: `${list}&${month}` },
    { label: 'firm: a day, 200 days ago', as: 'admin', url: `${list}&${day}` },
    { label: 'firm: common kind (sign-in)', as: 'admin', url: `${list}&kind=auth.signIn` },
    { label: 'firm: rare kind (client removed)', as: 'admin', url: `${list}&kind=client.removed` },
    { label: 'firm: busy user (firm staff)', as: 'admin', url: `${list}&userId=3` },
    { label: 'firm: client user', as: 'admin', url: `${list}&userId=1500` },
    { label: 'firm: one client', as: 'admin', url: `${list}&clientId=1400` },
    { label: 'firm: busy client', as: 'admin', url: `${list}&clientId=1003` },
    { label: 'firm: client + rare kind', as: 'admin', url: `${list}&clientId=1400&kind=user.disabled` },
    { label: 'firm: staff user + rare kind', as: 'admin', url: `${list}&userId=3&kind=client.removed` },
    { label: 'firm: staff user + client', as: 'admin', url: `${list}&userId=3&clientId=1400` },
    { label: 'firm: rare kind + a month', as: 'admin', url: `${list}&kind=client.removed&${month}` },
    { label: 'firm: record (a user’s history)', as: 'admin', url: `${list}&recordType=user&recordId=1500` },
    { label: 'firm: record (a demand’s history)', as: 'admin', url: `${list}&recordType=demand&recordId=777` },
    { label: 'client admin: own client', as: 'client', url: list },
    { label: 'client admin: own client, a month', as: 'client', url: `${list}&${month}` },
    { label: 'client admin: own client + kind', as: 'client', url: `${list}&kind=user.changed` },
    { label: 'client admin: a user’s history', as: 'client', url: `${list}&recordType=user&recordId=1500` },
  ];
}

async function bench(kind: 'pglite' | 'postgres', target: DatabaseTarget): Promise<void> {
  const database: OpenDatabase = await openDatabase(target, { inWorker: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-bench-audit-'));
  const config = testConfig(dataDir, { seedDemo: true, logLevel: 'silent' });
  const lines = [
    `# Audit trail, ${kind}, ${EVENTS.toLocaleString('en')} events (${new Date().toISOString()})`,
    '',
    `## Writing an event per change, on a trail of ${EVENTS.toLocaleString('en')} events (ms)`,
    '',
    '| case | changes | p50 | p95 | load |',
    '|---|---|---|---|---|',
  ];
  let second: OpenDatabase | null = null;
  try {
    await prepareDatabase(database, { seedDemo: true });
    const pool = (database.db as unknown as { $client: Pool }).$client;
    const seeding = performance.now();
    await seedEvents(database.db, pool, EVENTS);
    const seeded = ((performance.now() - seeding) / 1000).toFixed(0);
    console.log(`${kind}: ${EVENTS} events seeded in ${seeded} s`);
    lines.push(...(await writeCost(database.db)));
    if (target.kind === 'postgres') {
      second = await openDatabase(target);
      lines.push(...(await concurrentWriteCost(database.db, second.db)));
    }

    const app = await buildApp({ config, database });
    await app.ready();
    const auth = {
      admin: bearer(await signIn(app, config, 'admin', 'Admin@123')).authorization,
      client: bearer(await signIn(app, config, 'cliente.admin', 'Cliente@123')).authorization,
    };
    lines.push('', '## The trail’s list through the API (ms, 10 a page)', '');
    lines.push('| scenario | status | rows | total | p50 | p95 | load |', '|---|---|---|---|---|---|---|');
    for (const scenario of scenarios()) {
      const times: number[] = [];
      let last = { statusCode: 0, body: '' };
      for (let run = 0; run < RUNS + 3; run += 1) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: scenario.url,
          headers: { authorization: auth[scenario.as] },
        });
        if (run >= 3) times.push(performance.now() - started);
        last = { statusCode: response.statusCode, body: response.body };
      }
      const page = last.statusCode === 200 ? (JSON.parse(last.body) as { content: unknown[]; totalElements: number; totalCapped?: boolean }) : null;
      const { p50, p95 } = stats(times);
      lines.push(
        `| ${scenario.label} | ${last.statusCode} | ${page?.content.length ?? '-'} | ${page ? `${page.totalElements}${page.totalCapped ? '+' : ''}` : '-'} | ${ms(p50)} | ${ms(p95)} | ${loadavg()[0]!.toFixed(1)} |`,
      );
    }
    lines.push('', '## Export and verification', '');
    const display = (date: Date) => new Intl.DateTimeFormat('pt-BR').format(date);
    const exportStarted = performance.now();
    const exported = await app.inject({
      method: 'GET',
      url: `/api/auditoria/export-excel?periodoInicial=${encodeURIComponent(display(new Date(Date.now() - 40 * DAY)))}&periodoFinal=${encodeURIComponent(display(new Date(Date.now() - 10 * DAY)))}`,
      headers: { authorization: auth.admin },
    });
    lines.push(
      `- export of 30 days (firm): ${exported.statusCode}, ${(exported.rawPayload.length / 1e6).toFixed(1)} MB in ${((performance.now() - exportStarted) / 1000).toFixed(1)} s`,
    );
    const verifyStarted = performance.now();
    const verified = await verifyAuditChain(database.db);
    lines.push(
      `- verification of the whole chain: ok ${verified.ok}, ${verified.checked} events in ${((performance.now() - verifyStarted) / 1000).toFixed(1)} s`,
    );
    await app.close();
  } finally {
    await second?.close();
    await database.close().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
  const text = `${lines.join('\n')}\n`;
  console.log(`\n${text}`);
  writeFileSync(path.join(OUT, `bench-audit-${kind}.md`), text);
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  if (DATABASES.includes('pglite')) {
    const dir = mkdtempSync(path.join(tmpdir(), 'dpohub-bench-audit-pglite-'));
    try {
      await bench('pglite', { kind: 'pglite', dataDir: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!DATABASES.includes('postgres')) return;
  const serverUrl = process.env.TEST_DATABASE_URL;
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
