// Helpers of the simulator tests: solved captchas, leads with tokens, simulation payloads.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_HEADER, LEAD_DEFAULT_PASSWORD, type DosimetryInput } from '@dpohub/domain';
import { FORM, basicAuth, bearer, form, type TestApp } from '../test/test-app';
import { captchaSecrets, createCaptchaChallenge } from './captcha';

/** The widget's payload for a solved challenge: base64 of `{ challenge, solution }`. */
export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** A challenge signed like the server's but with a tiny counter, so tests solve it at once. */
export async function quickSolvedPayload(t: TestApp): Promise<string> {
  const challenge = await createCaptchaChallenge(captchaSecrets(t.config.jwtSecret), t.clock, {
    min: 1,
    max: 5,
  });
  return solvedPayload(challenge);
}

export function verifyCaptcha(t: TestApp, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/captcha', query: { token } });
}

let ipCounter = 0;
/** A fresh client address, so per-IP rate limits never leak between tests. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Registers a lead through the whole public flow and returns its lead token. */
export async function leadToken(
  t: TestApp,
  lead: { name?: string; email: string; company?: string; infoEmail?: boolean },
): Promise<string> {
  const token = await quickSolvedPayload(t);
  expect((await verifyCaptcha(t, token)).json()).toBe(true);
  const ip = freshIp();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/user-lp/save',
    remoteAddress: ip,
    headers: { [CAPTCHA_HEADER]: token },
    payload: {
      name: lead.name ?? 'Visitante Teste',
      email: lead.email,
      company: lead.company ?? 'Empresa Teste',
      infoEmail: lead.infoEmail ?? true,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`lead save failed: ${saved.body}`);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: ip,
    // The human check that registered the lead (platform m5).
    headers: { authorization: basicAuth(t.config), ...FORM, [CAPTCHA_HEADER]: token },
    payload: form({
      grant_type: 'password',
      username: lead.email,
      password: LEAD_DEFAULT_PASSWORD,
    }),
  });
  if (signIn.statusCode !== 200) throw new Error(`lead sign-in failed: ${signIn.body}`);
  return signIn.json<{ access_token: string }>().access_token;
}

/** A lead's simulation as the public flow makes it: the draft (save_lp), then computed (PUT). */
export async function computedLeadSimulation(t: TestApp, token: string): Promise<number> {
  const { id } = (
    await t.app.inject({
      method: 'POST',
      url: '/api/simulacao_multa/save_lp',
      headers: bearer(token),
      payload: simulationPayload(),
    })
  ).json<{ id: number }>();
  await t.app.inject({
    method: 'PUT',
    url: `/api/simulacao_multa/${id}`,
    headers: bearer(token),
    payload: simulationPayload({ id }),
  });
  return id;
}

/** A valid simulation payload (option 10, GD 0, revenue R$ 1.000.000) to override. */
export function simulationPayload(
  overrides: Partial<DosimetryInput> & Record<string, unknown> = {},
) {
  return {
    id: 0,
    infracao1: false,
    infracao2: false,
    infracao3: false,
    infracao4: false,
    infracao5: false,
    infracao6: false,
    infracao7: false,
    infracao8: false,
    infracao9: false,
    infracao10: true,
    grauDano: 0,
    etapa3pergunta1: 'Nenhuma',
    etapa3pergunta2: 'Nenhuma',
    etapa3pergunta3: 'Nenhuma',
    etapa3pergunta4: 'Nenhuma',
    etapa3pergunta5campo1: false,
    etapa3pergunta5campo2: false,
    etapa3pergunta5campo3: false,
    etapa3pergunta5campo4: false,
    etapa3pergunta5campo5: false,
    etapa3pergunta5campo6: false,
    etapa3pergunta5campo7: false,
    naoTemFaturamento: false,
    valorFaturamento: 1000000,
    valorTributos: 0,
    valorVantagemAuferidaEstimavel: 0,
    ...overrides,
  };
}

/** Example 1 of the dosimetry note: média, GD 2, +30%, -55% on R$ 10.000.000 -> R$ 28.250,00. */
export const EXAMPLE_1 = {
  infracao1: true,
  infracao10: false,
  grauDano: 2,
  valorFaturamento: 10000000,
  etapa3pergunta1: '1 sanção anterior (10%)',
  etapa3pergunta3: '1 medida de orientação descumprida (20%)',
  etapa3pergunta5campo2: true,
  etapa3pergunta5campo7: true,
};

export { bearer };
