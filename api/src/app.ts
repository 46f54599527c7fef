import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import jwt from '@fastify/jwt';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { API_MESSAGES } from '@dpohub/domain';
import { installAccessControl } from './auth/access-control';
import { createLoginThrottle, type LoginThrottle } from './auth/login-throttle';
import { createRateCounter, type RateCounter } from './auth/rate-counter';
import { databaseRateLimitStore } from './auth/rate-limit-store';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Database, DatabaseDriver, OpenDatabase } from './db/database';
import { installPgliteMaintenance } from './db/pglite-maintenance';
import { ApiError } from './errors/api-error';
import { registerErrorHandling } from './errors/error-handler';
import { createFileStorage } from './files/create-file-storage';
import type { FileStorage } from './files/file-storage';
import { createMailer, type Mailer } from './mail/mailer';
import { registerInputGuards } from './http/input-guards';
import { lazySchemaControllerOptions } from './http/lazy-schema-compilers';
import { logSerializers } from './http/log-redaction';
import { registerRequestClaims } from './http/request-claims';
import { registerSecurityHeaders } from './http/security-headers';
import { installLifecycleJobs } from './lifecycle/lifecycle-jobs';
import { createFirmCalendarService, type FirmCalendarService } from './calendar/firm-calendar';
import { installNotifications } from './notifications/notifications';
import { registerOpenApi } from './openapi';
import { registerRoutes } from './routes';
import { createPasswordRecovery, type PasswordRecovery } from './users/password-recovery';
import { createSecretBox } from './account-security/secret-box';
import { createSessionStore, type SessionStore } from './account-security/session-store';
import { createTwoFactor, type TwoFactor } from './account-security/two-factor';
import { createSignInGuard, type SignInGuard } from './auth/sign-in-guard';
import { HandlersInFlight } from './shutdown';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    databaseDriver: DatabaseDriver;
    clock: Clock;
    mailer: Mailer;
    loginThrottle: LoginThrottle;
    passwordRecovery: PasswordRecovery;
    /** Attachments: the local folder or the S3-compatible bucket of the configuration. */
    fileStorage: FileStorage;
    /**
     * `draining` is set when the process is shutting down (readiness answers 503 from then on);
     * `handlers` counts the requests not yet answered, which the stop waits for.
     */
    lifecycle: { draining: boolean; handlers: HandlersInFlight };
    /** Per-account and per-IP counters in the database (every replica sees them). */
    rateCounter: RateCounter;
    /** The firm's business days (holidays, the seat's holidays, the firm's closures). */
    firmCalendar: FirmCalendarService;
    /** The limits of every guess at a password or a second-factor code. */
    signInGuard: SignInGuard;
    /** Sign-in sessions in the database: a token names its session, ending it ends the token. */
    sessions: SessionStore;
    /** The users' TOTP second factor and recovery codes. */
    twoFactor: TwoFactor;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Pick<OpenDatabase, 'db' | 'driver'>;
  /** Defaults to the outbox or SMTP mailer the configuration names. */
  mailer?: Mailer;
  /** Defaults to the system clock; tests pass a manual one. */
  clock?: Clock;
  /** Defaults to the storage the configuration names (local folder or S3). */
  fileStorage?: FileStorage;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
}

/** Pretty logs for a person at a terminal, JSON lines otherwise (and when pino-pretty is absent). */
function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  let pretty = false;
  if (!stream && process.stdout.isTTY) {
    try {
      require.resolve('pino-pretty');
      pretty = true;
    } catch {
      pretty = false;
    }
  }
  return {
    level: config.logLevel,
    serializers: logSerializers,
    ...(stream ? { stream } : {}),
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

/** How often Node looks for requests past their time: a quarter of it, between 250 ms and 30 s. */
function checkingIntervalMs(requestTimeoutSeconds: number): number {
  if (requestTimeoutSeconds <= 0) return 30_000;
  return Math.min(30_000, Math.max(250, (requestTimeoutSeconds * 1000) / 4));
}

/** The whole API as a Fastify instance, ready for `listen` or for `inject` in tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    // While stopping, a request that already reached this process is served, not refused: it
    // is here, and a direct client has no balancer to resend it (see src/shutdown.ts).
    return503OnClosing: false,
    // Ready hooks write the demo files through the storage, which may be a remote bucket.
    pluginTimeout: 60_000,
    schemaController: lazySchemaControllerOptions(),
    // Security L9: a request, body included, arrives within this time or the connection ends
    // (408); a client that sends its headers and then a trickle holds nothing for long.
    requestTimeout: config.requestTimeoutSeconds * 1000,
    // Also given to Node's server as it is created: Fastify sets `requestTimeout` on the server
    // afterwards, which leaves its `headersTimeout` at 60 s, and Node then let a request shorter
    // than that time run for the whole 60 s. Node checks the times every
    // `connectionsCheckingInterval` (30 s by default): here at a quarter of the request's time.
    http: {
      requestTimeout: config.requestTimeoutSeconds * 1000,
      connectionsCheckingInterval: checkingIntervalMs(config.requestTimeoutSeconds),
    },
  });
  const handlers = new HandlersInFlight();
  handlers.track(app);

  const mailer =
    options.mailer ??
    createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: config.outboxDir,
      logger: app.log,
    });

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseDriver', database.driver);
  app.decorate('clock', clock);
  app.decorate('mailer', mailer);
  if (options.fileStorage) {
    app.decorate('fileStorage', options.fileStorage);
  } else {
    const files = await createFileStorage(config);
    app.decorate('fileStorage', files.storage);
    app.addHook('onClose', async () => files.close());
  }
  app.decorate('lifecycle', { draining: false, handlers });
  app.decorate(
    'loginThrottle',
    createLoginThrottle(database.db, clock, {
      maxAttempts: config.loginMaxAttempts,
      windowSeconds: config.loginWindowSeconds,
    }),
  );
  app.decorate('rateCounter', createRateCounter(database.db, clock));
  app.decorate(
    'signInGuard',
    createSignInGuard({ throttle: app.loginThrottle, counter: app.rateCounter }),
  );
  app.decorate('sessions', createSessionStore(database.db, clock, config.jwtSecret));
  app.decorate(
    'twoFactor',
    createTwoFactor({
      db: database.db,
      clock,
      box: createSecretBox(config.twoFactorKey, 'totp-secret'),
      secret: config.jwtSecret,
    }),
  );
  app.decorate(
    'passwordRecovery',
    createPasswordRecovery({
      db: database.db,
      clock,
      mailer,
      secret: config.jwtSecret,
      portalUrl: config.publicPortalUrl,
    }),
  );
  // Messages still being handed over are delivered before the process stops.
  app.addHook('onClose', async () => mailer.idle());
  app.decorate('firmCalendar', createFirmCalendarService(database.db, clock));
  installNotifications(app);
  installPgliteMaintenance(app);
  installLifecycleJobs(app);

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(formbody);
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { algorithm: 'HS256' },
    // Expiry is checked against the injectable clock in readAccessToken.
    verify: { algorithms: ['HS256'], ignoreExpiration: true, requiredClaims: ['sub', 'exp'] },
  });
  await app.register(rateLimit, {
    global: false,
    // Counted in the database, not in this process: every replica sees the same counts.
    store: databaseRateLimitStore(app.rateCounter),
    errorResponseBuilder: () => new ApiError(429, API_MESSAGES.tooManyRequests),
  });
  // Security L10: the API's documentation only where the configuration asks for it.
  if (config.apiDocs) registerOpenApi(app);
  installAccessControl(app);
  registerInputGuards(app);
  registerRequestClaims(app);
  await registerRoutes(app);
  return app;
}
