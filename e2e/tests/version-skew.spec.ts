import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type webpackModule from 'webpack';
import { DEMO, signIn } from '../support/journeys';
import { E2E_PORTS, runtimeConfigFile } from '../support/system';

// A remote team ships alone: its build of mfe-admin, made against another shell contract
// version, is served from its own address and reaches the running shell by one line of runtime
// config (scripts/start.mjs RUNTIME_CONFIG_FILE), as a deploy would. No shell rebuild.

const repoRoot = path.resolve(__dirname, '../..');
const require_ = require;

/** Builds mfe-admin's container as if shared-ui's contract were at `version`. */
async function buildAdminWithContract(version: string): Promise<string> {
  const webpack = require_(path.join(repoRoot, 'node_modules/webpack')) as typeof webpackModule;
  const work = mkdtempSync(path.join(os.tmpdir(), `mfe-admin-contract-${version}-`));
  const versionModule = path.join(work, 'contract-version.ts');
  writeFileSync(
    versionModule,
    `export const SHELL_CONTRACT_VERSION = '${version}';\n` +
      `export function isContractCompatible(remoteVersion: string, shellVersion = SHELL_CONTRACT_VERSION) {\n` +
      `  return remoteVersion.split('.')[0] === shellVersion.split('.')[0];\n}\n`,
  );
  const configOf = require_(path.join(repoRoot, 'mfe-admin/webpack.config.js'));
  const configs = configOf({}, { mode: 'production' });
  // The container only (remoteEntry, manifest, exposed modules): the shell is its page here.
  const container = Array.isArray(configs) ? configs[0] : configs;
  container.output.path = path.join(work, 'dist');
  container.devtool = false;
  container.plugins.push(
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]contract[\\/]contract-version\.ts$/,
      versionModule,
    ),
  );
  await new Promise<void>((resolve, reject) =>
    webpack(container, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    }),
  );
  return path.join(work, 'dist');
}

async function serveRemote(dir: string, port: number) {
  const { serveApp } = require_(path.join(repoRoot, 'tooling/serve-app.js'));
  return serveApp({ dir, port }) as Promise<{ url: string; close: () => Promise<void> }>;
}

/** The one line of runtime config that points the shell at another build of a remote. */
function deploy(container: string, manifestUrl: string) {
  writeFileSync(runtimeConfigFile, JSON.stringify({ remotes: { [container]: manifestUrl } }));
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
  test.describe.configure({ timeout: 600_000 });
  const servers: { close: () => Promise<void> }[] = [];

  test.afterEach(async () => {
    rmSync(runtimeConfigFile, { force: true });
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  // 1.0.0: the contract whose `http` was an axios instance; 3.0.0: a newer major.
  for (const [version, portOffset] of [
    ['1.0.0', 150],
    ['3.0.0', 152],
  ] as const) {
    test(`a remote built against an incompatible contract (${version}) shows the contained message; every other area works`, async ({
      page,
    }) => {
      const dist = await buildAdminWithContract(version);
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
      expect(errors.join('\n')).toContain(`contractMismatch (remote ${version}, shell 2.0.0)`);
      // The menu, the top bar and the other areas keep working.
      await expect(page.getByRole('banner')).toBeVisible();
      await expectOtherAreasWork(page);
    });
  }

  test('a remote built against a newer compatible contract works', async ({ page }) => {
    const dist = await buildAdminWithContract('2.1.0');
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
