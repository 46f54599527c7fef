import { Readable, Transform, pipeline } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3Settings } from '../config';
import {
  FileNotFoundError,
  KEY_PATTERN,
  newFileKey,
  type FileStorage,
  type StoredFile,
} from './file-storage';

/** Staged objects wait under this prefix; keys never start with it (two hex chars). */
const STAGING = '.staging/';

/**
 * Multipart part size: the most one upload holds in memory at a time (one part in flight,
 * queueSize 1). 5 MiB is the smallest part S3 accepts; a smaller file goes in one PUT.
 */
const PART_SIZE = 5 * 1024 * 1024;

/** The official AWS SDK client for the settings; credentials come from the SDK's usual chain. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible servers refuse the
    // aws-chunked uploads with trailing checksums the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** Counts the bytes that stream through, so the size is known without buffering the file. */
function byteCounter(): Transform & { bytes: number } {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      counter.bytes += chunk.length;
      done(null, chunk);
    },
  }) as Transform & { bytes: number };
  counter.bytes = 0;
  return counter;
}

/** Attachments in an S3-compatible bucket (AWS S3, MinIO, Ceph...), shared by every replica. */
export function createS3FileStorage(
  settings: S3Settings,
  client: S3Client = createS3Client(settings),
): FileStorage & { close(): void } {
  const { bucket, prefix } = settings;
  const objectKey = (key: string, staged = false) => {
    if (!KEY_PATTERN.test(key)) throw new FileNotFoundError(key);
    return `${prefix}${staged ? STAGING : ''}${key}`;
  };

  async function write(content: Readable | Buffer, target: string): Promise<number> {
    const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
    const counter = byteCounter();
    // pipeline, not pipe: an error on the source (a dropped upload), and a source that closes
    // before its end without one (a multipart body cut before its closing boundary), both reach
    // the upload through the counter instead of leaving it waiting for bytes that never come.
    pipeline(source, counter, () => {
      // Reported through the counter, which the upload reads.
    });
    const upload = new Upload({
      client,
      params: { Bucket: bucket, Key: target, Body: counter },
      queueSize: 1,
      partSize: PART_SIZE,
      // A failed multipart upload is aborted: no part is left behind in the bucket.
      leavePartsOnError: false,
    });
    await upload.done();
    return counter.bytes;
  }

  async function* listKeys(under: string, olderThan?: Date): AsyncGenerator<string> {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: under, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(under.length) ?? '';
        if (!KEY_PATTERN.test(key)) continue;
        if (olderThan && object.LastModified && object.LastModified >= olderThan) continue;
        yield key;
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    async save(content, originalName): Promise<StoredFile> {
      const key = newFileKey(originalName);
      return { key, size: await write(content, objectKey(key)) };
    },

    async stage(content, originalName): Promise<StoredFile> {
      const key = newFileKey(originalName);
      return { key, size: await write(content, objectKey(key, true)) };
    },

    async promote(key): Promise<void> {
      // A server-side copy (no byte passes through the API), then the staged object goes.
      try {
        await client.send(
          new CopyObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            CopySource: `${bucket}/${encodeURI(objectKey(key, true))}`,
          }),
        );
      } catch (error) {
        if (!isNotFound(error)) throw error;
        try {
          await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
          return; // promoted before: nothing to do
        } catch (headError) {
          if (isNotFound(headError)) throw new FileNotFoundError(key);
          throw headError;
        }
      }
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key, true) }));
    },

    listStaged(olderThan) {
      return listKeys(`${prefix}${STAGING}`, olderThan);
    },

    async open(key): Promise<Readable> {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return object.Body as Readable;
      } catch (error) {
        if (isNotFound(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },

    async remove(key): Promise<void> {
      if (!KEY_PATTERN.test(key)) return;
      // One DeleteObject each (a missing object is not an error in S3): DeleteObjects needs a
      // checksum header that some S3-compatible servers read differently.
      await Promise.all(
        [objectKey(key), objectKey(key, true)].map((Key) =>
          client.send(new DeleteObjectCommand({ Bucket: bucket, Key })),
        ),
      );
    },

    list() {
      return listKeys(prefix);
    },

    close() {
      client.destroy();
    },
  };
}
