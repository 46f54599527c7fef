// Jest's global setup and teardown of the API project: this run's prepared databases
// (test-databases.ts), made by a process of their own with the workspace packages' sources
// (jest's module mapping does not apply here), and handed to the test files in the environment.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PREPARED_VARIABLE } from './prepared-variable';

const FOLDER_VARIABLE = 'DPOHUB_TEST_PREPARED_FOLDER';

function runCli(command: 'prepare' | 'drop', dir: string): void {
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('tsx/cli'),
      '--conditions=source',
      path.join(__dirname, 'prepared-databases-cli.ts'),
      command,
      dir,
    ],
    { stdio: 'inherit', env: process.env },
  );
  if (result.status !== 0) {
    throw new Error(
      `The test databases could not be ${command === 'prepare' ? 'prepared' : 'dropped'}`,
    );
  }
}

export async function prepare(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dpohub-prepared-'));
  runCli('prepare', dir);
  process.env[FOLDER_VARIABLE] = dir;
  process.env[PREPARED_VARIABLE] = readFileSync(path.join(dir, 'prepared.json'), 'utf8');
}

export async function drop(): Promise<void> {
  const dir = process.env[FOLDER_VARIABLE];
  if (!dir) return;
  try {
    runCli('drop', dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    delete process.env[FOLDER_VARIABLE];
    delete process.env[PREPARED_VARIABLE];
  }
}

export default prepare;
