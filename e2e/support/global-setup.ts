import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir, pidFile, shellUrl, apiUrl, systemEnv } from './system';

const repoRoot = path.resolve(__dirname, '../..');

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`O sistema não respondeu em ${url}`);
}

/** Starts the built system (npm start without the build step) on the e2e ports, fresh data. */
export default async function globalSetup() {
  if (!existsSync(path.join(repoRoot, 'shell/dist/index.html'))) {
    throw new Error('Builds ausentes: rode `npx lerna run build` antes das jornadas e2e.');
  }
  rmSync(dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: systemEnv(),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  writeFileSync(pidFile, String(child.pid));
  child.unref();
  await waitFor(`${apiUrl}/api/health`, 120_000);
  await waitFor(`${shellUrl}/config.json`, 60_000);
}
