import { expect, type Page } from '@playwright/test';
import { readLatestMail } from '../../api/src/mail/outbox';
import { outboxDir } from './system';

export const DEMO = {
  admin: { username: 'admin', password: 'Admin@123' },
  clientAdmin: { username: 'cliente.admin', password: 'Cliente@123' },
  clientUser: { username: 'cliente.usuario', password: 'Usuario@123' },
  participant: { username: 'participante', password: 'Participante@123' },
} as const;

/** Signs in through the login form and waits for the landing page. */
export async function signIn(
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

/** Waits until a toast with exactly this text is shown. */
export async function expectToast(page: Page, text: string) {
  await expect(page.locator('.Toastify').getByText(text, { exact: true })).toBeVisible();
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
