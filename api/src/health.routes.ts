import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { healthProbe } from './db/schema';

export const HEALTH_DATABASE_DOWN = 'Banco de dados indisponível';

/**
 * Liveness and database status, for load balancers and the start script. The check writes one
 * row and reads it back, so a database that answers from memory but can no longer write (data
 * folder deleted, read-only disk) answers 503.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['health'],
        summary: 'Service and database status (503 when the database cannot write and read)',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok'] },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
            },
            required: ['status', 'database'],
          },
          503: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['unavailable'] },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
              message: { type: 'string' },
            },
            required: ['status', 'database', 'message'],
          },
        },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      try {
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
};
