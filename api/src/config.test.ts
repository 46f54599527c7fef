import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, parseConfig } from './config';

describe('parseConfig', () => {
  it('uses the documented defaults', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      tokenTtlSeconds: 28800,
      oauthClientId: 'dpohub-portal',
      oauthClientSecret: 'dpohub-portal-secret',
      smtpUrl: null,
      publicPortalUrl: 'http://127.0.0.1:3000',
      logLevel: 'info',
      seedDemo: true,
      loginMaxAttempts: 5,
      loginWindowSeconds: 900,
      jwtSecret: null,
    });
    expect(config.dataDir).toBe(path.resolve(__dirname, '..', '..', '.data'));
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.join(config.dataDir, 'pglite'),
    });
    expect(config.outboxDir).toBe(path.join(config.dataDir, 'outbox'));
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining([
        'http://localhost:3000',
        'http://127.0.0.1:3006',
        'http://localhost:3200',
      ]),
    );
  });

  it('chooses the database from DATABASE_URL', () => {
    expect(parseConfig({ DATABASE_URL: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dataDir: null,
    });
    expect(parseConfig({ DATABASE_URL: 'postgres://u:p@db:5432/dpohub' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/dpohub',
    });
  });

  it('reads lists, booleans and numbers', () => {
    const config = parseConfig({
      CORS_ORIGINS: 'https://portal.example, https://site.example',
      SEED_DEMO: 'false',
      PORT: '8080',
      DATA_DIR: '/srv/dpohub',
    });
    expect(config.corsOrigins).toEqual(['https://portal.example', 'https://site.example']);
    expect(config.seedDemo).toBe(false);
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/srv/dpohub/pglite' });
  });

  it('reports every invalid variable at once', () => {
    let error: unknown;
    try {
      parseConfig({
        PORT: 'abc',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        JWT_SECRET: 'short',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL/);
    expect(problems).toMatch(/LOG_LEVEL/);
    expect(problems).toMatch(/JWT_SECRET/);
  });
});

describe('loadConfig', () => {
  it('generates a JWT secret once, keeps it in DATA_DIR and warns', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-config-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir });
      const second = loadConfig({ DATA_DIR: dataDir });
      expect(first.config.jwtSecret.length).toBeGreaterThanOrEqual(32);
      expect(second.config.jwtSecret).toBe(first.config.jwtSecret);
      expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.config.jwtSecret);
      expect(first.warnings).toEqual([
        expect.stringContaining('JWT_SECRET is not set'),
        expect.stringContaining('TWO_FACTOR_KEY is not set'),
      ]);
      expect(readFileSync(path.join(dataDir, 'two-factor-key'), 'utf8')).toBe(
        first.config.twoFactorKey,
      );
      expect(second.config.twoFactorKey).toBe(first.config.twoFactorKey);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses JWT_SECRET and TWO_FACTOR_KEY when given, without a warning', () => {
    const secret = 's'.repeat(40);
    const { config, warnings } = loadConfig({
      JWT_SECRET: secret,
      TWO_FACTOR_KEY: 'k'.repeat(40),
      DATA_DIR: '/nonexistent/dpohub',
    });
    expect(config.jwtSecret).toBe(secret);
    expect(warnings).toEqual([]);
  });
});

describe('scale-out settings', () => {
  it('keeps files on the local disk unless FILE_STORAGE=s3', () => {
    expect(parseConfig({}).s3).toBeNull();
    expect(parseConfig({ FILE_STORAGE: 'local' }).s3).toBeNull();
  });

  it('reads the S3 bucket, endpoint, region and prefix', () => {
    expect(
      parseConfig({
        FILE_STORAGE: 's3',
        S3_BUCKET: 'dpohub-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_PREFIX: 'anexos/',
        AWS_REGION: 'sa-east-1',
      }).s3,
    ).toEqual({
      bucket: 'dpohub-files',
      endpoint: 'http://minio:9000',
      region: 'sa-east-1',
      forcePathStyle: true,
      prefix: 'anexos/',
    });
    expect(parseConfig({ FILE_STORAGE: 's3', S3_BUCKET: 'dpohub-files' }).s3).toEqual({
      bucket: 'dpohub-files',
      endpoint: null,
      region: 'us-east-1',
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('reports every S3 problem at once', () => {
    expect(() =>
      parseConfig({ FILE_STORAGE: 's3', S3_ENDPOINT: 'ftp://x', S3_PREFIX: '../' }),
    ).toThrow(
      new ConfigError([
        'S3_BUCKET must be a valid bucket name when FILE_STORAGE=s3 (got "")',
        'S3_ENDPOINT must use http: or https: (got "ftp://x")',
        'S3_PREFIX must be folder names ending in "/" (got "../")',
      ]),
    );
    expect(() => parseConfig({ FILE_STORAGE: 'disk' })).toThrow(
      'FILE_STORAGE must be local or s3 (got "disk")',
    );
  });

  it('trusts the balancer named by TRUST_PROXY', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'nginx' })).toThrow(
      'TRUST_PROXY must be true, false or IP addresses/CIDRs (got "nginx")',
    );
  });
});
