import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { systemOf } from './system';

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

/** Starts one system from the builds (npm start without the build step), with fresh data. */
async function startSystem(index: number) {
  const system = systemOf(index);
  rmSync(system.dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: system.env(),
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  writeFileSync(system.pidFile, String(child.pid));
  child.unref();
  await waitFor(`${system.apiUrl}/api/health`, 120_000);
  await waitFor(`${system.shellUrl}/config.json`, 60_000);
}

/** Starts a system for each worker (system.ts), all at once. */
export default async function globalSetup(config: FullConfig) {
  if (!existsSync(path.join(repoRoot, 'shell/dist/index.html'))) {
    throw new Error('Builds ausentes: rode `npx lerna run build` antes das jornadas e2e.');
  }
  await Promise.all(Array.from({ length: config.workers }, (_, index) => startSystem(index)));
}
