import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { systemOf } from './system';

export default async function globalTeardown(config: FullConfig) {
  for (let index = 0; index < config.workers; index += 1) {
    const { pidFile } = systemOf(index);
    if (!existsSync(pidFile)) continue;
    const pid = Number(readFileSync(pidFile, 'utf8'));
    try {
      // the start script leads its own process group: stop it and every server it started
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(pidFile, { force: true });
  }
}
