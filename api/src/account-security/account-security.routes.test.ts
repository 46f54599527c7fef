import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { ACCOUNT_SECURITY_MESSAGES, API_MESSAGES, AUDIT_MESSAGES, MESSAGES } from '@dpohub/domain';
import { eventsAfter, lastEventId } from '../audit/audit-test-support';
import { firmSettings, userRecoveryCodes, userSessions, userTwoFactor, users } from '../db/schema';
import { readAllMail } from '../mail/outbox';
import { ADMIN_DEMO_PASSWORD } from '../seed/admin-seed';
import { demoUser } from '../seed/demo-users';
import { FORM, basicAuth, bearer, createTestApp, form, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.db.update(users).set({ termsAcceptedAt: new Date() });
}, 480_000);
afterAll(() => t?.close());

let ipCounter = 0;
const freshIp = () => `10.61.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

function tokenCall(fields: Record<string, string>, options: { ip?: string; agent?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: options.ip ?? freshIp(),
    headers: { authorization: basicAuth(t.config), ...FORM, 'user-agent': options.agent ?? CHROME },
    payload: form(fields),
  });
}

async function signIn(username: string, password = demoUser(username).password, agent = CHROME) {
  const response = await tokenCall({ grant_type: 'password', username, password }, { agent });
  expect(response.statusCode).toBe(200);
  return response.json<{ access_token: string; twoFactorSetupRequired: boolean }>();
}

const call = (method: string, url: string, token: string, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers: bearer(token), payload });

const me = (token: string) => call('GET', '/api/user/me', token);

async function idOf(username: string) {
  const [row] = await t.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, username));
  return row!.id;
}

/** The code the user's app shows now, from the key the setup answered. */
const codeNow = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(t.clock.now().getTime() / 1000) + offsetSteps * 30 });

describe('sessions (security L1, platform m1)', () => {
  it('ends the token on the server at sign-out; another session of the user goes on', async () => {
    const first = (await signIn('cliente.usuario')).access_token;
    const second = (await signIn('cliente.usuario')).access_token;
    const out = await call('POST', '/api/oauth/revoke', first);
    expect(out.statusCode).toBe(204);
    // Was 200 for 8 hours: 'Sair' only cleared the browser.
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it("lists the user's sessions with device, IP and times, and ends one or every other", async () => {
    const chrome = (await signIn('acme.gestor', ADMIN_DEMO_PASSWORD, CHROME)).access_token;
    const firefox = (await signIn('acme.gestor', ADMIN_DEMO_PASSWORD, FIREFOX)).access_token;
    const third = (await signIn('acme.gestor', ADMIN_DEMO_PASSWORD, FIREFOX)).access_token;
    const list = await call('GET', '/api/user/sessions', chrome);
    expect(list.statusCode).toBe(200);
    const sessions =
      list.json<
        { id: string; device: string; ip: string; current: boolean; signedInAt: string }[]
      >();
    expect(sessions.length).toBeGreaterThanOrEqual(3);
    const current = sessions.filter((session) => session.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.device).toBe('Chrome 120 em Linux');
    expect(sessions.some((session) => session.device === 'Firefox 121 em Windows 10')).toBe(true);
    expect(current[0]!.signedInAt).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(current[0]!.ip).toMatch(/^10\.61\./);

    const other = sessions.find((session) => !session.current)!;
    const gestor = await idOf('acme.gestor');
    const before = await lastEventId(t.app.db);
    expect((await call('DELETE', `/api/user/sessions/${other.id}`, chrome)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/user/sessions/${other.id}`, chrome)).statusCode).toBe(404);
    const ended = await call('POST', '/api/user/sessions/end-others', chrome);
    expect(ended.json()).toEqual({ ended: expect.any(Number) });
    // Issue 31: one event per ending that ended something, the user as actor and record.
    const sessionEvent = (note: string) =>
      expect.objectContaining({
        kind: 'auth.sessionsEnded',
        actorId: gestor,
        recordType: 'user',
        recordId: gestor,
        clientId: 1001,
        details: expect.objectContaining({ note }),
      });
    expect(await eventsAfter(t.app.db, before)).toEqual([
      sessionEvent(AUDIT_MESSAGES.sessionsEnded(1, false)),
      sessionEvent(AUDIT_MESSAGES.sessionsEnded(ended.json().ended, false)),
    ]);
    expect((await me(firefox)).statusCode).toBe(401);
    expect((await me(third)).statusCode).toBe(401);
    expect((await me(chrome)).statusCode).toBe(200);
    // Another user's session is not this user's to end.
    const stranger = (await signIn('cliente.usuario')).access_token;
    const [strangerSession] = (await call('GET', '/api/user/sessions', stranger)).json<
      { id: string }[]
    >();
    expect(
      (await call('DELETE', `/api/user/sessions/${strangerSession!.id}`, chrome)).statusCode,
    ).toBe(404);
    expect((await me(stranger)).statusCode).toBe(200);
  });

  it('keeps the session of a password change and ends the others; refuses the same password', async () => {
    const here = (await signIn('acme.temporario', ADMIN_DEMO_PASSWORD)).access_token;
    const elsewhere = (await signIn('acme.temporario', ADMIN_DEMO_PASSWORD)).access_token;
    const same = await call('PUT', '/api/user/update-password', here, {
      oldPassword: ADMIN_DEMO_PASSWORD,
      newPassword: ADMIN_DEMO_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(MESSAGES.newPasswordSameAsCurrent);
    const changed = await call('PUT', '/api/user/update-password', here, {
      oldPassword: ADMIN_DEMO_PASSWORD,
      newPassword: 'Trocada#2026x',
    });
    expect(changed.statusCode).toBe(204);
    // Was 401 at once: the change signed the user out with no explanation.
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    const ended = await t.app.db
      .select({ reason: userSessions.endReason })
      .from(userSessions)
      .where(eq(userSessions.userId, await idOf('acme.temporario')));
    expect(ended.map((row) => row.reason).sort()).toEqual([null, 'passwordChanged']);
  });

  it('lets a firm admin end every session of a user, and nobody else', async () => {
    const user = (await signIn('beta.usuario')).access_token;
    const admin = (await signIn('admin')).access_token;
    const clientAdmin = (await signIn('cliente.admin')).access_token;
    const id = await idOf('beta.usuario');
    expect((await call('POST', `/api/user/${id}/sessions/end`, clientAdmin)).statusCode).toBe(403);
    expect((await me(user)).statusCode).toBe(200);
    const before = await lastEventId(t.app.db);
    const ended = await call('POST', `/api/user/${id}/sessions/end`, admin);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().ended).toBeGreaterThanOrEqual(1);
    expect(await eventsAfter(t.app.db, before)).toEqual([
      expect.objectContaining({
        kind: 'auth.sessionsEnded',
        actorId: await idOf('admin'),
        recordId: id,
        clientId: 1002,
        details: expect.objectContaining({
          note: AUDIT_MESSAGES.sessionsEnded(ended.json().ended, true),
        }),
      }),
    ]);
    expect((await me(user)).statusCode).toBe(401);
  });

  it('e-mails the user on a sign-in from a browser it has not seen signing in as them', async () => {
    const email = 'beta.admin@beta.local';
    const mailsTo = async () =>
      (await readAllMail(t.config.outboxDir)).filter(
        (mail) =>
          mail.to === email && mail.subject === ACCOUNT_SECURITY_MESSAGES.newBrowserMailSubject,
      ).length;
    const withBrowser = (browser: string, agent: string) =>
      tokenCall(
        {
          grant_type: 'password',
          username: 'beta.admin',
          password: 'Beta@1234',
          browser_id: browser,
        },
        { agent },
      );
    expect((await withBrowser('navegador-conhecido-0001', CHROME)).statusCode).toBe(200);
    await t.app.mailer.idle();
    const before = await mailsTo();
    expect((await withBrowser('navegador-conhecido-0001', CHROME)).statusCode).toBe(200);
    await t.app.mailer.idle();
    expect(await mailsTo()).toBe(before);
    expect((await withBrowser('navegador-novo-000000002', FIREFOX)).statusCode).toBe(200);
    await t.app.mailer.idle();
    expect(await mailsTo()).toBe(before + 1);
    const [mail] = (await readAllMail(t.config.outboxDir))
      .filter(
        (message) =>
          message.to === email &&
          message.subject === ACCOUNT_SECURITY_MESSAGES.newBrowserMailSubject,
      )
      .slice(-1);
    expect(mail!.text).toContain('Firefox 121 em Windows 10');
  });
});

describe('two-factor sign-in (TOTP)', () => {
  async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
    const setup = await call('POST', '/api/user/two-factor/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret, uri, qrSvg } = setup.json<{ secret: string; uri: string; qrSvg: string }>();
    expect(uri).toMatch(/^otpauth:\/\/totp\/DPOHUB:.+\?secret=[A-Z2-7]+&issuer=DPOHUB$/);
    expect(qrSvg).toMatch(/^<svg /);
    const wrong = await call('POST', '/api/user/two-factor/confirm', token, { code: '000000' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([
      400,
      ACCOUNT_SECURITY_MESSAGES.invalidCode,
    ]);
    const confirmed = await call('POST', '/api/user/two-factor/confirm', token, {
      code: await codeNow(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    return { secret, recoveryCodes };
  }

  it('enrols with a QR code, then signs in with the password and a code of the app', async () => {
    const token = (await signIn('cliente.usuario')).access_token;
    const before = await lastEventId(t.app.db);
    const { secret, recoveryCodes } = await enrol(token);
    const id = await idOf('cliente.usuario');
    // Issue 31: the wrong code wrote nothing; turning it on, one event.
    expect(await eventsAfter(t.app.db, before)).toEqual([
      expect.objectContaining({
        kind: 'auth.twoFactorChanged',
        actorId: id,
        recordId: id,
        clientId: 1001,
        details: expect.objectContaining({ note: AUDIT_MESSAGES.twoFactorOn }),
      }),
    ]);
    // The key and the recovery codes are not kept as they are.
    const [stored] = await t.app.db
      .select()
      .from(userTwoFactor)
      .where(eq(userTwoFactor.userId, id));
    expect(stored!.secretSealed).not.toContain(secret);
    expect(stored!.secretSealed).toMatch(/^v1\./);
    const hashes = await t.app.db
      .select()
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.userId, id));
    expect(hashes).toHaveLength(10);
    expect(hashes.map((row) => row.codeHash)).not.toContain(recoveryCodes[0]!.replace('-', ''));

    const first = await tokenCall({
      grant_type: 'password',
      username: 'cliente.usuario',
      password: 'Usuario@123',
    });
    expect(first.statusCode).toBe(403);
    const refusal = first.json<{ error: string; message: string; twoFactorToken: string }>();
    expect(refusal.error).toBe('two_factor_required');
    expect(refusal.message).toBe(ACCOUNT_SECURITY_MESSAGES.twoFactorRequired);
    expect(refusal).not.toHaveProperty('access_token');
    // The second-step token opens nothing else.
    expect((await me(refusal.twoFactorToken)).statusCode).toBe(401);

    const wrong = await tokenCall({
      grant_type: 'two_factor',
      two_factor_token: refusal.twoFactorToken,
      code: '123456',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'Código inválido.']);
    t.clock.advance(31_000);
    const code = await codeNow(secret);
    const second = await tokenCall({
      grant_type: 'two_factor',
      two_factor_token: refusal.twoFactorToken,
      code,
    });
    expect(second.statusCode).toBe(200);
    expect((await me(second.json().access_token)).statusCode).toBe(200);
    // A code is accepted once.
    const replay = await tokenCall({
      grant_type: 'two_factor',
      two_factor_token: refusal.twoFactorToken,
      code,
    });
    expect(replay.statusCode).toBe(400);

    // A recovery code signs in once.
    const again = await tokenCall({
      grant_type: 'password',
      username: 'cliente.usuario',
      password: 'Usuario@123',
    });
    const step = again.json<{ twoFactorToken: string }>().twoFactorToken;
    const recovered = await tokenCall({
      grant_type: 'two_factor',
      two_factor_token: step,
      recovery_code: recoveryCodes[0]!.toUpperCase(),
    });
    expect(recovered.statusCode).toBe(200);
    const reused = await tokenCall({
      grant_type: 'two_factor',
      two_factor_token: step,
      recovery_code: recoveryCodes[0]!,
    });
    expect(reused.statusCode).toBe(400);
    const status = await call('GET', '/api/user/two-factor', recovered.json().access_token);
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 9 });
    // A step token expires after five minutes.
    t.clock.advance(5 * 60_000 + 1000);
    const late = await tokenCall({
      grant_type: 'two_factor',
      two_factor_token: step,
      code: await codeNow(secret),
    });
    expect([late.statusCode, late.json().message]).toEqual([
      400,
      ACCOUNT_SECURITY_MESSAGES.twoFactorStepExpired,
    ]);
  });

  it('limits the codes as the password: five wrong codes from one place, then 429', async () => {
    const token = (await signIn('beta.usuario')).access_token;
    await enrol(token);
    const ip = freshIp();
    const step = (
      await tokenCall(
        { grant_type: 'password', username: 'beta.usuario', password: 'BetaUser@123' },
        { ip },
      )
    ).json<{ twoFactorToken: string }>().twoFactorToken;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await tokenCall(
        { grant_type: 'two_factor', two_factor_token: step, code: '000000' },
        { ip },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('is required of firm staff and client administrators when the firm says so; a firm admin resets a lost device', async () => {
    const admin = (await signIn('admin')).access_token;
    const clientAdminOnly = (await signIn('acme.gestor', ADMIN_DEMO_PASSWORD)).access_token;
    expect(
      (await call('PUT', '/api/firm-settings', clientAdminOnly, { twoFactorRequired: true }))
        .statusCode,
    ).toBe(403);
    const policy = await lastEventId(t.app.db);
    const saved = await call('PUT', '/api/firm-settings', admin, { twoFactorRequired: true });
    expect(saved.json()).toEqual({ twoFactorRequired: true });
    expect(await eventsAfter(t.app.db, policy)).toEqual([
      expect.objectContaining({
        kind: 'auth.twoFactorChanged',
        recordType: 'firm',
        clientId: null,
        details: expect.objectContaining({ note: AUDIT_MESSAGES.firmTwoFactor(true) }),
      }),
    ]);
    try {
      // The firm admin is firm staff: its own second factor first, for any other call.
      const blockedAdmin = await call('GET', '/api/firm-settings', admin);
      expect(blockedAdmin.statusCode).toBe(403);
      await enrol(admin);
      expect((await call('GET', '/api/firm-settings', admin)).statusCode).toBe(200);
      const signedIn = await signIn('cliente.admin');
      expect(signedIn.twoFactorSetupRequired).toBe(true);
      const blocked = await call(
        'GET',
        '/api/solicitacao/documentos-consultas/filter',
        signedIn.access_token,
      );
      expect([blocked.statusCode, blocked.json().message]).toEqual([
        403,
        ACCOUNT_SECURITY_MESSAGES.twoFactorEnrolmentRequired,
      ]);
      expect((await me(signedIn.access_token)).json().twoFactorSetupRequired).toBe(true);
      await enrol(signedIn.access_token);
      expect(
        (await call('GET', '/api/solicitacao/documentos-consultas/filter', signedIn.access_token))
          .statusCode,
      ).toBe(200);
      const required = await call('POST', '/api/user/two-factor/disable', signedIn.access_token, {
        code: '000000',
      });
      expect(required.json().message).toBe(ACCOUNT_SECURITY_MESSAGES.twoFactorCannotDisable);
      // A granular user is not asked.
      const granular = await signIn('acme.gestor', ADMIN_DEMO_PASSWORD);
      expect(granular.twoFactorSetupRequired).toBe(false);

      // The lost phone: the firm admin resets it; the user hears of it and is signed out.
      const id = await idOf('cliente.admin');
      expect(
        (await call('POST', `/api/user/${id}/two-factor/reset`, clientAdminOnly)).statusCode,
      ).toBe(403);
      const beforeReset = await lastEventId(t.app.db);
      const reset = await call('POST', `/api/user/${id}/two-factor/reset`, admin);
      expect(reset.statusCode).toBe(204);
      expect(
        (await eventsAfter(t.app.db, beforeReset)).map((event) => [
          event.kind,
          event.recordId,
          event.details?.note,
        ]),
      ).toEqual([
        ['auth.twoFactorChanged', id, AUDIT_MESSAGES.twoFactorReset],
        ['auth.sessionsEnded', id, expect.stringMatching(/encerrada(s)? por um administrador$/)],
      ]);
      await t.app.mailer.idle();
      const mails = (await readAllMail(t.config.outboxDir)).filter(
        (mail) =>
          mail.to === 'cliente.admin@acme.local' &&
          mail.subject === ACCOUNT_SECURITY_MESSAGES.resetMailSubject,
      );
      expect(mails).toHaveLength(1);
      expect((await me(signedIn.access_token)).statusCode).toBe(401);
      expect((await call('GET', `/api/user/${id}/account-security`, admin)).json()).toEqual({
        twoFactorEnabled: false,
        activeSessions: 0,
      });
      expect((await signIn('cliente.admin')).twoFactorSetupRequired).toBe(true);
    } finally {
      await t.app.db.update(firmSettings).set({ twoFactorRequired: false });
    }
  });
});

describe('guesses at one account from many addresses (security L2)', () => {
  it('refuses the account after ten failures spread over addresses, the right password included', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await tokenCall(
        { grant_type: 'password', username: 'acme.inativo', password: `Errada${attempt}` },
        { ip: `10.62.0.${attempt % 6}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array(10).fill(400));
    // Was checked: 30 guesses from 6 addresses all reached the password.
    const next = await tokenCall(
      { grant_type: 'password', username: 'acme.inativo', password: ADMIN_DEMO_PASSWORD },
      { ip: '10.62.0.7' },
    );
    expect([next.statusCode, next.json().message]).toEqual([
      429,
      API_MESSAGES.tooManyLoginAttempts,
    ]);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });
});
