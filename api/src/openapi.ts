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
  // The API answers on the portal's own origin: the paths below start with /api.
  servers: [{ url: '/', description: 'O servidor que serve esta documentação' }],
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

/** The one shape of every error answer: the Portuguese message the screens show. */
const ERROR_ANSWER = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string', example: 'Campo obrigatório' } },
} as const;

/** Error answers every route of a kind gives, beside those its schema declares itself. */
const ERRORS = {
  400: 'Entrada inválida: a mensagem diz o que corrigir',
  401: 'Sem sessão válida (token ausente, expirado ou encerrado)',
  403: 'A sessão não tem a permissão, a função contratada ou o cliente que a operação exige',
  404: 'O registro não existe, ou não é visível para esta sessão',
} as const;

interface RouteSchema {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  consumes?: string[];
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
  operationId?: string;
  [key: string]: unknown;
}

/**
 * A stable operation id from the method and path: `GET /api/client/:id` is `getClientById`,
 * `POST /api/solicitacao/documentos-consultas` is `postSolicitacaoDocumentosConsultas`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':')
        ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)]
        : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  return `${method.toLowerCase()}${capitalised.join('')}`;
}

/**
 * The route's schema as documented: its operation id, `security: []` where no sign-in is asked
 * (the access gate sets the bearer on every other route), and the error answers the gate and the
 * validation give every route (400 for an input, 401 and 403 behind a sign-in, 404 for a record
 * named in the path), where the route does not describe them itself.
 */
function documentedSchema(method: string, url: string, schema: RouteSchema = {}): RouteSchema {
  const signedIn = (schema.security ?? []).length > 0;
  const codes: (keyof typeof ERRORS)[] = [
    ...(schema.body || schema.querystring || schema.params || schema.consumes
      ? [400 as const]
      : []),
    ...(signedIn ? [401 as const, 403 as const] : []),
    ...(schema.params ? [404 as const] : []),
  ];
  const response: Record<string, unknown> = { ...schema.response };
  // A route that declares no success answer keeps the generator's "any 2xx" instead of losing it.
  if (!Object.keys(response).some((code) => code.startsWith('2'))) {
    response['2xx'] = { description: 'Sucesso' };
  }
  for (const code of codes) {
    response[code] ??= { description: ERRORS[code], ...ERROR_ANSWER };
  }
  return {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, url),
    security: schema.security ?? [],
    response,
  };
}

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
  await docs.register(swagger, {
    openapi: { ...OPENAPI, servers: OPENAPI.servers.map((server) => ({ ...server })) },
  });
  await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  // A prefix's own route answers with and without the final slash: documented once, without it.
  const documented = new Set<string>();
  for (const route of routes) {
    const url = route.url.length > 1 ? route.url.replace(/\/$/, '') : route.url;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || documented.has(`${method} ${url}`)) continue;
      documented.add(`${method} ${url}`);
      docs.route({
        method,
        url,
        schema: documentedSchema(method, url, route.schema as RouteSchema | undefined),
        exposeHeadRoute: false,
        handler: () => undefined,
      });
    }
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
