import { expect, test } from '@playwright/test';
import { cardStates, DEMO, expectToast, signIn, uniqueSuffix } from '../support/journeys';

// The ways that used to lead nowhere (issue 11): the firm's Clientes screen (contracted
// functions, 'Remover cliente do Sistema'), the Documentos/Contratos/Consultas cards for an
// admin and for a client, and 'Multas Simuladas' for both kinds of user.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('a firm admin creates a client on Clientes, sets its functions, then removes it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Clientes' })
    .click();
  await page.waitForURL('**/clients');

  const folder = String(700_000 + Math.floor(Math.random() * 99_999));
  const name = `Cliente ${uniqueSuffix()}`;
  await page.getByRole('button', { name: 'Novo Cliente' }).click();
  const create = page.getByRole('dialog', { name: 'Novo Cliente' });
  await create.getByLabel('Pasta').fill(folder);
  await create.getByLabel('Nome do Cliente').fill(name);
  await create.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Cliente criado com sucesso!');

  // A new client starts with every function, so its home and /functions agree.
  const group = page.getByRole('group', { name: 'Funções contratadas' });
  await expect(group.getByRole('checkbox')).toHaveCount(11);
  for (const box of await group.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await group.getByRole('checkbox', { name: 'Controle Orçamentário' }).uncheck();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expectToast(page, 'Funções contratadas salvas com sucesso!');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/clients-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/clients-390.png`, fullPage: true });

  await page.reload();
  await expect(group.getByRole('checkbox', { name: 'Controle Orçamentário' })).not.toBeChecked();
  await expect(group.getByRole('checkbox', { name: 'ROPA' })).toBeChecked();

  await page.getByRole('button', { name: 'Remover cliente do Sistema' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remover cliente ?' });
  await expect(
    confirm.getByText('Tem certeza que deseja remover este cliente permanentemente do sistema?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Sim, quero remover' }).click();
  await expectToast(page, 'Cliente removido com sucesso.');
  await page.waitForLoadState('load');
  await expect(
    page.getByRole('combobox', { name: 'Cliente' }).getByRole('option', { name }),
  ).toHaveCount(0);
});

test("an admin's Documentos card asks for the client and opens its Documento requests", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page
    .getByRole('list', { name: 'Funções' })
    .getByRole('button', { name: 'Documentos' })
    .click();
  const choose = page.getByRole('dialog', { name: 'Documentos' });
  await choose
    .getByRole('combobox', { name: /Cliente/ })
    .selectOption({ label: 'Acme Indústria Ltda' });
  await choose.getByRole('button', { name: 'Abrir' }).click();

  await page.waitForURL('**/clientDemands?modalidade=9');
  await expect(page.getByRole('combobox', { name: 'Modalidade' })).toHaveValue(/.+/);
  await expect(
    page.getByRole('combobox', { name: 'Modalidade' }).locator('option:checked'),
  ).toHaveText('Documento');
  await expect(page.getByText('Carregando dados')).toHaveCount(0);
  await expect(page).toHaveURL(/\/clientDemands\?modalidade=9$/);
});

test("a client's Contratos card shows the modality in the list's select", async ({ page }) => {
  await signIn(page, DEMO.clientAdmin);
  await page
    .getByRole('list', { name: 'Funções' })
    .getByRole('button', { name: 'Contratos' })
    .click();
  await page.waitForURL('**/clientDemands?modalidade=12');
  await expect(
    page.getByRole('combobox', { name: 'Modalidade' }).locator('option:checked'),
  ).toHaveText('Contrato');
});

test('home and /functions agree for a client: what home leaves out, /functions closes', async ({
  page,
}) => {
  // Beta contracted every function but budget control (demo data).
  await signIn(page, { username: 'beta.admin', password: 'Beta@1234' });
  const home = await cardStates(page);
  await page.goto('/functions');
  // /functions lists its cards by section (no 'Funções' list): read every section's cards.
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const functions = { enabled: [] as string[], disabled: [] as string[] };
  for (const card of await page.locator('section ul').getByRole('button').all()) {
    const title = ((await card.textContent()) ?? '').trim();
    const disabled = (await card.getAttribute('aria-disabled')) === 'true';
    functions[disabled ? 'disabled' : 'enabled'].push(title);
  }
  for (const title of ['Controle Orçamentário']) {
    expect(home.enabled).not.toContain(title);
    expect(functions.disabled).toContain(title);
  }
  for (const title of home.enabled) expect(functions.enabled).toContain(title);
});

test("'Multas Simuladas' leads firm admins and client users to their simulations", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page
    .getByRole('list', { name: 'Funções' })
    .getByRole('button', { name: 'Multas Simuladas' })
    .click();
  await page.waitForURL('**/simulatedFines');
  await expect(page.getByRole('table')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.clientUser);
  await page.goto('/fineSimulator');
  await page.getByRole('radio', { name: /Grau 0/ }).check();
  await page.getByRole('checkbox', { name: 'Não tenho faturamento' }).check();
  await page.getByRole('checkbox', { name: 'Nenhuma', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Não', exact: true }).check();
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(
    page.getByRole('region', { name: 'Valor Simulado da Multa', exact: true }),
  ).toBeVisible();

  // A changed answer drops the result and brings Calcular back.
  await page.getByRole('radio', { name: /Grau 1/ }).check();
  await expect(page.getByRole('button', { name: 'Calcular' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver simulações' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Calcular' }).click();

  await page.getByRole('button', { name: 'Ver simulações' }).click();
  await page.waitForURL('**/simulatedFines');
  await expect(page.getByText('Carregando dados')).toHaveCount(0);
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  // Only Acme's portal simulations: never a lead's, never another client's.
  for (const row of await rows.all()) {
    await expect(row.getByRole('cell').nth(3)).toHaveText('DPO');
    await expect(row.getByRole('cell').nth(2)).toHaveText('Acme Indústria Ltda');
  }
});
