import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

/** How long readiness waits for the database before calling it unreachable. */
export const READINESS_DATABASE_TIMEOUT_MS = 2000;

const driverProperty = { type: 'string', enum: ['pglite', 'postgres'] } as const;

/**
 * Liveness (`/health`: the process answers; no database call, so an outage of the database never
 * gets every replica restarted) and readiness (`/ready`: send me traffic; only with the database
 * reachable and the process not shutting down), for load balancers and orchestrators.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process is up (no database call)',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['ok'] }, database: driverProperty },
            required: ['status', 'database'],
          },
        },
      },
    },
    async () => ({ status: 'ok' as const, database: app.databaseDriver }),
  );

  app.get(
    '/ready',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the process is not shutting down',
        response: {
          200: {
            type: 'object',
            properties: { status: { type: 'string', enum: ['ready'] }, database: driverProperty },
            required: ['status', 'database'],
          },
          503: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['draining', 'database-unreachable'] },
              database: driverProperty,
            },
            required: ['status', 'database'],
          },
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const database = app.databaseDriver;
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'draining', database });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.db.execute(sql`select 1`),
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
