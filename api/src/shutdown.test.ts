import net from 'node:net';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from './test/test-app';
import { HandlersInFlight, stopGracefully } from './shutdown';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedDemo: false });
});
afterAll(() => t.close());

/** Writes raw HTTP on a socket and resolves with everything the server answered. */
function exchange(socket: net.Socket, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
  });
}

describe('stopGracefully', () => {
  it('serves a request on a connection accepted before the stop, then refuses new ones', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    // The balancer's connection is open, its request not yet written.
    const early = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => early.once('connect', resolve));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stopping = stopGracefully(t.app);
    expect(t.app.lifecycle.draining).toBe(true);
    const answer = await exchange(
      early,
      'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"status":"ok"');

    await stopping;
    const refused = await new Promise<string>((resolve) => {
      const late = net.connect(port, '127.0.0.1');
      late.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
      late.on('connect', () => resolve('connected'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });
});

describe('HandlersInFlight', () => {
  it('lets the stop finish only once a handler whose client has gone has answered', async () => {
    const app = Fastify();
    const handlers = new HandlersInFlight();
    handlers.track(app);
    app.decorate('lifecycle', { draining: false, handlers });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const handling = new Promise<void>((resolve) => (entered = resolve));
    app.get('/slow', async () => {
      entered();
      await released;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;

    const client = net.connect(port, '127.0.0.1');
    client.on('error', () => undefined);
    client.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await handling;
    client.destroy(); // the client leaves before the answer
    expect(handlers.count).toBe(1);

    let stopped = false;
    const stopping = stopGracefully(app).then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);

    release();
    await stopping;
    expect(handlers.count).toBe(0);
  });

  it('counts an answer given by a hook before the handler, and a 404', async () => {
    const app = Fastify();
    const handlers = new HandlersInFlight();
    handlers.track(app);
    app.get(
      '/guarded',
      { preHandler: async (_request, reply) => reply.status(401).send({ no: true }) },
      async () => ({ yes: true }),
    );
    expect((await app.inject({ url: '/guarded' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/nowhere' })).statusCode).toBe(404);
    expect(handlers.count).toBe(0);
    await handlers.settled();
    await app.close();
  });
});
