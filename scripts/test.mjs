// `npm test`: every check of the project, with one closing line "N passed, N failed":
//   lint, type check, jest for every package (API suite on PGlite), the API suite again on a
//   real PostgreSQL server with an S3 bucket, the production builds, the scaled-out topology
//   (nginx, two API replicas, PostgreSQL, S3) and the browser journeys against the system started
//   from the builds.
// Stages that do not wait for each other run side by side (stages.mjs), the builds first since
// the journeys and the topology wait for them; the closing table gives each stage's start, time
// and result. SKIP_POSTGRES=1 leaves out the PostgreSQL run and the topology.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot, run, waitForUrl } from './lib.mjs';
import { runStages } from './stages.mjs';
import { jestCounts, journeyFailures } from './reports.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'dpohub-test-'));
const withPostgres = process.env.SKIP_POSTGRES !== '1';

async function checkStep(command, args) {
  const code = await run(command, args);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function jestStep(label, projects, env = {}) {
  const out = path.join(tmp, `${label}.json`);
  const code = await run(
    'npx',
    [
      'jest',
      '--ci',
      '--maxWorkers=2',
      '--json',
      `--outputFile=${out}`,
      '--selectProjects',
      ...projects,
    ],
    { env: { ...process.env, ...env } },
  );
  const counts = jestCounts(out) ?? { passed: 0, failed: 1 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** s3rver (an S3 protocol server from npm) on a private folder, for the API suite's bucket. */
async function startS3Server(dir, port) {
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'node_modules/s3rver/bin/s3rver.js'),
      '-d',
      dir,
      '-a',
      '127.0.0.1',
      '-p',
      port,
      '--silent',
    ],
    { stdio: 'ignore' },
  );
  const up = await waitForUrl(`http://127.0.0.1:${port}/`, 20_000);
  return { up, stop: () => child.kill('SIGTERM') };
}

/** The API suite on a private PostgreSQL server, with an S3 bucket per test file. */
async function apiOnPostgres() {
  // Its own folder, readable by the postgres user that runs the server (mkdtemp makes 0700).
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dpohub-pg-'));
  chmodSync(dir, 0o755);
  const port = process.env.TEST_PG_PORT ?? '55432';
  const s3Port = process.env.TEST_S3_PORT ?? '55433';
  if ((await run('bash', ['scripts/pg-test-server.sh', 'start', dir, port])) !== 0) {
    return { passed: 0, failed: 1 };
  }
  const s3 = await startS3Server(path.join(dir, 's3'), s3Port);
  try {
    if (!s3.up) return { passed: 0, failed: 1 };
    return await jestStep('jest-postgres', ['api'], {
      TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
      TEST_S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    });
  } finally {
    s3.stop();
    await run('bash', ['scripts/pg-test-server.sh', 'stop', dir]);
  }
}

/** PostgreSQL + nginx + two API replicas + S3, as docker-compose.yml describes them. */
async function topology() {
  const out = path.join(tmp, 'topology.json');
  const base = Number(process.env.TOPOLOGY_PORT_BASE ?? 18100);
  const code = await run('node', ['scripts/topology-test.mjs', '--built', `--json=${out}`], {
    // Its own PostgreSQL server, beside the API suite's (TEST_PG_PORT).
    env: { ...process.env, TEST_PG_PORT: String(base + 4) },
  });
  if (!existsSync(out)) return { passed: 0, failed: 1 };
  const counts = JSON.parse(readFileSync(out, 'utf8'));
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

async function journeys() {
  const out = path.join(tmp, 'e2e.json');
  const code = await run(
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out } },
  );
  if (!existsSync(out)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const { stats } = report;
  const failed = stats.unexpected + stats.flaky + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected, failed, failures: journeyFailures(report) };
}

const UI_PROJECTS = [
  'domain',
  'shared-ui',
  'shell',
  'mfe-auth',
  'mfe-demands',
  'mfe-admin',
  'mfe-budget',
  'mfe-assessments',
  'mfe-simulator',
];

await run('bash', ['scripts/ensure-system-deps.sh']);

// In order of priority: the builds first, which the journeys and the topology wait for; each
// stage's `cores` is what it keeps busy (two jest workers, two builds at a time, two browsers).
const stages = [
  {
    name: 'build (lerna run build)',
    cores: 2,
    run: () => checkStep('npx', ['lerna', 'run', 'build', '--concurrency', '2']),
  },
  {
    name: 'e2e (Playwright + Chromium, 2 workers)',
    needs: ['build (lerna run build)'],
    cores: 2,
    run: journeys,
  },
  { name: 'lint (eslint)', run: () => checkStep('npx', ['eslint', '.', '--max-warnings=0']) },
  { name: 'type check (tsc -b)', run: () => checkStep('npx', ['tsc', '-b']) },
  { name: 'jest (domain, telas)', cores: 2, run: () => jestStep('jest-ui', UI_PROJECTS) },
  { name: 'jest (API em PGlite)', cores: 2, run: () => jestStep('jest-api', ['api']) },
  ...(withPostgres
    ? [
        { name: 'jest (API em PostgreSQL + S3)', cores: 2, run: apiOnPostgres },
        {
          name: 'topologia (nginx, 2 réplicas, PostgreSQL, S3)',
          needs: ['build (lerna run build)'],
          run: topology,
        },
      ]
    : []),
];

if (!withPostgres) {
  console.log('(SKIP_POSTGRES=1: suíte da API em PostgreSQL e topologia ignoradas)');
}
const results = await runStages(stages);
rmSync(tmp, { recursive: true, force: true });
const failed = results.reduce((n, r) => n + r.failed, 0);
process.exit(failed === 0 ? 0 : 1);
