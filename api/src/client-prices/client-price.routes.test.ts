import { ADMIN_API_MESSAGES, API_MESSAGES } from '@dpohub/domain';
import { clients } from '../db/schema';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['admin', 'cliente.admin', 'cliente.usuario', 'participante', 'beta.admin']) {
    tokens[who] = await t.login(who);
  }
});
afterAll(() => t.close());

const call = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(tokens[who]!), ...(payload ? { payload } : {}) });

async function acmePeriods() {
  return (
    await call('admin', 'GET', '/api/client-prices-hours?clientId=1001&page=0&size=12&sort=name')
  ).json();
}

describe('client price per hour', () => {
  it('pages the price periods, twelve per page, newest first', async () => {
    const page = await acmePeriods();
    expect(page).toMatchObject({ number: 0, size: 12, totalElements: 2, totalPages: 1 });
    expect(page.content).toEqual([
      expect.objectContaining({
        clientId: 1001,
        clientName: 'Acme Indústria Ltda',
        valorHora: 350,
        vigenciaInicio: '2025-01-01',
        vigenciaFim: null,
      }),
      expect.objectContaining({
        valorHora: 320,
        vigenciaInicio: '2024-01-01',
        vigenciaFim: '2024-12-31',
      }),
    ]);
    expect(
      (await call('admin', 'GET', '/api/client-prices-hours?clientId=1002')).json().totalElements,
    ).toBe(0);
  });

  it('gives the current price to the client users; none means no price and no hours bank', async () => {
    const acme = await call('cliente.usuario', 'GET', '/api/client-prices-hours/current/1001');
    expect(acme.json()).toEqual({ clientId: 1001, valorHora: 350, enableHoursBank: true });
    const beta = await call('beta.admin', 'GET', '/api/client-prices-hours/current/1002');
    expect(beta.json()).toEqual({ clientId: 1002, valorHora: null, enableHoursBank: false });
    expect(
      (await call('beta.admin', 'GET', '/api/client-prices-hours/current/1001')).statusCode,
    ).toBe(404); // another client's folder answers as a missing one (security L3)
    expect(
      (await call('participante', 'GET', '/api/client-prices-hours/current/1001')).statusCode,
    ).toBe(403);
    expect((await call('admin', 'GET', '/api/client-prices-hours/current/4242')).statusCode).toBe(
      404,
    );
  });

  it('applies the three date rules and a positive price on update', async () => {
    const [current] = (await acmePeriods()).content;
    const put = (changes: object) =>
      call('admin', 'PUT', `/api/client-prices-hours/${current.id}`, {
        ...current,
        userId: 1,
        ...changes,
      });
    expect((await put({ vigenciaInicio: '2025-02-30' })).json()).toEqual({
      message: 'Data de início inválida',
    });
    expect((await put({ vigenciaFim: '2025-13-01' })).json()).toEqual({
      message: 'Data de fim inválida',
    });
    expect((await put({ vigenciaFim: '2024-12-31' })).json()).toEqual({
      message: 'Data de fim deve ser posterior à data de início',
    });
    expect((await put({ valorHora: 0 })).json()).toEqual({
      message: ADMIN_API_MESSAGES.priceMustBePositive,
    });
    expect((await put({ vigenciaInicio: '2024-06-01' })).json()).toEqual({
      message: ADMIN_API_MESSAGES.pricePeriodOverlap,
    });
    expect((await put({ clientId: 1002 })).json()).toEqual({
      message: ADMIN_API_MESSAGES.priceClientMismatch,
    });
    const saved = await put({ valorHora: 375.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: current.id, valorHora: 375.5, vigenciaFim: null });
  });

  it('starts a new period that closes the open one and becomes the current price', async () => {
    const created = await call('admin', 'POST', '/api/client-prices-hours', {
      clientId: 1001,
      valorHora: 400,
      vigenciaInicio: '2026-03-01',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      clientId: 1001,
      valorHora: 400,
      vigenciaInicio: '2026-03-01',
      vigenciaFim: null,
    });
    const periods = (await acmePeriods()).content;
    expect(periods[1]).toMatchObject({ vigenciaInicio: '2025-01-01', vigenciaFim: '2026-02-28' });
    const current = await call('cliente.usuario', 'GET', '/api/client-prices-hours/current/1001');
    expect(current.json().valorHora).toBe(400);

    const notAfter = await call('admin', 'POST', '/api/client-prices-hours', {
      clientId: 1001,
      valorHora: 410,
      vigenciaInicio: '2026-03-01',
    });
    expect(notAfter.statusCode).toBe(400);
    expect(notAfter.json()).toEqual({ message: ADMIN_API_MESSAGES.priceStartNotAfterCurrent });
    const first = await call('admin', 'POST', '/api/client-prices-hours', {
      clientId: 1002,
      valorHora: 200,
      vigenciaInicio: '2025-05-01',
    });
    expect(first.statusCode).toBe(201);
    const unknown = await call('admin', 'POST', '/api/client-prices-hours', {
      clientId: 4242,
      valorHora: 200,
      vigenciaInicio: '2025-05-01',
    });
    expect(unknown.json()).toEqual({ message: API_MESSAGES.clientNotFound });
  });

  it('is admin only, apart from the current price', async () => {
    for (const who of ['cliente.admin', 'cliente.usuario', 'participante']) {
      expect((await call(who, 'GET', '/api/client-prices-hours?clientId=1001')).statusCode).toBe(
        403,
      );
      expect(
        (
          await call(who, 'PUT', '/api/client-prices-hours/1', {
            id: 1,
            clientId: 1001,
            valorHora: 1,
            vigenciaInicio: '2025-01-01',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call(who, 'POST', '/api/client-prices-hours', {
            clientId: 1001,
            valorHora: 1,
            vigenciaInicio: '2030-01-01',
          })
        ).statusCode,
      ).toBe(403);
    }
  });

  it('answers the price in force on a day, never a period that starts later (budget M1)', async () => {
    t.clock.set(new Date('2026-11-25T15:00:00Z'));
    await t.app.db
      .insert(clients)
      .values({ id: 4747, name: 'Preço Futuro', enableHoursBank: true });
    for (const [valorHora, vigenciaInicio] of [
      [180, '2026-01-01'],
      [300, '2027-01-01'],
    ] as const) {
      const created = await call('admin', 'POST', '/api/client-prices-hours', {
        clientId: 4747,
        valorHora,
        vigenciaInicio,
      });
      expect(created.statusCode).toBe(201);
    }
    const current = (query = '') =>
      call('admin', 'GET', `/api/client-prices-hours/current/4747${query}`);
    expect((await current()).json()).toEqual({
      clientId: 4747,
      valorHora: 180,
      enableHoursBank: true,
    });
    expect((await current('?data=2027-01-01')).json().valorHora).toBe(300);
    expect((await current('?data=2025-12-31')).json().valorHora).toBeNull();
    expect((await current('?data=amanha')).statusCode).toBe(400);
  });
});
