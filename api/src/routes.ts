import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './users/account.routes';
import { clientRoutes } from './clients/client.routes';
import { healthRoutes } from './health.routes';
import { oauthRoutes } from './auth/oauth.routes';

/**
 * Every area of the API, one plugin each under its spec path. An area adds its line here.
 * Several plugins may share a prefix (the user area adds its own /api/user calls).
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(oauthRoutes, { prefix: '/api/oauth' });
  await app.register(accountRoutes, { prefix: '/api/user' });
  await app.register(clientRoutes, { prefix: '/api/client' });
}
