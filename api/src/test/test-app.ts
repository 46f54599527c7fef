import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { buildApp } from '../app';
import { issueAccessToken } from '../auth/access-token';
import { findAccount } from '../users/user-account';
import { createManualClock } from '../clock';
import type { Config, LogLevel, S3Settings } from '../config';
import type { OpenDatabase } from '../db/database';
import { createS3Client } from '../files/s3-file-storage';
import type { Mailer } from '../mail/mailer';
import { demoUser } from '../seed/demo-users';
import { openTestDatabase } from './test-databases';

export type ManualClock = ReturnType<typeof createManualClock>;

export interface TestApp {
  app: FastifyInstance;
  database: OpenDatabase;
  config: Config;
  clock: ManualClock;
  mailer: Mailer;
  /** Every readable key in the file storage (local folder or bucket). */
  storedKeys(): Promise<string[]>;
  /** Signs a demo user in through POST /api/oauth/token and returns the access token. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Configuration for tests: a private temporary DATA_DIR, a random secret, silent logs. */
export function testConfig(dataDir: string, overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    database: { kind: 'pglite', dataDir: null },
    outboxDir: path.join(dataDir, 'outbox'),
    filesDir: path.join(dataDir, 'files'),
    s3: null,
    jwtSecret: randomBytes(32).toString('hex'),
    twoFactorKey: randomBytes(32).toString('hex'),
    tokenTtlSeconds: 8 * 60 * 60,
    apiDocs: true,
    requestTimeoutSeconds: 120,
    oauthClientId: 'dpohub-portal',
    oauthClientSecret: 'dpohub-portal-secret',
    corsOrigins: ['http://localhost:3000'],
    trustProxy: false,
    smtpUrl: null,
    mailFrom: 'DPOHUB <no-reply@dpohub.local>',
    publicPortalUrl: 'http://localhost:3000',
    logLevel: (process.env.LOG_LEVEL as LogLevel | undefined) ?? 'silent',
    seedDemo: true,
    loginMaxAttempts: 5,
    loginWindowSeconds: 900,
    // Tests deliver notifications explicitly (app.notifications.deliverDue), never on a timer.
    notificationPollSeconds: 0,
    // Each notice at once: the grouping test sets its own window.
    notificationGroupSeconds: 0,
    digestHour: 7,
    ...overrides,
  };
}

/** `Authorization: Basic` value of the portal's client credentials. */
export function basicAuth(config: Pick<Config, 'oauthClientId' | 'oauthClientSecret'>): string {
  return `Basic ${Buffer.from(`${config.oauthClientId}:${config.oauthClientSecret}`).toString('base64')}`;
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' } as const;

/** A urlencoded form body, as the portal posts to /oauth/token. */
export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/**
 * A brand-new bucket on the TEST_S3_ENDPOINT server (emptied and dropped by the returned
 * cleanup; credentials from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY), or null when unset.
 */
async function openTestBucket(): Promise<{ s3: S3Settings; drop: () => Promise<void> } | null> {
  const endpoint = process.env.TEST_S3_ENDPOINT;
  if (!endpoint) return null;
  const s3: S3Settings = {
    bucket: `dpohub-test-${randomBytes(6).toString('hex')}`,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    prefix: '',
  };
  const client = createS3Client(s3);
  await client.send(new CreateBucketCommand({ Bucket: s3.bucket }));
  return {
    s3,
    drop: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
      for (const object of listed.Contents ?? []) {
        await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: object.Key }));
      }
      await client.send(new DeleteBucketCommand({ Bucket: s3.bucket }));
      client.destroy();
    },
  };
}

/**
 * A bearer for a user as the sign-in issues one (a session row, its id in the token), without a
 * password: for suites that call as many users (the access matrix, the fuzz suite).
 */
export async function tokenForUser(
  app: FastifyInstance,
  clock: ManualClock,
  userId: number,
  ttlSeconds = 3600,
): Promise<string> {
  const account = await findAccount(app.db, { id: userId });
  if (!account) throw new Error(`No user ${userId}`);
  const { id } = await app.sessions.start({
    userId,
    ip: '127.0.0.1',
    userAgent: 'dpohub-tests',
    browserId: null,
    method: 'password',
    ttlSeconds,
  });
  return issueAccessToken(
    app,
    { userId, sessionVersion: account.sessionVersion, sessionId: id },
    clock,
    ttlSeconds,
  ).token;
}

/** Signs a user in through POST /api/oauth/token and answers the access token. */
export async function signIn(
  app: FastifyInstance,
  config: Pick<Config, 'oauthClientId' | 'oauthClientSecret'>,
  username: string,
  password: string,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: basicAuth(config), ...FORM },
    payload: form({ grant_type: 'password', username, password }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
  }
  return response.json<{ access_token: string }>().access_token;
}

/**
 * The whole API on a migrated, seeded database of its own (a copy of this run's prepared one,
 * test-databases.ts), with a manual clock and an outbox mailer.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dpohub-api-test-'));
  const bucket = 's3' in overrides ? null : await openTestBucket();
  const config = testConfig(dataDir, { ...(bucket ? { s3: bucket.s3 } : {}), ...overrides });
  const { database, drop } = await openTestDatabase(config.seedDemo);
  const clock = createManualClock(new Date());
  const app = await buildApp({ config, database, clock });
  const mailer = app.mailer;
  await app.ready();

  return {
    app,
    database,
    config,
    clock,
    mailer,
    async storedKeys() {
      const keys: string[] = [];
      for await (const key of app.fileStorage.list()) keys.push(key);
      return keys;
    },
    login(username, password = demoUser(username).password) {
      return signIn(app, config, username, password);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      await bucket?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
