import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where the database lives: embedded PGlite (a folder, or memory for tests) or a PostgreSQL server. */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };

/** An S3-compatible object store for attachments (credentials come from the SDK's usual chain). */
export interface S3Settings {
  bucket: string;
  /** Unset for AWS itself; the URL of MinIO or another S3-compatible server otherwise. */
  endpoint: string | null;
  region: string;
  /** `bucket/key` paths instead of `bucket.host` names (MinIO and most compatible servers). */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several installations. */
  prefix: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  outboxDir: string;
  filesDir: string;
  /** Attachments in an object store; null keeps them in `filesDir` on the local disk. */
  s3: S3Settings | null;
  jwtSecret: string;
  /**
   * Seals the users' TOTP keys at rest (TWO_FACTOR_KEY, the same on every replica; generated
   * once into DATA_DIR when unset, like the JWT secret).
   */
  twoFactorKey: string;
  tokenTtlSeconds: number;
  /** Serve the OpenAPI viewer and document at /api/docs (API_DOCS=true; off by default). */
  apiDocs: boolean;
  /** Seconds a client has to send a whole request, body included (0: no limit). */
  requestTimeoutSeconds: number;
  oauthClientId: string;
  oauthClientSecret: string;
  corsOrigins: string[];
  /**
   * Fastify's trustProxy: which proxies' X-Forwarded-For names the client (its IP keys the
   * sign-in limits). false when clients connect directly; the balancer's addresses behind one.
   */
  trustProxy: boolean | string[];
  smtpUrl: string | null;
  mailFrom: string;
  publicPortalUrl: string;
  logLevel: LogLevel;
  seedDemo: boolean;
  loginMaxAttempts: number;
  loginWindowSeconds: number;
  /** How often the e-mail job looks for due messages, in seconds; 0 leaves it to explicit runs. */
  notificationPollSeconds: number;
  /**
   * A demand's notices to one person within this many seconds go as one e-mail (demands m17);
   * 0 sends each at once.
   */
  notificationGroupSeconds: number;
  /**
   * How often, in seconds, the embedded PGlite database checks whether a table needs VACUUM or
   * ANALYZE (it has no autovacuum worker); 0 or unset: never (tests).
   */
  pgliteMaintenanceSeconds?: number;
  /** Hour of the day (Brazilian time) from which the daily digest goes to staff. */
  digestHour: number;
  /**
   * Days an audit event keeps its personal details (names, address, what changed); then only
   * its skeleton stays in the chain (docs/decisions.md "Audit trail"). Unset: 1 825 (5 years).
   */
  auditRetentionDays?: number;
  /** How often, in seconds, the data-lifecycle job runs (retention, ended contracts); 0 or unset: never (tests). */
  lifecycleSeconds?: number;
}

/** Five years: the time within which the ANPD may still act on a fact (Lei 9.873/1999 art. 1). */
export const AUDIT_RETENTION_DEFAULT_DAYS = 1825;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

// api/src (sources) and api/dist (bundle) both sit two levels below the repository root.
const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEFAULT_CORS_ORIGINS = [
  ...[3000, 3001, 3002, 3003, 3004, 3005, 3006, 3200].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]),
];

const JWT_SECRET_FILE = 'jwt-secret';
const TWO_FACTOR_KEY_FILE = 'two-factor-key';

type Env = Record<string, string | undefined>;

/** Reads the environment, validates every variable and reports all problems at once. */
export function parseConfig(env: Env = process.env): Omit<Config, 'jwtSecret' | 'twoFactorKey'> & {
  jwtSecret: string | null;
  twoFactorKey: string | null;
} {
  const problems: string[] = [];
  const text = (name: string, fallback: string): string => {
    const value = env[name]?.trim();
    return value ? value : fallback;
  };
  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be an integer between ${min} and ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };
  const boolean = (name: string, fallback: boolean): boolean => {
    const raw = env[name]?.trim().toLowerCase();
    if (!raw) return fallback;
    if (['true', '1', 'yes'].includes(raw)) return true;
    if (['false', '0', 'no'].includes(raw)) return false;
    problems.push(`${name} must be true or false (got "${raw}")`);
    return fallback;
  };
  const url = (name: string, value: string, protocols: string[]): string => {
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        problems.push(`${name} must use ${protocols.join(' or ')} (got "${value}")`);
      }
    } catch {
      problems.push(`${name} is not a valid URL (got "${value}")`);
    }
    return value;
  };

  const dataDir = path.resolve(text('DATA_DIR', path.join(REPO_ROOT, '.data')));

  let database: DatabaseTarget = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl === 'memory://') {
    database = { kind: 'pglite', dataDir: null };
  } else if (databaseUrl) {
    database = {
      kind: 'postgres',
      url: url('DATABASE_URL', databaseUrl, ['postgres:', 'postgresql:']),
    };
  }

  const corsOrigins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
        .map((origin) => url('CORS_ORIGINS', origin, ['http:', 'https:']))
    : DEFAULT_CORS_ORIGINS;

  const trustRaw = env.TRUST_PROXY?.trim() ?? '';
  let trustProxy: boolean | string[] = false;
  if (['true', '1', 'yes'].includes(trustRaw.toLowerCase())) trustProxy = true;
  else if (trustRaw && !['false', '0', 'no'].includes(trustRaw.toLowerCase())) {
    trustProxy = trustRaw
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    for (const entry of trustProxy) {
      if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(entry)) {
        problems.push(`TRUST_PROXY must be true, false or IP addresses/CIDRs (got "${entry}")`);
      }
    }
  }

  const smtpRaw = env.SMTP_URL?.trim();
  const smtpUrl = smtpRaw ? url('SMTP_URL', smtpRaw, ['smtp:', 'smtps:']) : null;

  const logLevel = text('LOG_LEVEL', 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  let s3: S3Settings | null = null;
  const fileStorage = text('FILE_STORAGE', 'local').toLowerCase();
  if (fileStorage === 's3') {
    const bucket = text('S3_BUCKET', '');
    if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
      problems.push(`S3_BUCKET must be a valid bucket name when FILE_STORAGE=s3 (got "${bucket}")`);
    }
    const endpointRaw = env.S3_ENDPOINT?.trim();
    const endpoint = endpointRaw ? url('S3_ENDPOINT', endpointRaw, ['http:', 'https:']) : null;
    const prefix = text('S3_PREFIX', '');
    if (
      prefix &&
      !/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*\/$/.test(prefix)
    ) {
      problems.push(`S3_PREFIX must be folder names ending in "/" (got "${prefix}")`);
    }
    s3 = {
      bucket,
      endpoint,
      region: text('S3_REGION', text('AWS_REGION', 'us-east-1')),
      forcePathStyle: boolean('S3_FORCE_PATH_STYLE', endpoint !== null),
      prefix,
    };
  } else if (fileStorage !== 'local') {
    problems.push(`FILE_STORAGE must be local or s3 (got "${fileStorage}")`);
  }

  const jwtSecret = env.JWT_SECRET?.trim() || null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    problems.push('JWT_SECRET must have at least 32 characters');
  }
  const twoFactorKey = env.TWO_FACTOR_KEY?.trim() || null;
  if (twoFactorKey !== null && twoFactorKey.length < 32) {
    problems.push('TWO_FACTOR_KEY must have at least 32 characters');
  }

  const config = {
    port: integer('PORT', 3100, 1, 65535),
    host: text('HOST', '127.0.0.1'),
    dataDir,
    database,
    outboxDir: path.join(dataDir, 'outbox'),
    filesDir: path.join(dataDir, 'files'),
    s3,
    jwtSecret,
    twoFactorKey,
    tokenTtlSeconds: integer('TOKEN_TTL_SECONDS', 8 * 60 * 60, 60, 30 * 24 * 60 * 60),
    apiDocs: boolean('API_DOCS', false),
    requestTimeoutSeconds: integer('REQUEST_TIMEOUT_SECONDS', 120, 0, 3600),
    oauthClientId: text('OAUTH_CLIENT_ID', 'dpohub-portal'),
    oauthClientSecret: text('OAUTH_CLIENT_SECRET', 'dpohub-portal-secret'),
    corsOrigins,
    trustProxy,
    smtpUrl,
    mailFrom: text('MAIL_FROM', 'DPOHUB <no-reply@dpohub.local>'),
    publicPortalUrl: url('PUBLIC_PORTAL_URL', text('PUBLIC_PORTAL_URL', 'http://127.0.0.1:3000'), [
      'http:',
      'https:',
    ]),
    logLevel,
    seedDemo: boolean('SEED_DEMO', true),
    loginMaxAttempts: integer('LOGIN_MAX_ATTEMPTS', 5, 1, 1000),
    loginWindowSeconds: integer('LOGIN_WINDOW_SECONDS', 900, 1, 7 * 24 * 60 * 60),
    notificationPollSeconds: integer('NOTIFICATION_POLL_SECONDS', 15, 0, 3600),
    notificationGroupSeconds: integer('NOTIFICATION_GROUP_SECONDS', 120, 0, 3600),
    pgliteMaintenanceSeconds: integer('PGLITE_MAINTENANCE_SECONDS', 60, 0, 86400),
    digestHour: integer('DIGEST_HOUR', 7, 0, 23),
    // The Marco Civil (art. 15) asks for at least six months of access records.
    auditRetentionDays: integer('AUDIT_RETENTION_DAYS', AUDIT_RETENTION_DEFAULT_DAYS, 180, 36500),
    lifecycleSeconds: integer('LIFECYCLE_SECONDS', 3600, 0, 86400),
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** A secret of the data folder: read from its file, or made once and kept there (mode 0600). */
function keptSecret(dataDir: string, name: string): { value: string; file: string } {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return { value: readFileSync(file, 'utf8').trim(), file };
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(48).toString('base64url');
  writeFileSync(file, value, { mode: 0o600 });
  return { value, file };
}

/**
 * Full start-up configuration. Without JWT_SECRET (or TWO_FACTOR_KEY) a random secret is
 * generated once and kept in DATA_DIR, so restarts keep issued tokens (and the sealed TOTP keys)
 * valid; the returned warnings say so. Replicas share them through the environment.
 */
export function loadConfig(env: Env = process.env): { config: Config; warnings: string[] } {
  const parsed = parseConfig(env);
  const warnings: string[] = [];
  let jwtSecret = parsed.jwtSecret;
  if (jwtSecret === null) {
    const kept = keptSecret(parsed.dataDir, JWT_SECRET_FILE);
    jwtSecret = kept.value;
    warnings.push(`JWT_SECRET is not set: using the generated secret kept in ${kept.file}`);
  }
  let twoFactorKey = parsed.twoFactorKey;
  if (twoFactorKey === null) {
    const kept = keptSecret(parsed.dataDir, TWO_FACTOR_KEY_FILE);
    twoFactorKey = kept.value;
    warnings.push(`TWO_FACTOR_KEY is not set: using the generated key kept in ${kept.file}`);
  }
  return { config: { ...parsed, jwtSecret, twoFactorKey }, warnings };
}
