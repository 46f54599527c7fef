import type { Readable } from 'node:stream';

/** Where an attachment was kept: an opaque key, never derived from the client's file name. */
export interface StoredFile {
  key: string;
  size: number;
}

/**
 * Attachments behind one small interface, so an S3-compatible store can replace the local disk.
 * Callers keep the original name (for Content-Disposition) in the database, beside the key.
 */
export interface FileStorage {
  /** Stores the bytes under a new random key; `originalName` only lends its extension. */
  save(content: Readable | Buffer, originalName: string): Promise<StoredFile>;
  /** The stored bytes; rejects with FileNotFoundError for an unknown key. */
  open(key: string): Promise<Readable>;
  /** Removes the file; an unknown key is not an error (removal is idempotent). */
  remove(key: string): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Stored file not found: ${key}`);
    this.name = 'FileNotFoundError';
  }
}
