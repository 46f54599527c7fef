import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  FileNotFoundError,
  KEY_PATTERN,
  newFileKey,
  type FileStorage,
  type StoredFile,
} from './file-storage';

export { readAll } from './file-storage';

/** Staged files wait in this folder under the root; keys never start with it (two hex chars). */
const STAGING = '.staging';

/** Files on the local disk under `rootDir`, with random names (the embedded default). */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  function pathOf(key: string, staged = false): string {
    if (!KEY_PATTERN.test(key)) throw new FileNotFoundError(key);
    return staged
      ? path.join(root, STAGING, ...key.split('/'))
      : path.join(root, ...key.split('/'));
  }

  async function write(content: Readable | Buffer, target: string): Promise<number> {
    await mkdir(path.dirname(target), { recursive: true });
    try {
      if (Buffer.isBuffer(content)) {
        await writeFile(target, content, { flag: 'wx' });
      } else {
        await pipeline(content, createWriteStream(target, { flags: 'wx' }));
      }
    } catch (error) {
      // A stream that failed half-way (a size limit, a dropped upload) leaves nothing behind.
      await rm(target, { force: true });
      throw error;
    }
    return (await stat(target)).size;
  }

  async function* walk(dir: string, olderThan?: Date): AsyncGenerator<string> {
    let entries;
    try {
      entries = await readdir(dir, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(dir, full).split(path.sep).join('/');
      if (!KEY_PATTERN.test(key)) continue;
      if (olderThan && (await stat(full)).mtime >= olderThan) continue;
      yield key;
    }
  }

  async function stage(content: Readable | Buffer, originalName: string): Promise<StoredFile> {
    const key = newFileKey(originalName);
    return { key, size: await write(content, pathOf(key, true)) };
  }

  async function promote(key: string): Promise<void> {
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      // rename(2) is atomic on one file system: the file appears whole or not at all.
      await rename(pathOf(key, true), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      try {
        await stat(target); // promoted before: nothing to do
      } catch {
        throw new FileNotFoundError(key);
      }
    }
  }

  return {
    async save(content, originalName): Promise<StoredFile> {
      // Written whole in the staging area, then renamed into place: a crash mid-write never
      // leaves a truncated file under a readable key (the start-up sweep removes the leftover).
      const stored = await stage(content, originalName);
      await promote(stored.key);
      return stored;
    },

    stage,
    promote,

    listStaged(olderThan) {
      return walk(path.join(root, STAGING), olderThan);
    },

    async open(key): Promise<Readable> {
      const source = pathOf(key);
      try {
        await stat(source);
      } catch {
        throw new FileNotFoundError(key);
      }
      return createReadStream(source);
    },

    async remove(key): Promise<void> {
      if (!KEY_PATTERN.test(key)) return;
      await rm(pathOf(key), { force: true });
      await rm(pathOf(key, true), { force: true });
    },

    list() {
      return walk(root);
    },
  };
}
