import type { Config } from '../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The storage the configuration names: an S3-compatible bucket, or the local folder. */
export function createFileStorage(config: Pick<Config, 'filesDir' | 's3'>): {
  storage: FileStorage;
  kind: 'local' | 's3';
  close(): void;
} {
  if (config.s3) {
    const storage = createS3FileStorage(config.s3);
    return { storage, kind: 's3', close: () => storage.close() };
  }
  return { storage: createLocalFileStorage(config.filesDir), kind: 'local', close: () => {} };
}
