import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/journeys';
import { deploy, serveRemote, undeploy } from '../support/remote-builds';
import { E2E_PORTS } from '../support/system';

// A remote team ships alone: its build of mfe-admin, made against another shell contract
// version, is served from its own address and reaches the running shell by one line of runtime
// config (scripts/start.mjs RUNTIME_CONFIG_FILE), as a deploy would. No shell rebuild.

const repoRoot = path.resolve(__dirname, '../..');
const require_ = require;
/** Folders of the builds served by the current test, removed after it. */
const builds: string[] = [];
/** The contract version the system was built with (shared-ui's contract-version.ts). */
const BUILT_CONTRACT: string = require_(
  path.join(repoRoot, 'tooling/mf-shared.js'),
).contractVersion();

/**
 * mfe-admin's production build as webpack makes it against shared-ui's contract at `version`.
 * A build reports its contract version only as the literal its exposed `./app` module carries
 * (`contractVersion:"2.0.0"`; the shared contract module keeps its package version), so that
 * build is the system's own with that one literal changed: a copy of mfe-admin/dist, not a
 * fourth webpack run. The literal must be there exactly once, or the build changed and this
 * copy would no longer be the other build.
 */
function buildAdminWithContract(version: string): string {
  const dist = path.join(
    mkdtempSync(path.join(os.tmpdir(), `mfe-admin-contract-${version}-`)),
    'dist',
  );
  builds.push(path.dirname(dist));
  cpSync(path.join(repoRoot, 'mfe-admin/dist'), dist, { recursive: true });
  const exposed = readdirSync(dist).filter((name) =>
    /^__federation_expose_app\.[0-9a-f]+\.js$/.test(name),
  );
  expect(exposed).toHaveLength(1);
  const file = path.join(dist, exposed[0]!);
  const literal = `contractVersion:"${BUILT_CONTRACT}"`;
  const code = readFileSync(file, 'utf8');
  expect(code.split(literal)).toHaveLength(2);
  writeFileSync(file, code.replace(literal, `contractVersion:"${version}"`));
  // Its compressed copies are the old text: the server compresses the new one itself.
  rmSync(`${file}.gz`, { force: true });
  rmSync(`${file}.br`, { force: true });
  return dist;
}

async function expectOtherAreasWork(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('list', { name: 'Funções' })).toBeVisible();
  await page.goto('/demands');
  await expect(page.getByRole('button', { name: /Nova Solicitação/i }).first()).toBeVisible();
  await page.goto('/fineSimulator');
  await expect(page.getByText('Não foi possível carregar esta área. Tente novamente.')).toHaveCount(
    0,
  );
}

test.describe('remotes shipped alone against the running shell', () => {
  const servers: { close: () => Promise<void> }[] = [];

  test.afterEach(async () => {
    undeploy();
    await Promise.all(servers.splice(0).map((server) => server.close()));
    for (const dir of builds.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  // 1.0.0: the contract whose `http` was an axios instance; 3.0.0: a newer major.
  for (const [version, portOffset] of [
    ['1.0.0', 150],
    ['3.0.0', 152],
  ] as const) {
    test(`a remote built against an incompatible contract (${version}) shows the contained message; every other area works`, async ({
      page,
    }) => {
      const dist = buildAdminWithContract(version);
      const remote = await serveRemote(dist, E2E_PORTS.admin + portOffset);
      servers.push(remote);
      deploy('mfe_admin', `${remote.url}/mf-manifest.json`);

      const errors: string[] = [];
      page.on('console', (message) => errors.push(message.text()));
      await signIn(page, DEMO.admin);
      await page.goto('/users');
      await expect(
        page.getByRole('alert').getByText('Não foi possível carregar esta área. Tente novamente.'),
      ).toBeVisible();
      // It was this remote's own build that was refused, for its contract version.
      expect(errors.join('\n')).toContain(
        `contractMismatch (remote ${version}, shell ${BUILT_CONTRACT})`,
      );
      // The menu, the top bar and the other areas keep working.
      await expect(page.getByRole('banner')).toBeVisible();
      await expectOtherAreasWork(page);
    });
  }

  test('a remote built against a newer compatible contract works', async ({ page }) => {
    const dist = buildAdminWithContract('2.9.0');
    const remote = await serveRemote(dist, E2E_PORTS.admin + 151);
    servers.push(remote);
    deploy('mfe_admin', `${remote.url}/mf-manifest.json`);

    const loaded: string[] = [];
    page.on('requestfinished', (request) => loaded.push(request.url()));
    await signIn(page, DEMO.admin);
    await page.goto('/users');
    await expect(page.getByRole('table', { name: 'Usuários' })).toBeVisible();
    // Served by the new build, not the one the system started with.
    expect(loaded.some((url) => url.startsWith(`${remote.url}/`))).toBe(true);
    await expectOtherAreasWork(page);
  });
});
