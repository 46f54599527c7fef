import { eq } from 'drizzle-orm';
import {
  API_MESSAGES,
  CAPTCHA_HEADER,
  LEAD_CONSENT,
  LEAD_DEFAULT_PASSWORD,
  MESSAGES,
  SIMULATOR_API_MESSAGES,
  leadConsentText,
} from '@dpohub/domain';
import { leads } from '../db/schema';
import { FORM, basicAuth, bearer, createTestApp, form, type TestApp } from '../test/test-app';
import { CAPTCHA_TTL_SECONDS } from './captcha';
import { LEAD_REGISTRATION_RATE_LIMIT } from './lead.routes';
import { LEAD_SIGN_IN_RATE_LIMIT } from './lead-sign-in';
import {
  freshIp,
  leadToken,
  quickSolvedPayload,
  solvedPayload,
  verifyCaptcha,
} from './simulator-test-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: Record<string, unknown>, captcha?: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user-lp/save',
    remoteAddress: ip,
    headers: captcha ? { [CAPTCHA_HEADER]: captcha } : {},
    payload,
  });

const signIn = (
  username: string,
  password = LEAD_DEFAULT_PASSWORD,
  ip = freshIp(),
  captcha?: string,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: ip,
    headers: {
      authorization: basicAuth(t.config),
      ...FORM,
      ...(captcha ? { [CAPTCHA_HEADER]: captcha } : {}),
    },
    payload: form({ grant_type: 'password', username, password }),
  });

/** Registers a lead with a fresh human check; the check's payload, which its sign-in shows. */
async function registered(email: string, name = 'Lia Lead'): Promise<string> {
  const captcha = await quickSolvedPayload(t);
  expect((await verifyCaptcha(t, captcha)).json()).toBe(true);
  expect((await register({ ...lead, email, name }, captcha)).statusCode).toBe(200);
  return captcha;
}

const lead = {
  name: 'Joana Araújo',
  email: 'joana@empresa.com.br',
  company: 'Empresa X',
  infoEmail: true,
};

describe('GET /api/captcha/challenge and POST /api/captcha', () => {
  it('hands out a signed challenge that, once solved, verifies true exactly once', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    expect(challenge.parameters.expiresAt).toBe(
      Math.floor(t.clock.now().getTime() / 1000) + CAPTCHA_TTL_SECONDS,
    );
    expect(typeof challenge.signature).toBe('string');

    const token = await solvedPayload(challenge);
    expect((await verifyCaptcha(t, token)).json()).toBe(true);
    // Replayed: the server remembers the challenge until it expires.
    expect((await verifyCaptcha(t, token)).json()).toBe(false);
  });

  it('answers false for garbage, a tampered challenge and a wrong solution', async () => {
    expect((await verifyCaptcha(t, 'not-base64-json')).json()).toBe(false);
    const token = await quickSolvedPayload(t);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString());
    const tampered = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    expect(
      (await verifyCaptcha(t, Buffer.from(JSON.stringify(tampered)).toString('base64'))).json(),
    ).toBe(false);
    const wrong = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    expect(
      (await verifyCaptcha(t, Buffer.from(JSON.stringify(wrong)).toString('base64'))).json(),
    ).toBe(false);
    // The untouched payload still verifies: the failures did not use it up.
    expect((await verifyCaptcha(t, token)).json()).toBe(true);
  });

  it('answers false once the challenge expired', async () => {
    const token = await quickSolvedPayload(t);
    t.clock.advance((CAPTCHA_TTL_SECONDS + 1) * 1000);
    try {
      expect((await verifyCaptcha(t, token)).json()).toBe(false);
    } finally {
      t.clock.advance(-(CAPTCHA_TTL_SECONDS + 1) * 1000);
    }
  });

  it('requires the token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/captcha' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${MESSAGES.required}: token` });
  });
});

describe('POST /api/user-lp/save', () => {
  it('stores a lead after a verified captcha and answers { id, name, email }', async () => {
    const token = await quickSolvedPayload(t);
    expect((await verifyCaptcha(t, token)).json()).toBe(true);
    const response = await register({ ...lead, name: '  Joana Araújo ' }, token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ id: expect.any(Number), name: 'Joana Araújo', email: lead.email });
    const [row] = await t.app.db.select().from(leads).where(eq(leads.id, body.id));
    expect(row).toMatchObject({ company: 'Empresa X', infoEmail: true });
    // The consent it accepted, word for word, with its version and time (LGPD art. 8), and a
    // new lead waiting for the firm's follow-up.
    expect(row).toMatchObject({
      consentText: leadConsentText(true),
      consentVersion: LEAD_CONSENT.version,
      consentedAt: t.clock.now(),
      followUpStatus: 'NOVO',
      followUpByUserId: null,
      followUpAt: null,
    });
  });

  it('keeps every registration of a returning e-mail (consent evidence), the earlier one as it was', async () => {
    const first = await leadToken(t, { email: 'volta@empresa.com', company: 'Antiga' });
    expect(first).toEqual(expect.any(String));
    const token = await quickSolvedPayload(t);
    await verifyCaptcha(t, token);
    const again = await register(
      { name: 'Nome Novo', email: 'VOLTA@empresa.com', company: 'Nova', infoEmail: false },
      token,
    );
    expect(again.statusCode).toBe(200);
    const rows = await t.app.db.select().from(leads).where(eq(leads.company, 'Nova'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Nome Novo',
      email: 'VOLTA@empresa.com',
      infoEmail: false,
    });
    const [earlier] = await t.app.db.select().from(leads).where(eq(leads.company, 'Antiga'));
    expect(earlier).toMatchObject({ email: 'volta@empresa.com', infoEmail: true });
  });

  it('refuses a registration without a verified captcha with 403', async () => {
    const missing = await register(lead);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual({ message: SIMULATOR_API_MESSAGES.captchaRequired });

    // Solved but never verified through POST /captcha.
    const unverified = await register(lead, await quickSolvedPayload(t));
    expect(unverified.statusCode).toBe(403);
  });

  it('accepts a verified payload for one registration only', async () => {
    const token = await quickSolvedPayload(t);
    await verifyCaptcha(t, token);
    expect((await register({ ...lead, email: 'uma@vez.com' }, token)).statusCode).toBe(200);
    const second = await register({ ...lead, email: 'duas@vezes.com' }, token);
    expect(second.statusCode).toBe(403);
  });

  it('answers the lead form messages of spec 4 section 5, without using the captcha up', async () => {
    const token = await quickSolvedPayload(t);
    await verifyCaptcha(t, token);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...lead, name: '   ' }, 'O nome é obrigatório!'],
      [{ ...lead, email: 'sem-arroba' }, 'O email é obrigatório!'],
      [{ ...lead, company: '' }, 'Preencha o campo empresa!'],
      [{ ...lead, name: 'Joana 2' }, SIMULATOR_API_MESSAGES.leadNameInvalid],
      [{ ...lead, name: 'Joana <script>' }, SIMULATOR_API_MESSAGES.leadNameInvalid],
    ];
    for (const [payload, message] of cases) {
      const response = await register(payload, token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await register({ ...lead, email: 'valida@depois.com' }, token)).statusCode).toBe(200);
  });

  it('limits registrations per IP', async () => {
    const ip = freshIp();
    for (let i = 0; i < LEAD_REGISTRATION_RATE_LIMIT.max; i += 1) {
      expect((await register(lead, undefined, ip)).statusCode).toBe(403);
    }
    const limited = await register(lead, undefined, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: API_MESSAGES.tooManyRequests });
  });
});

describe('lead sign-in through POST /api/oauth/token', () => {
  it('issues a lead token for a lead e-mail, the fixed password and its registration check, with no roles', async () => {
    const captcha = await registered('entra@lead.com');
    const response = await signIn('entra@lead.com', LEAD_DEFAULT_PASSWORD, freshIp(), captcha);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token_type: 'bearer',
      name: 'Lia Lead',
      email: 'entra@lead.com',
      admin: false,
      roles: [],
      client: null,
    });
  });

  it('refuses the fixed password without the human check that registered the lead (platform m5)', async () => {
    await registered('rascunho@lead.com');
    const other = await registered('outro@lead.com');
    for (const captcha of [undefined, other, 'lixo']) {
      const response = await signIn('rascunho@lead.com', LEAD_DEFAULT_PASSWORD, freshIp(), captcha);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_grant' });
    }
  });

  it('refuses a lead e-mail with another password, and an unknown e-mail', async () => {
    await leadToken(t, { email: 'senha@lead.com' });
    for (const [username, password] of [
      ['senha@lead.com', 'outra'],
      ['ninguem@lead.com', LEAD_DEFAULT_PASSWORD],
    ]) {
      const response = await signIn(username!, password);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: 'invalid_grant',
        message: API_MESSAGES.invalidCredentials,
      });
    }
  });

  it('gives a lead token no access to portal routes (403)', async () => {
    const token = await leadToken(t, { email: 'curioso@lead.com' });
    for (const url of ['/api/user/me', '/api/client/all']) {
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: API_MESSAGES.forbidden });
    }
  });

  it('limits lead sign-ins per IP', async () => {
    const captcha = await registered('muitos@lead.com');
    const ip = freshIp();
    for (let i = 0; i < LEAD_SIGN_IN_RATE_LIMIT.max; i += 1) {
      expect((await signIn('muitos@lead.com', LEAD_DEFAULT_PASSWORD, ip, captcha)).statusCode).toBe(
        200,
      );
    }
    const limited = await signIn('muitos@lead.com', LEAD_DEFAULT_PASSWORD, ip, captcha);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: API_MESSAGES.tooManyRequests });
  });
});

describe('CORS for the marketing page', () => {
  it('answers the preflight of the lead registration from an allowed origin', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/user-lp/save',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${CAPTCHA_HEADER.toLowerCase()}`,
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'x-captcha',
    );
  });

  it('gives no CORS grant to another origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/captcha/challenge',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
