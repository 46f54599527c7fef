import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/** The embedded database folder is used by another live API process. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another DPOHUB API process (pid ${ownerPid}) is already using the embedded database in ` +
        `${dataDir}. The embedded database (PGlite) admits one process: stop that one first, or ` +
        `run several replicas over PostgreSQL (DATABASE_URL).`,
    );
    this.name = 'DataDirLockedError';
  }
}

export const LOCK_FILE_NAME = 'dpohub-api.lock';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the one-writer lock of an embedded data folder: a file holding this process id, created
 * exclusively. A lock left by a process that no longer runs (a crash, a SIGKILL) is taken over;
 * one held by a live process refuses the start. The folder is made if it does not exist yet.
 * Answers the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (ownerOf(lockPath) === process.pid) {
          try {
            unlinkSync(lockPath);
          } catch {
            // already gone
          }
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = ownerOf(lockPath);
      if (owner !== null && owner !== process.pid && isAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      if (owner === process.pid) throw new DataDirLockedError(dataDir, owner);
      // Stale (or half-written) lock of a process that is gone: take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        // another starter removed it first; try again
      }
    }
  }
  throw new Error(`Could not lock the embedded database folder ${dataDir}`);
}
