import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileNotFoundError } from './file-storage';
import { createLocalFileStorage, readAll } from './local-file-storage';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'dpohub-files-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Every file under the root, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

describe('local file storage', () => {
  it('saves a buffer under a random key and reads the same bytes back', async () => {
    const storage = createLocalFileStorage(root);
    const saved = await storage.save(Buffer.from('conteúdo'), 'Relatório.PDF');
    expect(saved.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}\.pdf$/);
    expect(saved.size).toBe(Buffer.byteLength('conteúdo'));
    expect((await readAll(await storage.open(saved.key))).toString()).toBe('conteúdo');
  });

  it('saves a stream', async () => {
    const storage = createLocalFileStorage(root);
    const saved = await storage.save(Readable.from([Buffer.from('a'), Buffer.from('b')]), 'x.txt');
    expect(saved.size).toBe(2);
    expect((await readAll(await storage.open(saved.key))).toString()).toBe('ab');
  });

  it('never uses the client name for the path, even a path-traversal one', async () => {
    const storage = createLocalFileStorage(root);
    const outside = path.join(root, '..', 'escaped.txt');
    const saved = await storage.save(Buffer.from('x'), '../../escaped.txt');
    const weird = await storage.save(Buffer.from('y'), '..\\..\\evil.sh;rm -rf');
    expect(existsSync(outside)).toBe(false);
    expect(filesUnder(root).sort()).toEqual(
      [saved.key, weird.key].map((key) => path.join(...key.split('/'))).sort(),
    );
    expect(saved.key).toMatch(/\.txt$/);
    expect(weird.key).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{32}$/);
  });

  it('gives two saves of the same name two keys', async () => {
    const storage = createLocalFileStorage(root);
    const first = await storage.save(Buffer.from('1'), 'a.pdf');
    const second = await storage.save(Buffer.from('2'), 'a.pdf');
    expect(first.key).not.toBe(second.key);
  });

  it('refuses unknown and forged keys with FileNotFoundError', async () => {
    const storage = createLocalFileStorage(root);
    await expect(storage.open('ab/0123456789abcdef0123456789abcdef.pdf')).rejects.toBeInstanceOf(
      FileNotFoundError,
    );
    await expect(storage.open('../../etc/passwd')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('removes a file, and removing again or a forged key does nothing', async () => {
    const storage = createLocalFileStorage(root);
    const saved = await storage.save(Buffer.from('x'), 'a.pdf');
    await storage.remove(saved.key);
    await storage.remove(saved.key);
    await storage.remove('../outside');
    expect(filesUnder(root)).toEqual([]);
    await expect(storage.open(saved.key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('leaves nothing behind when the stream fails half-way', async () => {
    const storage = createLocalFileStorage(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('upload dropped'));
      },
    });
    await expect(storage.save(failing, 'a.pdf')).rejects.toThrow('upload dropped');
    expect(filesUnder(root)).toEqual([]);
  });
});
