// Cold start of the built API (dist/server.js): time from spawning node to the first answer of
// GET /api/health, on a fresh DATA_DIR and again on the same folder. Run after the build:
//   npm run build -w @dpohub/api && npx tsx api/scripts/cold-start.ts
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.COLD_PORT ?? 10190);
const RUNS = Number(process.env.COLD_RUNS ?? 3);
const server = path.join(__dirname, '..', 'dist', 'server.js');

/** CPU seconds (user + system) the process used so far, from /proc (Linux). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

// On a busy machine the wall time mostly measures the queue for a core: the CPU time the start
// used is printed beside it.
async function startOnce(dataDir: string): Promise<{ wall: number; cpu: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'x'.repeat(40),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
      } catch {
        // not yet
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return { wall: performance.now() - started, cpu: cpuSeconds(child.pid!) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main(): Promise<void> {
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-cold-'));
    try {
      const fresh = await startOnce(dataDir);
      const again = await startOnce(dataDir);
      const show = (time: { wall: number; cpu: number }) =>
        `${time.wall.toFixed(0)} ms (CPU ${(time.cpu * 1000).toFixed(0)} ms)`;
      console.log(`fresh DATA_DIR ${show(fresh)} · existing DATA_DIR ${show(again)}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
