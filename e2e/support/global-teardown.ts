import { existsSync, readFileSync, rmSync } from 'node:fs';
import { pidFile } from './system';

export default async function globalTeardown() {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    // the start script leads its own process group: stop it and every server it started
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
  rmSync(pidFile, { force: true });
}
