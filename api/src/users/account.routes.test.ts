import { API_MESSAGES, MESSAGES } from '@dpohub/domain';
import { passwordResetCodes } from '../db/schema';
import { readLatestMail } from '../mail/outbox';
import { demoUser } from '../seed/demo-users';
import { bearer, createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;

const post = (url: string, query: Record<string, string>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url, query, remoteAddress: ip });

/** Requests a code and reads it from the outbox, as the user reads the e-mail. */
async function requestCode(email: string): Promise<string> {
  const response = await post('/api/user/reset-password', { user_recover: email });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toBe(true);
  await t.mailer.idle();
  const mail = await readLatestMail(t.config.outboxDir, email);
  const code = mail?.text.match(/\b(\d{5})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const verify = (email: string, code: string) =>
  post('/api/user/verification-code', { user_recover: email, verification_code: code });
const change = (email: string, code: string, password: string) =>
  post('/api/user/change-password', { user_recover: email, verification_code: code, password });

describe('GET /api/user/me', () => {
  it('answers the signed-in user like the login response, without the token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer(await t.login('participante')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      name: 'Patrícia Lima',
      email: 'participante@acme.local',
      admin: false,
      enableHoursBank: true,
      client: 1001,
      clientName: 'Acme Indústria Ltda',
      roles: [{ authority: 'ROLE_USER' }, { authority: 'ROLE_GESTAO_PARTICIPANTE' }],
      employeeDanielLaw: 0,
      termsAccepted: true,
      twoFactorSetupRequired: false,
    });
  });
});

describe('password recovery (spec 1 sections 2.3 and 7)', () => {
  const email = demoUser('beta.admin').email;
  // Each test starts a new hour: the per-account counters of codes and checks are not under
  // test here (see security-fixes.test.ts, point 13).
  beforeEach(() => t.clock.advance(60 * 60 * 1000));

  it('e-mails a five-digit code in Portuguese and lets the user set a new password with it', async () => {
    const code = await requestCode(email.toUpperCase());
    const mail = await readLatestMail(t.config.outboxDir, email);
    expect(mail?.subject).toBe(API_MESSAGES.recoveryMailSubject);
    expect(mail?.text).toContain('Olá, Juliana Costa.');
    expect(code).toMatch(/^\d{5}$/);

    const stored = await t.app.db.select().from(passwordResetCodes);
    expect(stored.map((row) => row.codeHash)).not.toContain(code);

    expect((await verify(email, code)).json()).toBe(true);
    const changed = await change(email, code, 'NovaSenha@2024');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toBe(true);
    await expect(t.login('beta.admin', 'NovaSenha@2024')).resolves.toEqual(expect.any(String));

    // The code is used up.
    const again = await change(email, code, 'OutraSenha@2024');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: API_MESSAGES.recoveryCodeNotVerified });
  });

  it('answers false with status 200 for an unknown e-mail and sends nothing', async () => {
    const response = await post('/api/user/reset-password', { user_recover: 'ninguem@nada.local' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe(false);
    await t.mailer.idle();
    expect(await readLatestMail(t.config.outboxDir, 'ninguem@nada.local')).toBeUndefined();
  });

  it('requires user_recover', async () => {
    const response = await post('/api/user/reset-password', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${MESSAGES.required}: user_recover` });
  });

  it('replaces the previous code with a new request', async () => {
    const first = await requestCode(email);
    const second = await requestCode(email);
    if (first !== second) expect((await verify(email, first)).json()).toBe(false);
    expect((await verify(email, second)).json()).toBe(true);
  });

  it('answers false for an expired code', async () => {
    const code = await requestCode(email);
    t.clock.advance(15 * 60 * 1000 + 1000);
    expect((await verify(email, code)).json()).toBe(false);
  });

  it('kills the code after 5 wrong tries', async () => {
    const code = await requestCode(email);
    const wrong = code === '00000' ? '11111' : '00000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await verify(email, wrong)).json()).toBe(false);
    }
    expect((await verify(email, code)).json()).toBe(false);
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const code = await requestCode(email);
    const wrong = code === '00000' ? '11111' : '00000';
    for (let attempt = 0; attempt < 4; attempt += 1) await verify(email, wrong);
    expect((await verify(email, code)).json()).toBe(true);
  });

  it('refuses change-password without a verified code', async () => {
    const code = await requestCode(email);
    const response = await change(email, code, 'NovaSenha@2025');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: API_MESSAGES.recoveryCodeNotVerified });
  });

  it('refuses a new password that breaks the rules, with the spec message', async () => {
    const code = await requestCode(email);
    await verify(email, code);
    const response = await change(email, code, 'fraca');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Senha não atende regras de definição' });
  });

  it('limits recovery calls per IP', async () => {
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let call = 0; call < 11; call += 1) {
      statuses.push(
        // A new address each call: the per-account limit (5 codes an hour) is not the one tested.
        (await post('/api/user/reset-password', { user_recover: `x${call}@nada.local` }, ip))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('PUT /api/user/update-password (spec 1 section 2.4)', () => {
  const update = async (body: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user/update-password',
      headers: bearer(await t.login('cliente.usuario')),
      payload: body,
    });

  it('refuses a wrong current password', async () => {
    const response = await update({ oldPassword: 'Errada@123', newPassword: 'NovaSenha@1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Senha atual incorreta' });
  });

  it('refuses a new password that breaks the rules', async () => {
    const response = await update({ oldPassword: 'Usuario@123', newPassword: 'semregras' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.passwordRules });
  });

  it('names a missing field and refuses a wrong type', async () => {
    const missing = await update({ oldPassword: 'Usuario@123' });
    expect(missing.json()).toEqual({ message: `${MESSAGES.required}: newPassword` });
    const wrongType = await update({ oldPassword: 'Usuario@123', newPassword: { a: 1 } });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ message: `${API_MESSAGES.invalidType}: newPassword` });
  });

  it('changes the password', async () => {
    const response = await update({ oldPassword: 'Usuario@123', newPassword: 'Trocada@123' });
    expect(response.statusCode).toBe(204);
    await expect(t.login('cliente.usuario', 'Trocada@123')).resolves.toEqual(expect.any(String));
    await expect(t.login('cliente.usuario', 'Usuario@123')).rejects.toThrow('400');
  });

  it('refuses an anonymous call', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user/update-password',
      payload: { oldPassword: 'a', newPassword: 'b' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/user/verification-login', () => {
  const check = (userName: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/verification-login',
      remoteAddress: ip,
      payload: { userName, password },
    });

  it('reports valid credentials without issuing a token', async () => {
    const response = await check('beta.usuario', 'BetaUser@123', freshIp());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, locked: false, attemptsLeft: 5 });
  });

  it('counts a wrong password as an attempt and reports the lock', async () => {
    const ip = freshIp();
    expect((await check('beta.usuario', 'Errada@1', ip)).json()).toEqual({
      valid: false,
      locked: false,
      attemptsLeft: 4,
    });
    for (let attempt = 0; attempt < 4; attempt += 1) await check('beta.usuario', 'Errada@1', ip);
    expect((await check('beta.usuario', 'BetaUser@123', ip)).json()).toEqual({
      valid: false,
      locked: true,
      attemptsLeft: 0,
    });
  });

  it('requires both fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user/verification-login',
      payload: { password: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${MESSAGES.required}: userName` });
  });
});
