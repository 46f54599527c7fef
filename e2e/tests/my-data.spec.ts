import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  erasureRequestedText,
  type ErasureRequestView,
  type MyDataExport,
  type OwnErasureRequest,
} from '@dpohub/domain';
import {
  acceptTerms,
  apiAs,
  DEMO,
  expectToast,
  invitationPath,
  latestMail,
  signIn,
  uniqueSuffix,
} from '../support/journeys';
import { seriousA11yViolations } from '../support/a11y';
import { shellUrl } from '../support/system';

const PASSWORD = 'Titular#2026';

/**
 * Issue 31 (LGPD art. 18): a client user opens 'Meus dados' from the profile menu, downloads what
 * the portal holds about them, asks for their account to be erased and reads the deadline; the
 * firm's admin carries it out on 'Solicitações de titulares'; the person can no longer sign in.
 */
test('a client user downloads their data and asks to be erased; the firm carries it out; the account no longer signs in', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = uniqueSuffix();
  const person = {
    username: `titular.${suffix}`,
    name: `Tiago Titular ${suffix}`,
    email: `titular.${suffix}@acme.local`,
  };
  await signIn(page, DEMO.admin);
  await apiAs(page, 'POST', '/user', {
    username: person.username,
    name: person.name,
    email: person.email,
    jobTitle: 'Analista',
    department: 'Compras',
    employeeDanielLaw: 0,
    client: { id: 1001 },
    temporaryAccess: false,
    expirationDate: null,
    roles: [{ id: 3 }],
  });
  await page.evaluate(() => localStorage.clear());

  // The person chooses a password from the invitation and signs in, accepting the terms.
  await page.goto(await invitationPath(person.email));
  await page.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar senha' }).click();
  await page.waitForURL('**/login**');
  await page.locator('input[name="userName"]').fill(person.username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await acceptTerms(page);
  await page.waitForURL('**/home');

  // 'Meus dados' from the profile menu.
  await page.getByRole('button', { name: `Menu do usuário ${person.name}` }).click();
  await page.getByRole('menuitem', { name: 'Meus dados' }).click();
  await page.waitForURL('**/myData');
  await expect(
    page.getByRole('heading', { name: 'O que o portal guarda sobre você' }),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ has: page.getByText('Cadastro', { exact: true }) }),
  ).toContainText('1 registro');

  expect(await seriousA11yViolations(page)).toEqual([]);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as MyDataExport;
  expect(data.titular.email).toBe(person.email);

  // The request, confirmed, and its deadline.
  await page.getByRole('button', { name: 'Solicitar exclusão da minha conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar exclusão da conta?' });
  await dialog.getByLabel('Motivo (opcional)').fill('Mudei de empresa.');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Sim, solicitar exclusão' }).click();
  await expectToast(page, 'Solicitação de exclusão enviada ao escritório.');
  const own = await apiAs<OwnErasureRequest>(page, 'GET', '/user/meus-dados/exclusao');
  const request = own.solicitacao as ErasureRequestView;
  const erasure = page.getByRole('region', { name: 'Exclusão da conta' });
  await expect(erasure.getByRole('status')).toHaveText(
    erasureRequestedText(request.solicitadaEm, request.prazo),
  );
  await expect(page.getByRole('button', { name: 'Solicitar exclusão da minha conta' })).toHaveCount(
    0,
  );

  // The firm's admin carries it out.
  const firmContext = await browser.newContext({ baseURL: shellUrl });
  const firm = await firmContext.newPage();
  await signIn(firm, DEMO.admin, '/dataSubjectRequests');
  const table = firm.getByRole('table', { name: 'Solicitações de exclusão de conta' });
  const row = table.locator('tbody tr').filter({ hasText: person.email });
  await expect(row).toContainText('Acme Indústria Ltda');
  await expect(row).toContainText('Faltam 15 dias');
  expect(await seriousA11yViolations(firm)).toEqual([]);
  await row.getByRole('button', { name: `Atender: ${person.name}` }).click();
  await firm
    .getByRole('dialog', { name: `Excluir a conta de ${person.name}?` })
    .getByRole('button', { name: 'Sim, excluir a conta' })
    .click();
  await expectToast(firm, 'Conta excluída. O titular foi avisado por e-mail.');
  await expect(table.locator('tbody tr').filter({ hasText: person.email })).toHaveCount(0);
  await firm.getByLabel('Situação').selectOption({ label: 'Encerradas' });
  await expect(table.locator('tbody tr').first()).toContainText('Atendida');
  await firmContext.close();
  // The outcome reached the address the person had, before it was erased.
  expect((await latestMail(person.email)).subject).toBe('DPOHUB - Sua conta foi excluída');

  // The person can no longer sign in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.locator('input[name="userName"]').fill(person.username);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expectToast(page, 'Usuário ou senha inválidos');
  await expect(page).toHaveURL(/\/login/);
});
