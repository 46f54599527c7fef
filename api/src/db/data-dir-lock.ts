import { spawnSync } from 'node:child_process';
import { closeSync, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The embedded database folder is used by another API process. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: string | null,
  ) {
    super(
      `Another DPOHUB API process${owner ? ` (${owner})` : ''} is already using the embedded ` +
        `database in ${dataDir}. The embedded database (PGlite) admits one process: stop that ` +
        `one first, or run several replicas over PostgreSQL (DATABASE_URL).`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The folder cannot be locked at all (no `flock` program on this system). */
export class DataDirLockUnavailableError extends Error {
  constructor(
    readonly dataDir: string,
    reason: string,
  ) {
    super(
      `Could not lock the embedded database folder ${dataDir} (${reason}). The API needs the ` +
        '`flock` program (util-linux, present on every Debian and Alpine system) to make sure ' +
        'that one process alone writes to the embedded database.',
    );
    this.name = 'DataDirLockUnavailableError';
  }
}

export const LOCK_FILE_NAME = 'dpohub-api.lock';

/** Exit code `flock` answers when another open file holds the lock. */
const HELD_ELSEWHERE = 75;

/**
 * Takes an exclusive flock(2) lock on the open file `fd`. The lock belongs to the open file,
 * which this process keeps: `flock` (util-linux) receives a copy of the descriptor, locks it and
 * exits, and the kernel holds the lock until the last descriptor of that open file is closed,
 * that is until `release` or the death of this process, however it dies. Node has no flock of
 * its own; the program is on every Linux system the API runs on (Debian's util-linux).
 */
function flockExclusive(fd: number, dataDir: string): boolean {
  const result = spawnSync(
    'flock',
    ['--exclusive', '--nonblock', '--conflict-exit-code', String(HELD_ELSEWHERE), '3'],
    { stdio: ['ignore', 'ignore', 'pipe', fd] },
  );
  if (result.error) throw new DataDirLockUnavailableError(dataDir, result.error.message);
  if (result.status === HELD_ELSEWHERE) return false;
  if (result.status !== 0) {
    throw new DataDirLockUnavailableError(
      dataDir,
      String(result.stderr).trim() || `exit ${result.status}`,
    );
  }
  return true;
}

function ownerOf(lockPath: string): string | null {
  try {
    return readFileSync(lockPath, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/**
 * Takes the one-writer lock of an embedded data folder (security H1): an exclusive lock the
 * kernel keeps on the folder's lock file for as long as this process holds it open. Every
 * process that opens the folder asks for the same lock, so a second one is refused whether it
 * runs beside the first, in another PID namespace (two containers on one volume) or on another
 * mount of the same file system; a lock of a process that died is gone with it, with nothing
 * to guess. The file keeps the holder's pid and host for the refusal's message, and is never
 * deleted: a starter that opened it just before a deletion would lock a file nobody else sees.
 * The folder is made if it does not exist yet. Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  const fd = openSync(lockPath, 'a+');
  let locked = false;
  try {
    locked = flockExclusive(fd, dataDir);
  } finally {
    if (!locked) closeSync(fd);
  }
  if (!locked) throw new DataDirLockedError(dataDir, ownerOf(lockPath));
  ftruncateSync(fd, 0);
  writeSync(fd, `pid ${process.pid} on ${hostname()}\n`, 0);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    closeSync(fd);
  };
}
