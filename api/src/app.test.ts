import { createConfig, lintFromString } from '@redocly/openapi-core';
import { API_MESSAGES, SERVER_NO_MESSAGE } from '@dpohub/domain';
import { buildApp } from './app';
import { HEALTH_DATABASE_DOWN } from './health.routes';
import { bearer, createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API as a whole', () => {
  it('reports health and the database driver', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    expect(response.json()).toEqual({ status: 'ok', database: driver });
  });

  it('is ready with the database reachable, and not while shutting down', async () => {
    const driver = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: driver });
    expect(ready.headers['cache-control']).toBe('no-store');

    t.app.lifecycle.draining = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ status: 'draining', database: driver });
      // Health stays up: the process still finishes what it took.
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('is neither ready nor healthy when the database cannot be reached', async () => {
    const other = await createTestApp({ seedDemo: false });
    try {
      await other.database.close();
      const response = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'database-unreachable' });
      // Health reports the database too: 503 with its message.
      const health = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', message: HEALTH_DATABASE_DOWN });
    } finally {
      other.database.close = async () => {};
      await other.close();
    }
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: API_MESSAGES.routeNotFound });
  });

  it('answers malformed JSON with a Portuguese 400', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update-password',
      headers: { ...bearer(await t.login('admin')), 'content-type': 'application/json' },
      payload: '{"oldPassword": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: API_MESSAGES.malformedBody });
  });

  it('answers a body over the limit with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/verification-login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'x', password: 'y'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: API_MESSAGES.payloadTooLarge });
  });

  it('answers an unsupported content type with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/verification-login',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: API_MESSAGES.unsupportedMediaType });
  });

  it('serves the OpenAPI document with both security schemes and the spec routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.components.securitySchemes)).toEqual(['bearerAuth', 'basicAuth']);
    expect(document.paths['/api/oauth/token'].post.security).toEqual([{ basicAuth: [] }]);
    expect(document.paths['/api/client/all'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/reset-password',
        '/api/client/{id}/functions',
        '/api/health',
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
    const style = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(style.statusCode).toBe(200);
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(style.body.length).toBeGreaterThan(10_000);
  });

  it("lints clean with Redocly's recommended rules: an operation id, its security and its error answers on every operation", async () => {
    const source = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).body;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, config, absoluteRef: '/api/docs/json' });
    const counted = (severity: string) =>
      problems
        .filter((problem) => problem.severity === severity)
        .reduce<Record<string, number>>(
          (counts, problem) => ({ ...counts, [problem.ruleId]: (counts[problem.ruleId] ?? 0) + 1 }),
          {},
        );
    expect(counted('error')).toEqual({});
    // Left, and why: the spec's own paths (/api/user/{id} beside /api/user/filter); the three
    // public calls with no input, which answer no 4xx (health, readiness, the challenge); and a
    // licence, which a firm's private API does not publish.
    expect(counted('warn')).toEqual({
      'info-license': 1,
      'no-ambiguous-paths': 10,
      'operation-4xx-response': 3,
    });
    const document = JSON.parse(source);
    expect(document.paths['/api/client/{id}'].get.operationId).toBe('getClientById');
    expect(document.paths['/api/user/reset-password'].post.security).toEqual([]);
    expect(document.paths['/api/client/{id}'].put.responses['403'].description).toBe(
      'A sessão não tem a permissão, a função contratada ou o cliente que a operação exige',
    );
    expect(document.paths['/api/client/']).toBeUndefined();
    expect(document.paths['/api/client'].post.operationId).toBe('postClient');
  });

  it('allows the portal origin by CORS and not others', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/client/all',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    const allowed = await preflight('http://localhost:3000');
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const other = await preflight('http://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('error handling', () => {
  // A second app over the same database, so routes can be added before it starts.
  const privateApp = () => buildApp({ config: t.config, database: t.database, clock: t.clock });

  it('answers an unexpected error with 500 "No message available" and no detail', async () => {
    const app = await privateApp();
    app.get('/api/explode', { config: { access: { public: true } } }, async () => {
      throw new Error('secret internal detail');
    });
    const response = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: SERVER_NO_MESSAGE });
    expect(response.body).not.toContain('secret');
    await app.close();
  });

  it('refuses to start a route that declares no access rule', async () => {
    const app = await privateApp();
    expect(() => app.get('/api/unguarded', async () => 'x')).toThrow(/declares no access rule/);
    await app.close();
  });
});
