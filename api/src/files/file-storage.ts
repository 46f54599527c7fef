import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** Where an attachment was kept: an opaque key, never derived from the client's file name. */
export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Attachments behind one small interface with two implementations: a folder on the local disk
 * (the embedded default) and an S3-compatible object store (several replicas share it). Callers
 * keep the original name (for Content-Disposition) in the database, beside the key. Content
 * always streams: no implementation holds a whole file in memory.
 *
 * Two ways to write:
 * - `save`: the file is readable at once (demo seed, simple callers that remove on failure);
 * - `stage` then `promote`: the bytes land in a staging area that `open` never reads; the caller
 *   commits the row naming the key, then promotes the file. A crash between the two leaves a
 *   staged file that `listStaged` finds at the next start: promote it when a committed row names
 *   its key, remove it otherwise. So a file is never visible without its committed row.
 */
export interface FileStorage {
  /** Stores the bytes under a new random key; `originalName` only lends its extension. */
  save(content: Readable | Buffer, originalName: string): Promise<StoredFile>;
  /** Like `save`, but into the staging area: invisible to `open` until promoted. */
  stage(content: Readable | Buffer, originalName: string): Promise<StoredFile>;
  /** Makes a staged file readable under the same key; promoting twice is not an error. */
  promote(key: string): Promise<void>;
  /** Staged keys last written before `olderThan` (for the sweep at start). */
  listStaged(olderThan: Date): AsyncIterable<string>;
  /** The stored bytes; rejects with FileNotFoundError for an unknown or staged key. */
  open(key: string): Promise<Readable>;
  /** Removes the file, staged or not; an unknown key is not an error (removal is idempotent). */
  remove(key: string): Promise<void>;
  /** Every readable key (tests and maintenance; streams the listing). */
  list(): AsyncIterable<string>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Stored file not found: ${key}`);
    this.name = 'FileNotFoundError';
  }
}

// Keys are two hex levels plus a random name: <ab>/<32 hex>[.ext]. Anything else is refused, so a
// key read back from the database can never point outside the folder or the bucket prefix.
export const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}(\.[a-z0-9]{1,10})?$/;
const EXTENSION_PATTERN = /^[a-z0-9]{1,10}$/;

/** The extension of the original name when it is short and plain ('Contrato.PDF' -> '.pdf'). */
function safeExtension(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot <= 0) return '';
  const extension = base.slice(dot + 1).toLowerCase();
  return EXTENSION_PATTERN.test(extension) ? `.${extension}` : '';
}

/** A new random key; the client's name lends at most a plain extension. */
export function newFileKey(originalName: string): string {
  const name = randomBytes(16).toString('hex');
  return `${name.slice(0, 2)}/${name}${safeExtension(originalName)}`;
}

/** Reads a whole stream (small files and tests). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Makes staged files readable once the row naming them is committed. A failure is logged, not
 * thrown: the write is acknowledged by its committed row, and the start-up sweep promotes a
 * file left staged (a staged file is never lost while a committed row names it).
 */
export async function promoteCommitted(
  storage: FileStorage,
  keys: readonly string[],
  log: { error(details: object, message: string): void },
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.promote(key).catch((error: unknown) => {
        log.error({ err: error, key }, 'staged file not promoted; the start-up sweep will');
      }),
    ),
  );
}
