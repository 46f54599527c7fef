import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, type FileStorage, type StoredFile } from './file-storage';

// Keys are two hex levels plus a random name: <ab>/<32 hex>[.ext]. Anything else is refused,
// so a key read back from the database can never point outside the folder.
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}(\.[a-z0-9]{1,10})?$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,10}$/;
/** Suffix of a file still being written. */
export const PARTIAL_SUFFIX = '.part';
export { KEY_PATTERN as LOCAL_KEY_PATTERN };

/** The extension of the original name when it is short and plain ('Contrato.PDF' -> '.pdf'). */
function safeExtension(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return '';
  const extension = base.slice(dot + 1).toLowerCase();
  return EXTENSION_PATTERN.test(extension) ? `.${extension}` : '';
}

/** Files on the local disk under `rootDir`, with random names. */
export function createLocalFileStorage(rootDir: string): FileStorage {
  const root = path.resolve(rootDir);

  function pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new FileNotFoundError(key);
    return path.join(root, ...key.split('/'));
  }

  return {
    async save(content, originalName): Promise<StoredFile> {
      const name = randomBytes(16).toString('hex');
      const key = `${name.slice(0, 2)}/${name}${safeExtension(originalName)}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Written under a .part name and renamed when complete: a crash mid-write never leaves a
      // truncated file under a key (the start-up sweep removes .part leftovers).
      const partial = `${target}${PARTIAL_SUFFIX}`;
      try {
        if (Buffer.isBuffer(content)) {
          await writeFile(partial, content, { flag: 'wx' });
        } else {
          await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
        }
        await rename(partial, target);
      } catch (error) {
        // A stream that failed half-way (a size limit, a dropped upload) leaves nothing behind.
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size: (await stat(target)).size };
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
    },
  };
}

/** Reads a whole stream (small files and tests). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
