import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';

/** Liveness and database reachability, for load balancers and the start script. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['health'],
        summary: 'Service and database status',
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok'] },
              database: { type: 'string', enum: ['pglite', 'postgres'] },
            },
            required: ['status', 'database'],
          },
        },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.databaseDriver };
    },
  );
};
