import Fastify from 'fastify';
import { lazySchemaControllerOptions } from './lazy-schema-compilers';

async function appWithRoutes() {
  const app = Fastify({ schemaController: lazySchemaControllerOptions() });
  app.post(
    '/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 5 } },
        },
        response: {
          200: { type: 'object', properties: { name: { type: 'string' } } },
        },
      },
    },
    async (request) => ({ ...(request.body as object), secret: 'não sai' }),
  );
  await app.ready();
  return app;
}

describe('schemas compiled on first use', () => {
  it('validate and serialize as the default compilers do', async () => {
    const app = await appWithRoutes();
    try {
      const refused = await app.inject({
        method: 'POST',
        url: '/echo',
        payload: { name: 'longo demais' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('body/name must NOT have more than 5 characters');

      const missing = await app.inject({ method: 'POST', url: '/echo', payload: {} });
      expect(missing.json().message).toBe("body must have required property 'name'");

      // The response schema still decides what leaves: the extra property is dropped.
      const ok = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ana' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toBe('{"name":"Ana"}');
    } finally {
      await app.close();
    }
  });
});
