import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { gunzipSync, gzipSync } from 'node:zlib';
import { API_MESSAGES } from '@dpohub/domain';
import { buildApp } from '../app';
import { createManualClock } from '../clock';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from '../db/data-dir-lock';
import { openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare-database';
import { redactSqlParams, redactUrl } from '../http/log-redaction';
import { testConfig } from '../test/test-app';
import { fillDataFolder } from '../test/test-databases';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { serveApp } = require('@dpohub/tooling/serve-app') as {
  serveApp: (options: object) => Promise<{ url: string; close: () => Promise<void> }>;
};

const folders: string[] = [];
function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'dpohub-sec-'));
  folders.push(dir);
  return dir;
}
afterAll(() => folders.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('6. one process per embedded data folder (security H1)', () => {
  it('refuses a second lock while the first is held, whatever the file says, and frees it on release', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the embedded database/);
    // The file names the holder for the message; what it says decides nothing.
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toContain(`pid ${process.pid}`);
    writeFileSync(path.join(dir, LOCK_FILE_NAME), '2147483646\n');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    const again = lockDataDir(dir);
    again();
  });

  it('is a kernel lock: a process in its own PID namespace is refused while this one holds it', () => {
    const dir = folder();
    const release = lockDataDir(dir);
    try {
      // The same lock asked by another process, in a PID namespace of its own (as a second
      // container on the same volume would be): `unshare` needs root, which the CI runs as.
      const other = spawnSync(
        'unshare',
        [
          '--pid',
          '--fork',
          '--kill-child',
          'flock',
          '--exclusive',
          '--nonblock',
          path.join(dir, LOCK_FILE_NAME),
          'true',
        ],
        { encoding: 'utf8' },
      );
      expect({ status: other.status, error: other.error?.message ?? other.stderr.trim() }).toEqual({
        status: 1,
        error: '',
      });
    } finally {
      release();
    }
    const free = spawnSync(
      'unshare',
      [
        '--pid',
        '--fork',
        '--kill-child',
        'flock',
        '--exclusive',
        '--nonblock',
        path.join(dir, LOCK_FILE_NAME),
        'true',
      ],
      { encoding: 'utf8' },
    );
    expect(free.status).toBe(0);
  });
});

describe('7, 8, 9. health, security headers, secrets kept out of the logs', () => {
  it('answers 503 once the data folder is gone, sends the headers, redacts the recovery password', async () => {
    const dataDir = folder();
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const config = testConfig(dataDir, {
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      logLevel: 'info',
      seedDemo: false,
    });
    await fillDataFolder(path.join(dataDir, 'pglite'), false);
    const database = await openDatabase(config.database);
    await prepareDatabase(database, { seedDemo: false });
    const app = await buildApp({
      config,
      database,
      clock: createManualClock(new Date()),
      logStream: stream,
    });
    try {
      const healthy = await app.inject({ method: 'GET', url: '/api/health' });
      expect(healthy.statusCode).toBe(200);
      // 8: the API's own headers.
      expect(healthy.headers['x-content-type-options']).toBe('nosniff');
      expect(healthy.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(healthy.headers['referrer-policy']).toBe('no-referrer');
      expect(healthy.headers['strict-transport-security']).toBeUndefined();

      // 9: the password of the recovery call never reaches the log.
      await app.inject({
        method: 'POST',
        url: '/api/user/change-password?user_recover=a%40b.com&verification_code=12345&password=Segredo%4099',
      });
      const log = lines.join('');
      expect(log).toContain('change-password');
      expect(log).not.toContain('Segredo');
      expect(log).not.toContain('12345');
      // Security L12: nor the e-mail of the account.
      expect(log).not.toContain('a%40b.com');
      expect(log).not.toContain('a@b.com');

      // 7: the folder deleted under the running process.
      rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({
        status: 'unavailable',
        database: 'pglite',
        message: 'Banco de dados indisponível',
      });
      // Security L8: readiness follows health (was 200: the balancer kept the instance).
      const ready = await app.inject({ method: 'GET', url: '/api/ready' });
      expect([ready.statusCode, ready.json().status]).toEqual([503, 'database-unreachable']);
    } finally {
      await app.close();
      await database.close().catch(() => undefined);
    }
  }, 300_000);

  it('redacts secrets of URLs and the parameters of a failed query', () => {
    expect(redactUrl('/api/user/change-password?user_recover=a%40b.com&password=X%401aaaaa')).toBe(
      '/api/user/change-password?user_recover=%5Bredacted%5D&password=%5Bredacted%5D',
    );
    const failed =
      'Failed query: update "users" set "password_hash" = $1 where "users"."id" = $2\nparams: $argon2id$v=19$m=19456,t=2,p=1$abc,7';
    expect(redactSqlParams(failed)).toBe(
      'Failed query: update "users" set "password_hash" = $1 where "users"."id" = $2\nparams: [redacted]',
    );
    expect(API_MESSAGES.invalidCharacter).toBe('O conteúdo enviado contém um caractere inválido');
  });
});

describe('8. the static servers of the shell, remotes and marketing page', () => {
  it('send a CSP naming exactly the remote and API origins, no framing, nosniff, a referrer policy', async () => {
    const server = await serveApp({
      dir: path.resolve(__dirname, '../../../marketing-site/public'),
      port: 0,
      cors: false,
      contentSecurity: {
        remotes: ['http://127.0.0.1:5005/simulador-embed.js'],
        api: ['http://127.0.0.1:5100/api'],
      },
    });
    try {
      const response = await fetch(`${server.url}/`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' http://127.0.0.1:5005;");
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:5005 http://127.0.0.1:5100;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await server.close();
    }
  }, 240_000);

  it("let the app's own pages frame only the documents named framedBySelf (the LGPD primer, platform M1)", async () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(dir, 'conheca-a-lgpd.pdf'), '%PDF-1.7');
    writeFileSync(path.join(dir, 'other.pdf'), '%PDF-1.7');
    const server = await serveApp({
      dir,
      port: 0,
      spaFallback: true,
      framedBySelf: ['/conheca-a-lgpd.pdf'],
    });
    try {
      const primer = await fetch(`${server.url}/conheca-a-lgpd.pdf`);
      expect(primer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(primer.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
      expect(primer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      for (const other of ['/other.pdf', '/', '/home']) {
        const response = await fetch(`${server.url}${other}`);
        expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(response.headers.get('x-frame-options')).toBe('DENY');
      }
    } finally {
      await server.close();
    }
  }, 240_000);

  it("answer a build's compressed sibling as it is, cached like its file", async () => {
    const dir = folder();
    const name = 'main.0123456789.js';
    writeFileSync(path.join(dir, 'remoteEntry.js'), 'remote entry');
    writeFileSync(path.join(dir, name), `plain ${'x'.repeat(2000)}`);
    // A sibling whose text differs, to tell which file answered.
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(`from the .gz ${'x'.repeat(2000)}`));
    const server = await serveApp({ dir, port: 0 });
    const get = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        httpRequest(
          `${server.url}/${name}`,
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(parts) }));
          },
        )
          .on('error', reject)
          .end();
      });
    try {
      const gzipped = await get('gzip, deflate');
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.body).toString()).toMatch(/^from the \.gz x/);
      expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gzipped.headers['vary']).toMatch(/accept-encoding/i);

      const plain = await get('identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toMatch(/^plain x/);
    } finally {
      await server.close();
    }
  }, 240_000);
});
