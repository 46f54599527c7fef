import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { ADMIN_API_MESSAGES, API_MESSAGES } from '@dpohub/domain';
import { clients, demands } from '../db/schema';
import { errorAnswer } from '../errors/error-handler';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

// The low findings of the security review (issue 26, security L4, L7-L10, L13), each as the
// review made it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 480_000);
afterAll(() => t?.close());

const newUser = (email: string, username: string) => ({
  username,
  name: 'Pessoa Nova',
  email,
  jobTitle: 'Analista',
  department: 'Jurídico',
  employeeDanielLaw: 0,
  client: { id: 1002 },
  temporaryAccess: false,
  expirationDate: null,
  roles: [{ id: 2 }, { id: 6 }],
});

describe('L4: a duplicate e-mail of another client is refused without saying so', () => {
  it("answers another client's address with a neutral 409, the own client's with the usual one", async () => {
    const beta = bearer(await t.login('beta.admin'));
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: beta,
      payload: newUser('cliente.usuario@acme.local', 'l4.pessoa'),
    });
    // Was 409 'Email já cadastrado': an Acme address confirmed to Beta.
    expect([other.statusCode, other.json().message]).toEqual([
      409,
      ADMIN_API_MESSAGES.emailUnavailable,
    ]);
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: beta,
      payload: newUser('beta.usuario@beta.local', 'l4.pessoa2'),
    });
    expect([own.statusCode, own.json().message]).toEqual([409, ADMIN_API_MESSAGES.emailTaken]);
  });
});

describe('L7: a client that still has records is not deleted', () => {
  it('answers 409 with the reason and keeps the client and its demand', async () => {
    const admin = bearer(await t.login('admin'));
    const id = 990_777;
    await t.app.db.insert(clients).values({ id, name: 'Cliente com Registros' } as never);
    const [template] = await t.app.db.select().from(demands).limit(1);
    await t.app.db.insert(demands).values({
      clientId: id,
      demanda: 'Registro que impede a remoção',
      serviceTypeId: template!.serviceTypeId,
      prazoAtendimento: 'CUSTOMIZADO',
      prazo: '2099-12-20',
      descricaoTrabalho: 'Descrição',
      status: 'PENDENTE' as never,
      createdByUserId: template!.createdByUserId,
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/client/${id}`,
      headers: admin,
    });
    // Was 500 (a foreign key violation).
    expect([response.statusCode, response.json().message]).toEqual([
      409,
      API_MESSAGES.clientHasRecords,
    ]);
    expect(await t.app.db.select().from(clients).where(eq(clients.id, id))).toHaveLength(1);
  });
});

describe('L8: a full or read-only disk is the server state, in Portuguese', () => {
  it.each(['ENOSPC', 'EDQUOT', 'EROFS'])('answers %s with 503 and a message', (code) => {
    const error = Object.assign(new Error(`${code}: no space left on device, write`), { code });
    expect(errorAnswer(error)).toEqual({
      statusCode: 503,
      body: { message: API_MESSAGES.storageUnavailable },
    });
  });
});

describe('L13: no authenticated answer stays in a cache', () => {
  it('sends Cache-Control: no-store with every guarded answer', async () => {
    const token = bearer(await t.login('cliente.usuario'));
    for (const url of [
      '/api/user/me',
      '/api/solicitacao/documentos-consultas/filter',
      '/api/client/all',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: token });
      expect([url, response.statusCode, response.headers['cache-control']]).toEqual([
        url,
        200,
        'no-store',
      ]);
    }
  });
});

describe('L9, L10: request bodies time out; the documentation only when configured', () => {
  it('ends a request whose body never completes, and serves no /api/docs by default', async () => {
    const own = await createTestApp({ apiDocs: false, requestTimeoutSeconds: 1, seedDemo: false });
    try {
      const { app } = own;
      expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(404);
      // Node ends a request at the shorter of its two times: the headers' time must not stay
      // at Node's 60 s (it did when only Fastify's `requestTimeout` was set).
      expect(app.server.requestTimeout).toBe(1000);
      expect(app.server.headersTimeout).toBe(1000);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      // Headers announce 1,000 bytes; ten arrive, then nothing (was open after 90 s).
      const answer = await new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            'POST /api/user/verification-login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"userName":"a',
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await own.close();
    }
  }, 30_000);
});
