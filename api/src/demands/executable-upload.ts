import { Transform, pipeline, type Readable } from 'node:stream';
import {
  EXECUTABLE_FILE_MESSAGE,
  EXECUTABLE_SIGNATURE_BYTES,
  looksLikeExecutable,
} from '@dpohub/domain';
import { badRequest } from '../errors/api-error';
import { CONTENT_SIGNATURE_BYTES, detectContentType } from '../files/content-type';
import type { FileStorage, StoredFile } from '../files/file-storage';

const HEAD_BYTES = Math.max(EXECUTABLE_SIGNATURE_BYTES, CONTENT_SIGNATURE_BYTES);

/** Passes the bytes on unchanged and keeps the first few, to look at once they are stored. */
class HeadKeeper extends Transform {
  head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: () => void) {
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.push(chunk);
    done();
  }
}

/**
 * Stages an upload like `storage.stage`, then refuses it (400, removed again) when its first
 * bytes are a program's, whatever its name says: a renamed 'setup.exe' is still a program.
 * Answers the stored file with the type its first bytes show (security L6), never the
 * uploader's word.
 */
export async function stageUnlessExecutable(
  storage: FileStorage,
  content: Readable,
  originalName: string,
): Promise<StoredFile & { contentType: string }> {
  // pipeline, not pipe: a source that closes early (a multipart body cut before its closing
  // boundary closes the file stream without an error) still ends the stored stream with one.
  const keeper = pipeline(content, new HeadKeeper(), () => {
    // Reported through the keeper, which the storage reads.
  });
  const stored = await storage.stage(keeper, originalName);
  if (looksLikeExecutable(keeper.head)) {
    await storage.remove(stored.key);
    throw badRequest(EXECUTABLE_FILE_MESSAGE);
  }
  return { ...stored, contentType: detectContentType(keeper.head, originalName) };
}
