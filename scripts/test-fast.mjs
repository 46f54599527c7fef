// `npm run test:fast`: the checks of daily work, on what a change touches (README). The change is
// everything since the branch left main (TEST_FAST_BASE: another commit), committed or not:
//   lint of the changed files (eslint, with its cache), the type check (tsc -b, incremental: the
//   changed projects and those that use them), and, through Nx, the unit and screen tests of the
//   projects the change affects and of those that depend on them, with the API's routes on the
//   embedded database (`test:fast`: every API test but the system ones, api/jest.config.js). Nx
//   keeps each project's result and runs it again only when its inputs change.
// The whole gate stays `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './lib.mjs';
import { runStages } from './stages.mjs';

const git = (...args) =>
  execFileSync('git', args, {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  })
    .split('\n')
    .filter(Boolean);

/** Where the change starts: TEST_FAST_BASE, else where the branch left main (or origin/main). */
function changeBase() {
  if (process.env.TEST_FAST_BASE) return process.env.TEST_FAST_BASE;
  for (const main of ['main', 'origin/main']) {
    try {
      return git('merge-base', 'HEAD', main)[0];
    } catch {
      // no such branch here
    }
  }
  return 'HEAD';
}

const base = changeBase();
const changed = [
  ...new Set([
    ...git('diff', '--name-only', '--diff-filter=d', base),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(path.join(repoRoot, file)));
const linted = changed.filter((file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file));
console.log(`Mudança desde ${base.slice(0, 10)}: ${changed.length} arquivos.`);

const ok = (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
const nx = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };

await runStages([
  {
    name: `lint (eslint, ${linted.length} arquivos mudados)`,
    run: async () =>
      linted.length
        ? ok(
            await run('npx', [
              'eslint',
              '--cache',
              '--cache-location',
              'node_modules/.cache/eslint/',
              '--max-warnings=0',
              ...linted,
            ]),
          )
        : { passed: 1, failed: 0 },
  },
  {
    name: 'type check (tsc -b, incremental)',
    run: async () => ok(await run('npx', ['tsc', '-b'])),
  },
  {
    name: 'jest (nx affected: unidades, telas, rotas da API em PGlite)',
    cores: 2,
    run: async () =>
      ok(
        await run(
          'npx',
          [
            'nx',
            'affected',
            '-t',
            'test:fast',
            `--base=${base}`,
            '--parallel=2',
            '--outputStyle=stream',
          ],
          { env: nx },
        ),
      ),
  },
]).then((results) => process.exit(results.some((r) => r.failed) ? 1 : 0));
