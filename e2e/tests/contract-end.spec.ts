import { expect, test, type Page } from '@playwright/test';
import { apiUrl } from '../support/system';
import {
  acceptTerms,
  apiAs,
  DEMO,
  expectToast,
  invitationPath,
  signIn,
  uniqueSuffix,
} from '../support/journeys';

// Issue 31: the firm ends a client's contract on Clientes; the client's user reads the banner
// with the last day of read-only access and cannot create a request. A client of its own, so
// the other journeys' clients keep their contracts.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await page.waitForURL('**/login');
}

test("the firm ends a client's contract; its user sees the banner and cannot create a request", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DEMO.admin);
  const suffix = uniqueSuffix();
  const clientId = 600_000 + Math.floor(Math.random() * 99_999);
  const clientName = `Cliente Encerrado ${suffix}`;
  await apiAs(page, 'POST', '/client', { id: clientId, name: clientName, enableHoursBank: false });
  const username = `encerrado${suffix}`;
  const email = `${username}@cliente.local`;
  await apiAs(page, 'POST', '/user', {
    username,
    name: 'Elisa Encerrada',
    email,
    jobTitle: 'Gerente',
    department: 'Jurídico',
    employeeDanielLaw: 0,
    client: { id: clientId },
    temporaryAccess: false,
    expirationDate: null,
    // ROLE_USER and ROLE_CONSULTAS_DOCUMENTOS_CONTRATOS: the requests' forms.
    roles: [{ id: 2 }, { id: 7 }],
  });
  const invite = new URL(await invitationPath(email), 'http://x').searchParams.get('invite')!;
  const password = 'Encerrado#2026x';
  const set = await page.request.post(`${apiUrl}/api/user/set-password`, {
    data: { token: invite, password },
  });
  expect(set.ok()).toBe(true);

  // The firm ends it on Clientes, after reading the consequence and the date.
  await page.goto('/clients');
  await page.getByRole('combobox', { name: 'Cliente' }).selectOption({ label: clientName });
  const section = page.getByRole('region', { name: 'Contrato' });
  await expect(section.getByText('Contrato em vigor.')).toBeVisible();
  await section.getByRole('button', { name: 'Encerrar contrato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Encerrar contrato' });
  const text = dialog.getByText(/^Os usuários de .* serão avisados por e-mail/);
  await expect(text).toBeVisible();
  const until = (await text.textContent())!.match(/até (\d{2}\/\d{2}\/\d{4})/)![1]!;
  await dialog.getByLabel('Motivo (opcional)').fill('Fim da assessoria');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/contract-end-dialog-1366.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/contract-end-dialog-390.png` });
  await page.setViewportSize({ width: 1366, height: 768 });
  await dialog.getByRole('button', { name: 'Encerrar contrato' }).click();
  await expectToast(page, 'Contrato encerrado com sucesso.');
  await expect(
    section.getByText(
      `Usuários do cliente com acesso somente para consulta e download até ${until}.`,
    ),
  ).toBeVisible();
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  await expect(
    page
      .getByRole('combobox', { name: 'Cliente' })
      .getByRole('option', { name: `${clientName} (Contrato encerrado em ${today})` }),
  ).toHaveCount(1);
  // The new event shows in the client's history at once.
  await expect(page.getByText('Contrato encerrado', { exact: true })).toBeVisible();
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/contract-end-state-1366.png`, fullPage: true });
    // A fresh page at the phone's width, so no menu is caught in its transition.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(section.getByText(`Contrato encerrado em ${today}`)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/contract-end-state-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1366, height: 768 });
  }
  await signOut(page);

  // The client's user: the banner on every page, and no new request.
  await signIn(page, { username, password }, '/home');
  await acceptTerms(page);
  const banner = page.getByRole('status').filter({ hasText: 'O contrato da sua empresa' });
  await expect(banner).toHaveText(
    `O contrato da sua empresa com o escritório foi encerrado em ${today}. Até ${until} você pode consultar e baixar seus documentos, dossiês e registros; depois disso, o acesso termina e os dados são excluídos.`,
  );
  if (SHOTS) {
    await expect(page.getByRole('list', { name: 'Funções' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/contract-end-banner-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('list', { name: 'Funções' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/contract-end-banner-390.png` });
    await page.setViewportSize({ width: 1366, height: 768 });
  }

  await page.goto('/clientDemands/new?serviceType=9');
  await expect(banner).toBeVisible();
  await expect(page.getByLabel(/Modalidade/)).toHaveValue(/.+/);
  await page.getByLabel(/Tipo de Avaliação/).selectOption({ label: 'Proteção de Dados' });
  await page.getByLabel(/Nome da demanda/).fill('Revisão do contrato de parceria');
  await page.getByLabel(/Descrição/).fill('Revisar as cláusulas de proteção de dados.');
  await page
    .getByLabel(/Prazo de atendimento/)
    .selectOption({ label: 'Seguir SLA (5 dias úteis)' });
  await page.getByRole('radio', { name: 'Não' }).first().check();
  const refused = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/solicitacao/documentos-consultas') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Concluir' }).click();
  expect((await refused).status()).toBe(403);
  await expectToast(
    page,
    `O contrato deste cliente foi encerrado: o acesso é somente para consulta e download até ${until}.`,
  );
  await expect(page).toHaveURL(/\/clientDemands\/new/);
});
