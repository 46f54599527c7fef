import { API_MESSAGES } from '@dpohub/domain';
import { count } from 'drizzle-orm';
import { fineSimulations, requestClaims } from '../db/schema';
import { simulationPayload } from '../simulator/simulator-test-support';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { REQUEST_ID_HEADER } from './request-claims';

let t: TestApp;
let user: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.login('cliente.usuario');
});
afterAll(() => t.close());

let sequence = 0;
/** A fresh id of the shape nginx's $request_id has: 32 hex characters. */
const requestId = () => (++sequence).toString(16).padStart(32, 'a');

const simulations = async () => (await t.app.db.select({ n: count() }).from(fineSimulations))[0]!.n;

function save(headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/simulacao_multa/save',
    headers: { ...bearer(user), ...headers },
    payload: simulationPayload(),
  });
}

describe('writes resent by the balancer (X-Request-Id)', () => {
  it('applies a write once: the resent copy is refused with 409 and adds no row', async () => {
    const id = requestId();
    const before = await simulations();
    expect((await save({ [REQUEST_ID_HEADER]: id })).statusCode).toBe(200);

    const resent = await save({ [REQUEST_ID_HEADER]: id });
    expect(resent.statusCode).toBe(409);
    expect(resent.json()).toMatchObject({ message: API_MESSAGES.requestAlreadyReceived });
    expect(await simulations()).toBe(before + 1);
  });

  it('serves another request id, reads with a claimed id, and calls without the header as before', async () => {
    const id = requestId();
    expect((await save({ [REQUEST_ID_HEADER]: id })).statusCode).toBe(200);
    expect((await save({ [REQUEST_ID_HEADER]: requestId() })).statusCode).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { ...bearer(user), [REQUEST_ID_HEADER]: id },
    });
    expect(read.statusCode).toBe(200);

    const before = await simulations();
    expect((await save()).statusCode).toBe(200);
    expect((await save()).statusCode).toBe(200);
    expect(await simulations()).toBe(before + 2);
  });

  it('ignores a header that is not a balancer id, and claims nothing for it', async () => {
    const claimsBefore = (await t.app.db.select({ n: count() }).from(requestClaims))[0]!.n;
    for (const header of ['abc', 'A'.repeat(32), `${'a'.repeat(31)}'`, 'a'.repeat(33)]) {
      expect((await save({ [REQUEST_ID_HEADER]: header })).statusCode).toBe(200);
      expect((await save({ [REQUEST_ID_HEADER]: header })).statusCode).toBe(200);
    }
    expect((await t.app.db.select({ n: count() }).from(requestClaims))[0]!.n).toBe(claimsBefore);
  });
});
