import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import {
  acceptTerms,
  apiAs,
  DEMO,
  expectToast,
  invitationPath,
  signIn,
  uniqueSuffix,
} from '../support/journeys';
import { apiUrl } from '../support/system';

// Two-factor sign-in in Chromium (docs/decisions.md "Two-factor sign-in and sessions"): a user
// of its own turns it on with the QR code's key, then signs in with the password and a code,
// is refused a wrong code, signs in with a recovery code, and sees and ends its sessions.

/** The code the authenticator app shows for the next 30-second step (the enrolment used this one). */
const nextCode = (secret: string) =>
  generate({ secret: secret.replace(/\s+/g, ''), epoch: Math.floor(Date.now() / 1000) + 30 });

async function passwordStep(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.locator('input[name="userName"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await expect(
    page.getByText('Digite o código de 6 dígitos do seu aplicativo autenticador.'),
  ).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL('**/login');
}

test('enrol with the QR code, sign in with a code, a wrong code is refused, a recovery code signs in', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A user of its own, invited by the firm and with its own password.
  await signIn(page, DEMO.admin);
  const username = `doisfatores${uniqueSuffix()}`;
  const email = `${username}@acme.local`;
  await apiAs(page, 'POST', '/user', {
    username,
    name: 'Diana Fatores',
    email,
    jobTitle: 'Analista',
    department: 'Jurídico',
    employeeDanielLaw: 0,
    client: { id: 1001 },
    temporaryAccess: false,
    expirationDate: null,
    roles: [{ id: 2 }, { id: 6 }],
  });
  const invite = new URL(await invitationPath(email), 'http://x').searchParams.get('invite')!;
  const password = 'Fatores#2026x';
  const set = await page.request.post(`${apiUrl}/api/user/set-password`, {
    data: { token: invite, password },
  });
  expect(set.ok()).toBe(true);
  await signOut(page);

  await signIn(page, { username, password }, '/home');
  // First sign-in: the terms come first.
  await acceptTerms(page);
  await expect(page.getByRole('list', { name: 'Funções' })).toBeVisible();
  await page.goto('/twoFactor');
  await expect(page.getByText('A verificação em duas etapas está desativada.')).toBeVisible();
  await page.getByRole('button', { name: 'Ativar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ativar verificação em duas etapas' });
  await expect(
    dialog.getByRole('img', { name: 'QR code para o aplicativo autenticador' }),
  ).toBeVisible();
  const secret = (await dialog.locator('code').textContent())!;
  // A wrong code keeps the dialog open with the server's words.
  await dialog.getByLabel('Código de verificação').fill('000000');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expectToast(page, 'Código inválido.');
  await dialog
    .getByLabel('Código de verificação')
    .fill(await generate({ secret: secret.replace(/\s+/g, '') }));
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Códigos de recuperação' });
  // Ten codes, shown once (the dialog opens when the server answers: wait for it).
  await expect(codesDialog.locator('li code')).toHaveCount(10);
  const codes = (await codesDialog.locator('li code').allTextContents()).map((code) => code.trim());
  await codesDialog.getByRole('button', { name: 'Guardei os códigos' }).click();
  await expect(page.getByText('A verificação em duas etapas está ativada.')).toBeVisible();
  await expect(page.getByText('Restam 10 códigos de recuperação.')).toBeVisible();
  await signOut(page);

  // Password, then a wrong code: refused, still on the code step.
  await passwordStep(page, username, password);
  await page.getByLabel('Código de verificação').fill('000000');
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expectToast(page, 'Código inválido.');
  await expect(page.getByRole('alert').filter({ hasText: /tentativa/ })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  // The right code signs in.
  await page.getByLabel('Código de verificação').fill(await nextCode(secret));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL('**/home');
  await signOut(page);

  // A recovery code signs in once.
  await passwordStep(page, username, password);
  await page.getByRole('button', { name: 'Usar um código de recuperação' }).click();
  await page.getByLabel('Código de recuperação').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verificar' }).click();
  await page.waitForURL('**/home');
  await page.goto('/twoFactor');
  await expect(page.getByText('Restam 9 códigos de recuperação.')).toBeVisible();

  // 'Sessões ativas': this session and the earlier ones, and the others ended at once.
  await page.goto('/sessions');
  const sessions = page.getByRole('list', { name: 'Sessões ativas' });
  await expect(sessions.getByText('Esta sessão')).toBeVisible();
  await page.getByRole('button', { name: 'Encerrar todas as outras' }).click();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('Nenhuma outra sessão ativa.')).toBeVisible();
});
