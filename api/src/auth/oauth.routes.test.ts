import { eq } from 'drizzle-orm';
import { API_MESSAGES, MESSAGES } from '@dpohub/domain';
import { users } from '../db/schema';
import { demoUser } from '../seed/demo-users';
import { FORM, basicAuth, bearer, createTestApp, form, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test signs in from its own address, so brute-force counters never leak between tests. */
const freshIp = () => `10.0.0.${++ipCounter}`;

function token(
  fields: Record<string, string>,
  options: { auth?: string | null; ip?: string } = {},
) {
  const auth = options.auth === undefined ? basicAuth(t.config) : options.auth;
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: options.ip ?? freshIp(),
    headers: { ...FORM, ...(auth ? { authorization: auth } : {}) },
    payload: form(fields),
  });
}

const grant = (username: string, password: string) => ({
  grant_type: 'password',
  username,
  password,
});

describe('POST /api/oauth/token', () => {
  it('answers the login response of spec 1 section 3 for a client administrator', async () => {
    const response = await token(grant('cliente.admin', 'Cliente@123'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      token_type: 'bearer',
      expires_in: 8 * 60 * 60,
      name: 'Carla Mendes',
      email: 'cliente.admin@acme.local',
      admin: false,
      enableHoursBank: true,
      client: 1001,
      clientName: 'Acme Indústria Ltda',
      employeeDanielLaw: 2,
      termsAccepted: true,
    });
    expect(typeof body.access_token).toBe('string');
    expect(body.roles).toContainEqual({ authority: 'ROLE_GESTAO_USUARIOS' });
    expect(body.roles).not.toContainEqual({ authority: 'ROLE_GESTAO_PARTICIPANTE' });
    expect(body).not.toHaveProperty('passwordHash');
  });

  it('gives the firm admin no client and the ROLE_ADMIN authority', async () => {
    const body = (await token(grant('admin', 'Admin@123'))).json();
    expect(body).toMatchObject({
      admin: true,
      client: null,
      clientName: null,
      employeeDanielLaw: 1,
    });
    expect(body.roles).toContainEqual({ authority: 'ROLE_ADMIN' });
  });

  it('issues a token the API accepts', async () => {
    const { access_token: accessToken } = (
      await token(grant('cliente.usuario', 'Usuario@123'))
    ).json();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(accessToken),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Rafael Oliveira',
      client: 1001,
      employeeDanielLaw: 0,
    });
  });

  it('refuses wrong or missing client credentials with 401 invalid_client', async () => {
    const wrong = `Basic ${Buffer.from('dpohub-portal:wrong').toString('base64')}`;
    for (const auth of [wrong, null, 'Bearer abc']) {
      const response = await token(grant('admin', 'Admin@123'), { auth });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'invalid_client',
        message: API_MESSAGES.invalidClient,
      });
    }
  });

  it('refuses another grant type with 400 unsupported_grant_type', async () => {
    const response = await token({
      grant_type: 'client_credentials',
      username: 'admin',
      password: 'Admin@123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'unsupported_grant_type',
      message: API_MESSAGES.unsupportedGrantType,
    });
  });

  it('answers 400 invalid_grant with the Portuguese message for a wrong password or unknown user', async () => {
    for (const fields of [grant('admin', 'Errada@123'), grant('ninguem', 'Admin@123')]) {
      const response = await token(fields);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_grant',
        message: 'Usuário ou senha inválidos',
      });
    }
  });

  it('names a missing field and refuses oversized input without a 500', async () => {
    const missing = await token({ grant_type: 'password', username: 'admin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: `${MESSAGES.required}: password` });

    const huge = await token(grant('a'.repeat(10_000), 'Admin@123'));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(`${API_MESSAGES.maxLength(255)}: username`);
  });

  it('locks a username and IP after 5 failures within the window, and lets it in after the window', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await token(grant('cliente.usuario', 'Errada@123'), { ip });
      expect(failed.statusCode).toBe(400);
      expect(failed.json().attemptsLeft).toBe(5 - attempt);
    }
    const locked = await token(grant('cliente.usuario', 'Usuario@123'), { ip });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(API_MESSAGES.tooManyLoginAttempts);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not affected.
    expect((await token(grant('cliente.usuario', 'Usuario@123'))).statusCode).toBe(200);

    t.clock.advance((t.config.loginWindowSeconds + 1) * 1000);
    const after = await token(grant('cliente.usuario', 'Usuario@123'), { ip });
    expect(after.statusCode).toBe(200);
  });

  describe('disabled and expired users', () => {
    const setUser = (username: string, values: Partial<typeof users.$inferInsert>) =>
      t.app.db.update(users).set(values).where(eq(users.username, username));

    afterEach(async () => {
      await setUser('beta.usuario', {
        enabled: true,
        temporaryAccess: false,
        expirationDate: null,
      });
    });

    it('refuses a disabled user at sign-in and on calls with a token issued before', async () => {
      const accessToken = await t.login('beta.usuario');
      await setUser('beta.usuario', { enabled: false });

      const signIn = await token(grant('beta.usuario', demoUser('beta.usuario').password));
      expect(signIn.statusCode).toBe(400);
      expect(signIn.json()).toEqual({
        error: 'invalid_grant',
        message: API_MESSAGES.accountInactive,
      });

      const call = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: bearer(accessToken),
      });
      expect(call.statusCode).toBe(401);
      expect(call.json()).toEqual({ message: 'Login expirado, por favor logue novamente' });
    });

    it('refuses a temporary user after the expiration date, and accepts one on the last day', async () => {
      const accessToken = await t.login('beta.usuario');
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        t.clock.now(),
      );
      await setUser('beta.usuario', { temporaryAccess: true, expirationDate: today });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(accessToken) }))
          .statusCode,
      ).toBe(200);

      await setUser('beta.usuario', { temporaryAccess: true, expirationDate: '2020-01-31' });
      const signIn = await token(grant('beta.usuario', demoUser('beta.usuario').password));
      expect(signIn.statusCode).toBe(400);
      const call = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: bearer(accessToken),
      });
      expect(call.statusCode).toBe(401);
    });
  });
});

describe('bearer tokens', () => {
  const me = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/user/me', headers });
  const expired = { message: MESSAGES.loginExpired };

  it('refuses a call without a token', async () => {
    const response = await me({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });

  it('refuses an expired token', async () => {
    const past = Math.floor(t.clock.now().getTime() / 1000) - 3600;
    const stale = t.app.jwt.sign({ sub: '1', iat: past - 60, exp: past });
    const response = await me(bearer(stale));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(expired);
  });

  it('refuses a token once the clock passes its expiry', async () => {
    const accessToken = await t.login('admin');
    expect((await me(bearer(accessToken))).statusCode).toBe(200);
    t.clock.advance((t.config.tokenTtlSeconds + 1) * 1000);
    expect((await me(bearer(accessToken))).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret or tampered with', async () => {
    const accessToken = await t.login('admin');
    const [header, , signature] = accessToken.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: '2', exp: 4102444800 })).toString(
      'base64url',
    );
    expect((await me(bearer(`${header}.${forgedPayload}.${signature}`))).statusCode).toBe(401);
    expect((await me(bearer('not-a-token'))).statusCode).toBe(401);
  });
});
