import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Settings } from '../config';
import { FileNotFoundError, readAll, type FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3Client, createS3FileStorage } from './s3-file-storage';

// The same promises, kept by both implementations: the local folder, and the official AWS SDK
// against an S3 protocol server (s3rver) started here.
let workDir: string;
let s3rver: S3rver;
let endpoint: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'dpohub-storage-'));
  process.env.AWS_ACCESS_KEY_ID ??= 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'S3RVER';
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(workDir, 's3rver'),
  });
  const address = (await s3rver.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3rver.close();
  rmSync(workDir, { recursive: true, force: true });
});

let bucketCount = 0;
const implementations: [string, () => Promise<FileStorage & { close?: () => void }>][] = [
  ['local folder', async () => createLocalFileStorage(mkdtempSync(path.join(workDir, 'local-')))],
  [
    'S3 bucket',
    async () => {
      const settings: S3Settings = {
        bucket: `contract-${++bucketCount}`,
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        prefix: 'dpohub/',
      };
      const client = createS3Client(settings);
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      return createS3FileStorage(settings, client);
    },
  ],
];

async function keysOf(listing: AsyncIterable<string>): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of listing) keys.push(key);
  return keys.sort();
}

describe.each(implementations)('file storage contract: %s', (_, create) => {
  let storage: FileStorage & { close?: () => void };
  beforeEach(async () => {
    storage = await create();
  });
  afterEach(() => storage.close?.());

  it('saves a buffer under a random key and reads the same bytes back', async () => {
    const saved = await storage.save(Buffer.from('conteúdo'), 'Relatório.PDF');
    expect(saved.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    expect(saved.size).toBe(Buffer.byteLength('conteúdo'));
    expect((await readAll(await storage.open(saved.key))).toString()).toBe('conteúdo');
    expect(await keysOf(storage.list())).toEqual([saved.key]);
  });

  it('streams a file larger than one multipart part, byte for byte', async () => {
    // 11 MiB in 64 KiB chunks: three parts on S3, never one buffer of the whole file.
    const chunk = (i: number) => Buffer.alloc(64 * 1024, i % 251);
    const chunks = 176;
    const saved = await storage.save(
      Readable.from(
        (function* () {
          for (let i = 0; i < chunks; i++) yield chunk(i);
        })(),
      ),
      'grande.bin',
    );
    expect(saved.size).toBe(chunks * 64 * 1024);
    let offset = 0;
    let same = true;
    for await (const piece of await storage.open(saved.key)) {
      const bytes = piece as Buffer;
      for (let i = 0; i < bytes.length; i += 4096) {
        const at = offset + i;
        if (bytes[i] !== Math.floor(at / (64 * 1024)) % 251) same = false;
      }
      offset += bytes.length;
    }
    expect(offset).toBe(saved.size);
    expect(same).toBe(true);
  }, 60_000);

  it('never derives the key from the client name', async () => {
    const saved = await storage.save(Buffer.from('x'), '../../escaped.txt');
    const weird = await storage.save(Buffer.from('y'), '..\\..\\evil.sh;rm -rf');
    expect(saved.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.txt$/);
    expect(weird.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
    expect(await keysOf(storage.list())).toEqual([saved.key, weird.key].sort());
    const again = await storage.save(Buffer.from('z'), '../../escaped.txt');
    expect(again.key).not.toBe(saved.key);
  });

  it('refuses unknown and forged keys with FileNotFoundError', async () => {
    await expect(storage.open('ab/0123456789abcdef0123456789abcdef.pdf')).rejects.toBeInstanceOf(
      FileNotFoundError,
    );
    await expect(storage.open('../../etc/passwd')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('removes a file, and removing again or a forged key does nothing', async () => {
    const saved = await storage.save(Buffer.from('x'), 'a.pdf');
    await storage.remove(saved.key);
    await storage.remove(saved.key);
    await storage.remove('../outside');
    expect(await keysOf(storage.list())).toEqual([]);
    await expect(storage.open(saved.key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('leaves nothing behind when the stream fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('upload dropped'));
      },
    });
    await expect(storage.save(failing, 'a.pdf')).rejects.toThrow('upload dropped');
    expect(await keysOf(storage.list())).toEqual([]);
  });

  it('refuses, and keeps nothing of, a stream that closes before its end without an error', async () => {
    // What a multipart body cut before its closing boundary gives: the file stream just closes.
    const cut = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy();
      },
    });
    await expect(storage.stage(cut, 'a.pdf')).rejects.toThrow('Premature close');
    expect(await keysOf(storage.listStaged(new Date(Date.now() + 60_000)))).toEqual([]);
  });

  it('keeps a staged file unreadable until it is promoted', async () => {
    const staged = await storage.stage(Readable.from([Buffer.from('rascunho')]), 'a.pdf');
    expect(staged.size).toBe(8);
    await expect(storage.open(staged.key)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await keysOf(storage.list())).toEqual([]);
    expect(await keysOf(storage.listStaged(new Date(Date.now() + 60_000)))).toEqual([staged.key]);
    expect(await keysOf(storage.listStaged(new Date(Date.now() - 60_000)))).toEqual([]);

    await storage.promote(staged.key);
    await storage.promote(staged.key);
    expect((await readAll(await storage.open(staged.key))).toString()).toBe('rascunho');
    expect(await keysOf(storage.list())).toEqual([staged.key]);
    expect(await keysOf(storage.listStaged(new Date(Date.now() + 60_000)))).toEqual([]);
  });

  it('removes a staged file that no row claimed, and refuses to promote it afterwards', async () => {
    const staged = await storage.stage(Buffer.from('órfão'), 'a.pdf');
    for await (const key of storage.listStaged(new Date(Date.now() + 60_000))) {
      await storage.remove(key);
    }
    expect(await keysOf(storage.listStaged(new Date(Date.now() + 60_000)))).toEqual([]);
    await expect(storage.promote(staged.key)).rejects.toBeInstanceOf(FileNotFoundError);
  });
});
