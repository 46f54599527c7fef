import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { PACKAGE_VERSION } from '@dpohub/domain';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI document built from the route schemas; the viewer at /api/docs, JSON at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'DPOHUB API',
        description:
          'API do portal DPOHUB. Sign in with POST /api/oauth/token (basic client credentials), then send the access_token as a bearer token.',
        version: PACKAGE_VERSION,
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          basicAuth: { type: 'http', scheme: 'basic' },
        },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
}
