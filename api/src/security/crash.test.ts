import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/database';
import { simulationPayload } from '../simulator/simulator-test-support';
import { fillDataFolder } from '../test/test-databases';

// A real API process on an embedded data folder: a second process is refused (issue point 6);
// SIGKILL during a stream of concurrent writes, restart, every acknowledged write present and
// no file without its row (point 12).

const API_DIR = path.resolve(__dirname, '..', '..');
const PORT = 5391;
const BASE = `http://127.0.0.1:${PORT}/api`;
const BASIC = `Basic ${Buffer.from('dpohub-portal:dpohub-portal-secret').toString('base64')}`;

let dataDir: string;
const processes: ChildProcess[] = [];

function startApi(options: { ownPidNamespace?: boolean } = {}): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  // One process (tsx as a loader, not its wrapper): SIGKILL must reach the server itself.
  const node = [process.execPath, '--conditions=source', '--import', 'tsx', 'src/main.ts'];
  // Security H1: as a second container on the same volume, in a PID namespace of its own, where
  // the first process's pid means nothing (unshare needs root, which the CI runs as).
  const command = options.ownPidNamespace
    ? ['unshare', '--pid', '--fork', '--kill-child', ...node]
    : node;
  const child = spawn(command[0]!, command.slice(1), {
    cwd: API_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      JWT_SECRET: 'x'.repeat(48),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => text, exited };
}

async function waitHealthy(timeoutMs: number, output?: () => string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const response = await fetch(`${BASE}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API did not become healthy: ${output?.() ?? ''}`);
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${BASE}/oauth/token`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Admin@123' }),
  });
  const body = (await response.json()) as { access_token: string };
  return body.access_token;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-crash-'));
  // The first start finds this run's prepared database (migrated, with the demo data), as a start
  // finds the build's template: what is tested here is the lock, the crash and the restart.
  await fillDataFolder(path.join(dataDir, 'pglite'), true);
});
afterAll(() => {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

it('refuses a second process, survives a SIGKILL mid-writes with every acknowledged write and no orphan file', async () => {
  const first = startApi();
  await waitHealthy(400_000, first.output);

  // Point 6: a second process on the same data folder refuses to start.
  const second = startApi();
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain('is already using the embedded database');
  // Security H1: so does one in its own PID namespace (it took the folder over before).
  const isolated = startApi({ ownPidNamespace: true });
  expect(await isolated.exited).toBe(1);
  expect(isolated.output()).toContain('is already using the embedded database');
  process.stdout.write(
    `data-folder lock: a second API process in its own PID namespace exited ${isolated.child.exitCode}: ${isolated.output().trim().split('\n')[0]}\n`,
  );

  const token = await adminToken();
  const auth = { authorization: `Bearer ${token}` };
  const acknowledgedLawyers: number[] = [];
  const acknowledgedSimulations: number[] = [];
  let stop = false;

  async function lawyerWriter(worker: number) {
    for (let index = 0; !stop; index += 1) {
      try {
        const response = await fetch(`${BASE}/lawyer`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            id: 0,
            name: `Advogada Carga ${'abcdefghij'[worker]} ${'x'.repeat(index % 5)}`,
            status: true,
          }),
        });
        if (response.status === 201)
          acknowledgedLawyers.push(((await response.json()) as { id: number }).id);
      } catch {
        return; // the process is gone
      }
    }
  }
  async function uploadWriter() {
    while (!stop) {
      const form = new FormData();
      form.append('documentosDto', JSON.stringify(simulationPayload()));
      form.append(
        'files',
        new Blob([Buffer.alloc(256 * 1024, 37)], { type: 'application/pdf' }),
        'carga.pdf',
      );
      try {
        const response = await fetch(`${BASE}/simulacao_multa/documentos`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        if (response.ok)
          acknowledgedSimulations.push(((await response.json()) as { id: number }).id);
      } catch {
        return;
      }
    }
  }

  const writers = [
    lawyerWriter(0),
    lawyerWriter(1),
    lawyerWriter(2),
    uploadWriter(),
    uploadWriter(),
  ];
  const until = Date.now() + 60_000;
  while (acknowledgedLawyers.length + acknowledgedSimulations.length < 40 && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  first.child.kill('SIGKILL');
  await first.exited;
  stop = true;
  await Promise.all(writers);
  expect(acknowledgedLawyers.length).toBeGreaterThanOrEqual(10);
  expect(acknowledgedSimulations.length).toBeGreaterThanOrEqual(1);

  // Restart on the same folder: the dead process's lock is taken over, leftovers swept.
  const restarted = startApi();
  await waitHealthy(400_000, restarted.output);
  const again = { authorization: `Bearer ${await adminToken()}` };
  const lawyers = (await (await fetch(`${BASE}/lawyer`, { headers: again })).json()) as {
    id: number;
  }[];
  const lawyerIds = new Set(lawyers.map((lawyer) => lawyer.id));
  const missingLawyers = acknowledgedLawyers.filter((id) => !lawyerIds.has(id));
  const missingSimulations: number[] = [];
  for (const id of acknowledgedSimulations) {
    const download = await fetch(`${BASE}/simulacao_multa/download/${id}`, { headers: again });
    if (download.status !== 200 || (await download.arrayBuffer()).byteLength !== 256 * 1024) {
      missingSimulations.push(id);
    }
  }
  restarted.child.kill('SIGTERM');
  await restarted.exited;

  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const keys = (
    (await database.db.execute(
      sql`select storage_key as key from demand_documents
          union all select storage_key from demand_comment_attachments
          union all select storage_key from simulation_documents`,
    )) as unknown as { rows: { key: string }[] }
  ).rows.map((row) => row.key);
  await database.close();
  const filesDir = path.join(dataDir, 'files');
  // Every file on disk, staged ones included (a staged file left after the restart's sweep is
  // an orphan too): each must be a readable file a committed row names.
  const files = readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(filesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
  expect(files.length).toBeGreaterThan(0);
  const orphans = files.filter((file) => !keys.includes(file));

  process.stdout.write(
    `crash test: ${acknowledgedLawyers.length + acknowledgedSimulations.length} acknowledged writes checked after SIGKILL (${acknowledgedLawyers.length} lawyers, ${acknowledgedSimulations.length} uploads), ${missingLawyers.length + missingSimulations.length} missing, ${orphans.length} orphan files\n`,
  );
  expect({ missingLawyers, missingSimulations, orphans }).toEqual({
    missingLawyers: [],
    missingSimulations: [],
    orphans: [],
  });
}, 600_000);
