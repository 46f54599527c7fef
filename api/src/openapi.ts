import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { PACKAGE_VERSION } from '@dpohub/domain';
import { lazySchemaControllerOptions } from './http/lazy-schema-compilers';

export const DOCS_PREFIX = '/api/docs';

const OPENAPI = {
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
} as const;

/** Headers of the viewer's answers that belong to its own connection, not to the one passed on. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/**
 * A Fastify app holding only the documentation: @fastify/swagger over the API's routes, declared
 * again with their schemas (no handler runs), and @fastify/swagger-ui.
 */
async function buildDocsApp(routes: readonly RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: Fastify }, { default: swagger }, { default: swaggerUi }] = await Promise.all([
    import('fastify'),
    import('@fastify/swagger'),
    import('@fastify/swagger-ui'),
  ]);
  const docs = Fastify({ schemaController: lazySchemaControllerOptions() });
  await docs.register(swagger, { openapi: OPENAPI });
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  for (const route of routes) {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (!methods.length) continue;
    docs.route({
      method: methods,
      url: route.url,
      schema: route.schema,
      exposeHeadRoute: false,
      handler: () => undefined,
    });
  }
  await docs.ready();
  return docs;
}

/**
 * The OpenAPI document built from the route schemas: the viewer at /api/docs, JSON at
 * /api/docs/json. The generator and the viewer with its files are about a fifth of what the API
 * would load at start, for a page few people open: the routes are recorded as they are declared
 * (with the changes later hooks make, such as each route's security), and the documentation app
 * is built on the first docs request, whose answers these routes pass on.
 */
export function registerOpenApi(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(DOCS_PREFIX)) routes.push(route);
  });
  let docs: Promise<FastifyInstance> | undefined;
  app.addHook('onClose', async () => {
    if (docs) await (await docs).close();
  });

  async function passOn(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    docs ??= buildDocsApp(routes);
    const answer = await (
      await docs
    ).inject({
      method: request.method as 'GET',
      url: request.url,
      headers: {
        accept: request.headers.accept ?? '*/*',
        ...(request.headers['if-none-match'] && {
          'if-none-match': request.headers['if-none-match'],
        }),
      },
    });
    reply.code(answer.statusCode);
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !CONNECTION_HEADERS.has(name)) reply.header(name, value);
    }
    return answer.rawPayload.length ? reply.send(answer.rawPayload) : reply.send();
  }

  const hidden = { schema: { hide: true } };
  app.get(DOCS_PREFIX, hidden, passOn);
  app.get(`${DOCS_PREFIX}/*`, hidden, passOn);
}
