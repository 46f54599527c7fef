// `npm test`: every check of the project, in order, with one closing line "N passed, N failed".
//   lint, type check, jest for every package (API suite on PGlite), the API suite again on a
//   real PostgreSQL server with an S3 bucket, the scaled-out topology (nginx, two API replicas,
//   PostgreSQL, S3), then the browser journeys against the system started from builds.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot, run, waitForUrl } from './lib.mjs';

const results = []; // { step, passed, failed }
const startedAt = Date.now();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'dpohub-test-'));

function jestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    // a suite that fails to run counts as a failure even with no test inside
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
  };
}

async function step(name, fn) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const outcome = await fn();
  console.log(
    `=== ${name}: ${outcome.failed === 0 ? 'ok' : 'FALHOU'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  results.push({ step: name, ...outcome });
}

async function checkStep(command, args) {
  const code = await run(command, args);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function jestStep(label, env = {}) {
  const out = path.join(tmp, `${label}.json`);
  const code = await run(
    'npx',
    ['jest', '--ci', '--maxWorkers=2', '--json', `--outputFile=${out}`],
    {
      env: { ...process.env, ...env },
    },
  );
  const counts = jestCounts(out) ?? { passed: 0, failed: 1 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

await run('bash', ['scripts/ensure-system-deps.sh']);

await step('lint (eslint)', () => checkStep('npx', ['eslint', '.', '--max-warnings=0']));
await step('type check (tsc -b)', () => checkStep('npx', ['tsc', '-b']));
await step('jest (todos os pacotes; API em PGlite)', () => jestStep('jest'));

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

if (process.env.SKIP_POSTGRES === '1') {
  console.log('\n(SKIP_POSTGRES=1: suíte da API em PostgreSQL e topologia ignoradas)');
} else {
  await step('jest (API em PostgreSQL + S3)', async () => {
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
      // Every test file gets its own database and its own bucket.
      return await jestStep('jest-postgres', {
        JEST_PROJECTS: 'api',
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
  });

  // PostgreSQL + nginx + two API replicas + S3, as docker-compose.yml describes them.
  await step('topologia (nginx, 2 réplicas, PostgreSQL, S3)', async () => {
    const out = path.join(tmp, 'topology.json');
    const code = await run('node', ['scripts/topology-test.mjs', `--json=${out}`]);
    if (!existsSync(out)) return { passed: 0, failed: 1 };
    const counts = JSON.parse(readFileSync(out, 'utf8'));
    if (code !== 0 && counts.failed === 0) counts.failed = 1;
    return counts;
  });
}

if (existsSync(path.join(repoRoot, 'e2e/playwright.config.ts'))) {
  await step('build (lerna run build)', () =>
    checkStep('npx', ['lerna', 'run', 'build', '--concurrency', '2']),
  );
  await step('e2e (Playwright + Chromium)', async () => {
    const out = path.join(tmp, 'e2e.json');
    const code = await run(
      'npx',
      ['playwright', 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      },
    );
    if (!existsSync(out)) return { passed: 0, failed: 1 };
    const stats = JSON.parse(readFileSync(out, 'utf8')).stats;
    const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
    return { passed: stats.expected + stats.flaky, failed };
  });
}

rmSync(tmp, { recursive: true, force: true });

console.log('\nResumo:');
for (const r of results)
  console.log(
    `  ${r.failed === 0 ? 'ok   ' : 'FALHA'} ${r.step}: ${r.passed} passed, ${r.failed} failed`,
  );
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\nTempo total: ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
