import net from 'node:net';
import { createTestApp, type TestApp } from './test/test-app';
import { stopGracefully } from './shutdown';

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
