import { expect, type Page } from '@playwright/test';
import { PORTAL_OAUTH_CLIENT, type TokenResponse } from '@dpohub/domain';
import { readLatestMail } from '../../api/src/mail/outbox';
import { basicAuthorization } from '../../mfe-auth/src/login/login-api';
import { sessionUserFrom } from '../../mfe-auth/src/login/session-user';
import {
  SESSION_KEYS,
  namespacedKey,
  DEFAULT_STORAGE_NAMESPACE,
} from '../../shared-ui/src/platform/session-keys';
import { apiUrl, outboxDir } from './system';

export const DEMO = {
  admin: { username: 'admin', password: 'Admin@123' },
  clientAdmin: { username: 'cliente.admin', password: 'Cliente@123' },
  clientUser: { username: 'cliente.usuario', password: 'Usuario@123' },
  participant: { username: 'participante', password: 'Participante@123' },
} as const;

/**
 * Opens `landing` signed in as `user`, without the login form: the token comes from the API
 * (POST /oauth/token, as the form asks for it) and the session is stored in the page as the form
 * stores it (mfe-auth's `sessionUserFrom`, shared-ui's session keys). For every journey that is
 * not about signing in; one that is uses `signInThroughForm`.
 */
export async function signIn(
  page: Page,
  user: { username: string; password: string },
  landing = '/home',
) {
  const response = await page.request.post(`${apiUrl}/api/oauth/token`, {
    headers: {
      authorization: basicAuthorization(PORTAL_OAUTH_CLIENT.id, PORTAL_OAUTH_CLIENT.secret),
    },
    form: { grant_type: 'password', username: user.username, password: user.password },
  });
  if (!response.ok()) {
    throw new Error(`Entrada de ${user.username}: ${response.status()} ${await response.text()}`);
  }
  const token = (await response.json()) as TokenResponse;
  const session = sessionUserFrom(token, Date.now());
  const key = (name: string) => namespacedKey(DEFAULT_STORAGE_NAMESPACE, name);
  const stored: [string, string][] = [
    [key(SESSION_KEYS.token), token.access_token],
    [key(SESSION_KEYS.user), JSON.stringify(session)],
    [key(SESSION_KEYS.roles), JSON.stringify(session.roles)],
    [key(SESSION_KEYS.authenticated), 'true'],
  ];
  // The shell's own origin, without loading the portal: its runtime config.
  await page.goto('/config.json');
  await page.evaluate((entries) => {
    for (const [name, value] of entries) localStorage.setItem(name, value);
  }, stored);
  await page.goto(landing);
  await page.waitForURL(`**${landing}`);
}

/**
 * Accepts the terms of a first sign-in and waits until the server has recorded it: the page may
 * already be at its landing address, so a navigation right after the click would cancel the call.
 */
export async function acceptTerms(page: Page) {
  await page.getByLabel('Li e aceito os Termos de Uso e o Aviso de Privacidade.').check();
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/user/accept-terms') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Aceitar e continuar' }).click();
  expect((await recorded).ok()).toBe(true);
  // The page stores the acceptance in the session once the answer is in; a navigation before
  // that (the test may already be at its landing address) would find the terms again.
  await expect(page.getByRole('button', { name: 'Aceitar e continuar' })).toHaveCount(0);
}

/** Signs in through the login form and waits for the landing page. */
export async function signInThroughForm(
  page: Page,
  user: { username: string; password: string },
  landing = '/home',
) {
  await page.goto('/login');
  await page.locator('input[name="userName"]').fill(user.username);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`**${landing}`);
}

/** Titles of the function cards on /home or /functions. */
export async function cardTitles(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Funções' });
  await expect(list).toBeVisible();
  return list.getByRole('button').allTextContents();
}

/**
 * Waits until a toast with exactly this text is shown. The same action done twice within a
 * toast's 5 s shows two alike (the newest on top): either one will do.
 */
export async function expectToast(page: Page, text: string) {
  await expect(
    page.getByRole('region', { name: 'Notificações' }).getByText(text, { exact: true }).first(),
  ).toBeVisible();
}

/** The latest e-mail to an address, as the API's outbox mailer wrote it. */
export async function latestMail(to: string) {
  let mail: Awaited<ReturnType<typeof readLatestMail>>;
  for (let i = 0; i < 40 && !mail; i += 1) {
    mail = await readLatestMail(outboxDir, to);
    if (!mail) await new Promise((r) => setTimeout(r, 250));
  }
  if (!mail) throw new Error(`Nenhum e-mail para ${to} em ${outboxDir}`);
  return mail;
}

/** Each function card of /home or /functions with whether it is enabled (not aria-disabled). */
export async function cardStates(page: Page): Promise<{ enabled: string[]; disabled: string[] }> {
  const list = page.getByRole('list', { name: 'Funções' });
  await expect(list).toBeVisible();
  const states = { enabled: [] as string[], disabled: [] as string[] };
  for (const card of await list.getByRole('button').all()) {
    const title = ((await card.textContent()) ?? '').trim();
    const disabled = (await card.getAttribute('aria-disabled')) === 'true';
    states[disabled ? 'disabled' : 'enabled'].push(title);
  }
  return states;
}

/** The bearer token of the session the page holds (after signIn). */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('dpohub:token'));
  if (!token) throw new Error('A página não tem sessão');
  return token;
}

/**
 * Calls the API with the page's session, outside the screens: for test data a journey needs but
 * does not show being made. Fails on an error answer.
 */
export async function apiAs<T>(
  page: Page,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await page.request.fetch(`${apiUrl}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
    data: body,
  });
  if (!response.ok()) {
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Path and query of the invitation link in the latest welcome e-mail to `email`. */
export async function invitationPath(email: string): Promise<string> {
  const link = (await latestMail(email)).text.match(/https?:\/\/\S+\/newPassword\?\S+/)?.[0];
  if (!link) throw new Error(`Nenhum link de convite no e-mail para ${email}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * Lower-case letters no other journey of this run uses, for names and e-mails (letters only,
 * since some names accept nothing else).
 */
export function uniqueSuffix(): string {
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let letters = '';
  while (n > 0) {
    letters = String.fromCharCode(97 + (n % 26)) + letters;
    n = Math.floor(n / 26);
  }
  return letters;
}

/**
 * A demand the firm opens for Acme through the API, with the first active lawyer, as the staff
 * form sends it (the signed-in user must be firm staff); answers its id.
 */
export async function createFirmDemand(
  page: Page,
  overrides: Record<string, unknown> & { demanda: string },
): Promise<number> {
  const [lawyer] = await apiAs<{ id: number }[]>(page, 'GET', '/lawyer?active=true');
  const { id } = await apiAs<{ id: number }>(page, 'POST', '/solicitacao', {
    client: { id: 1001 },
    serviceType: { id: 2 },
    tipoConsulta: 'Parecer',
    tipoAvaliacao: null,
    areaInterna: 'Legal Design',
    areaDemandante: 'Segurança',
    autorDemanda: 'Rafael Oliveira',
    prazoAtendimento: 'SLA',
    prazo: null,
    descricaoTrabalho: 'Avaliar.',
    lawyer: { id: lawyer!.id },
    horas: '02:00',
    valor: null,
    consumoHoras: false,
    ...overrides,
  });
  return id;
}
