import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

/**
 * The storage the configuration names: an S3-compatible bucket, or the local folder. The AWS SDK
 * loads only for a bucket: the embedded product never pays for it at start.
 */
export async function createFileStorage(config: Pick<Config, 'filesDir' | 's3'>): Promise<{
  storage: FileStorage;
  kind: 'local' | 's3';
  close(): void;
}> {
  if (config.s3) {
    const { createS3FileStorage } = await import('./s3-file-storage');
    const storage = createS3FileStorage(config.s3);
    return { storage, kind: 's3', close: () => storage.close() };
  }
  return { storage: createLocalFileStorage(config.filesDir), kind: 'local', close: () => {} };
}
