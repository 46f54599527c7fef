import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Health, HealthUnavailable, NotReady, Readiness } from '@dpohub/domain/wire';
import { healthProbe } from './db/schema';

export const HEALTH_DATABASE_DOWN = 'Banco de dados indisponível';

/** How long readiness waits for the database before calling it unreachable. */
export const READINESS_DATABASE_TIMEOUT_MS = 2000;

/**
 * Health (`/health`: the process and its database; the check writes one row and reads it back,
 * so a database that answers from memory but can no longer write, data folder deleted or disk
 * read-only, answers 503) and readiness (`/ready`: send me traffic; only with the database
 * reachable and the process not shutting down, so a draining replica leaves the balancer's
 * rotation before it stops), for load balancers, orchestrators and the start script.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * The health check: the embedded folder is readable and writable, and a row is written and
   * read back. Readiness asks the same (security L8), so a replica that cannot write leaves the
   * balancer's rotation as soon as its health says so.
   */
  async function databaseWrites(): Promise<void> {
    const now = app.clock.now();
    const target = app.config.database;
    if (target.kind === 'pglite' && target.dataDir) {
      // The embedded database keeps files open: a deleted or read-only folder shows here
      // before the next checkpoint fails.
      await access(path.join(target.dataDir, 'PG_VERSION'), constants.R_OK | constants.W_OK);
    }
    const [row] = await app.db
      .insert(healthProbe)
      .values({ id: 1, checkedAt: now })
      .onConflictDoUpdate({ target: healthProbe.id, set: { checkedAt: now } })
      .returning({ checkedAt: healthProbe.checkedAt });
    if (row?.checkedAt.getTime() !== now.getTime()) throw new Error('health probe not stored');
  }

  app.get(
    '/health',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['health'],
        summary: 'Service and database status (503 when the database cannot write and read)',
        response: { 200: Health, 503: HealthUnavailable },
      },
    },
    async (request, reply) => {
      try {
        await databaseWrites();
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database cannot write');
        return reply.status(503).send({
          status: 'unavailable' as const,
          database: app.databaseDriver,
          message: HEALTH_DATABASE_DOWN,
        });
      }
      return { status: 'ok' as const, database: app.databaseDriver };
    },
  );

  app.get(
    '/ready',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['health'],
        summary: 'Readiness: healthy (the database writes and reads) and not shutting down',
        response: { 200: Readiness, 503: NotReady },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const database = app.databaseDriver;
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining', database });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          databaseWrites(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), READINESS_DATABASE_TIMEOUT_MS);
          }),
        ]);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: database unreachable');
        return reply.status(503).send({ status: 'database-unreachable', database });
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const, database };
    },
  );
};
