import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, expectToast, signIn, uniqueSuffix } from '../support/journeys';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

/** The staff list row of one demand, found through the search box. */
async function staffRow(page: Page, demanda: string, path = '/demands') {
  await page.goto(path);
  await page.getByPlaceholder('Buscar...').fill(demanda);
  // The search reaches the address after its debounce, and the list reads again: a row of the
  // unfiltered page may show first and be drawn again under a menu opened on it.
  await expect(page).toHaveURL(/filtro=/);
  await page.waitForLoadState('networkidle');
  const rows = page.locator('tbody tr').filter({ hasText: demanda });
  await expect(rows).toHaveCount(1);
  return rows.first();
}

async function rowAction(page: Page, demanda: string, action: string) {
  const row = await staffRow(page, demanda);
  await row.getByRole('button', { name: `Ações de ${demanda}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

interface RequestExtras {
  files?: { name: string; mimeType: string; buffer: Buffer }[];
  participant?: string;
}

/** Fills and sends the client request form (a Documento on SLA); answers the new request's id. */
async function createClientRequest(page: Page, demanda: string, extras: RequestExtras = {}) {
  await page.goto('/clientDemands/new?serviceType=9');
  await expect(page.getByLabel(/Modalidade/)).toHaveValue(/.+/);
  await page.getByLabel(/Tipo de Avaliação/).selectOption({ label: 'Proteção de Dados' });
  await page.getByLabel(/Nome da demanda/).fill(demanda);
  await page.getByLabel(/Descrição/).fill('Revisar as cláusulas de proteção de dados.');
  await page
    .getByLabel(/Prazo de atendimento/)
    .selectOption({ label: 'Seguir SLA (5 dias úteis)' });
  await page.getByRole('radio', { name: 'Não' }).first().check();
  if (extras.files)
    await page.getByLabel('Documentos', { exact: true }).setInputFiles(extras.files);
  if (extras.participant) {
    await page.getByLabel('Usuário', { exact: true }).selectOption({ label: extras.participant });
    await page.getByRole('button', { name: 'Adicionar participante' }).click();
    const name = extras.participant.replace(/ \(.*$/, '');
    await expect(page.getByRole('button', { name: `Remover ${name}` })).toBeVisible();
  }
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/solicitacao/documentos-consultas') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Concluir' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await expectToast(page, 'Solicitação criada com sucesso!');
  await page.waitForURL(/\/clientDemands/);
  return id;
}

test('a client creates a request with two files and a participant; staff fill the internal data, accept, start, finish, archive and unarchive it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const demanda = `Revisão de contrato ${uniqueSuffix()}`;
  await signIn(page, DEMO.clientAdmin);
  const id = await createClientRequest(page, demanda, {
    files: [
      { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdf('contrato') },
      { name: 'anexo-tecnico.pdf', mimeType: 'application/pdf', buffer: pdf('anexo') },
    ],
    participant: 'Rafael Oliveira (cliente.usuario@acme.local)',
  });

  // The details show both files and the participant.
  await page.goto(`/clientDemands/details/${id}`);
  await expect(page.getByText(demanda).first()).toBeVisible();
  await expect(page.getByText('Rafael Oliveira').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Documentos' }).click();
  await expect(page.getByRole('button', { name: 'Baixar contrato.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Baixar anexo-tecnico.pdf' })).toBeVisible();

  // Staff: the internal data, then the status steps from the list's row menu.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.admin);
  await page.goto(`/clientDemands/details/${id}`);
  const internal = page.getByRole('region', { name: 'Dados internos' });
  await internal.getByLabel(/Área Interna/).selectOption({ index: 1 });
  await internal.getByLabel(/Advogado/).selectOption({ label: 'Ana Beatriz Ferreira' });
  await internal.getByLabel(/Horas/).pressSequentially('0230');
  await internal.getByLabel(/Valor/).pressSequentially('1.750');
  await internal.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Dados salvos com sucesso!');

  for (const [action, status] of [
    ['Aceitar', 'Não iniciado'],
    ['Iniciar', 'Em curso'],
    ['Finalizar', 'Finalizado'],
  ] as const) {
    await rowAction(page, demanda, action);
    await expectToast(page, 'Status alterado com sucesso');
    await expect(page.locator('tbody tr').filter({ hasText: demanda })).toContainText(status);
  }
  const row = page.locator('tbody tr').filter({ hasText: demanda });
  await expect(row).toContainText('Ana Beatriz Ferreira');
  await expect(row).toContainText(/R\$\s1\.750,00/);

  await rowAction(page, demanda, 'Arquivar');
  await expectToast(page, 'Solicitação arquivada!');
  const filed = await staffRow(page, demanda, '/filedDemands');
  await filed.getByRole('button', { name: `Ações de ${demanda}` }).click();
  await page.getByRole('menuitem', { name: 'Desarquivar' }).click();
  await expectToast(page, 'Solicitação desarquivada!');
  await staffRow(page, demanda);
});

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('the client comments on its request with an image', async ({ page }) => {
  const demanda = `Consulta sobre cookies ${uniqueSuffix()}`;
  const text = 'Segue a captura da tela do banner de cookies.';
  await signIn(page, DEMO.clientAdmin);
  const id = await createClientRequest(page, demanda);
  await page.goto(`/clientDemands/details/${id}`);
  await page.getByRole('tab', { name: 'Comentários' }).click();
  await page.getByLabel('Comentário', { exact: true }).fill(text);
  await expect(page.getByText(`${text.length}/140`)).toBeVisible();
  await page
    .getByLabel('Anexar imagens')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remover banner.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();

  const comments = page.getByRole('tabpanel');
  await expect(comments.getByText(text)).toBeVisible();
  await expect(comments.getByRole('button', { name: 'Baixar banner.png' })).toBeVisible();
  await expect(page.getByLabel('Comentário', { exact: true })).toHaveValue('');
});

test('the client requests the cancellation of a request and staff refuse it', async ({ page }) => {
  const demanda = `Parecer sobre transferência ${uniqueSuffix()}`;
  await signIn(page, DEMO.clientAdmin);
  const id = await createClientRequest(page, demanda);
  await page.goto(`/clientDemands/details/${id}`);
  await page.getByRole('button', { name: 'Solicitar cancelamento' }).click();
  await page
    .getByRole('dialog', { name: 'Cancelar Solicitação' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expectToast(page, 'Cancelamento solicitado com sucesso.');

  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.admin);
  const row = await staffRow(page, demanda);
  await expect(row).toContainText('Cancelamento');
  await page.goto(`/clientDemands/details/${id}`);
  await expect(
    page.getByText('O cliente solicitou o cancelamento desta solicitação.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Recusar' }).click();
  await expectToast(page, 'Solicitação de cancelamento recusada.');
  await expect(await staffRow(page, demanda)).toContainText('Pendente');
});

test('the staff export downloads the period as a valid .xlsx with the list columns', async ({
  page,
}) => {
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  await signIn(page, DEMO.admin);
  await page.goto('/demands');
  await page.getByRole('button', { name: 'Exportar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar relatório' });
  await dialog.getByLabel('Período inicial').pressSequentially(`0101${today.slice(-4)}`);
  await dialog.getByLabel('Período final').pressSequentially(today.replace(/\//g, ''));
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Baixar' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'Pasta',
    'Cliente',
    'Demanda',
    'Serviço',
    'Data',
    'Prazo',
    'Advogado',
    'Horas',
    'Valor',
    'Status',
  ]);
  expect(sheet?.rowCount).toBeGreaterThan(1);
  // Typed cells: the creation date is a date cell, the value a number.
  const dates: unknown[] = [];
  sheet?.eachRow((row, index) => {
    if (index > 1) dates.push(row.getCell(5).value);
  });
  expect(dates.every((value) => value instanceof Date)).toBe(true);
});

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
async function look(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the list search and filters come back with the back arrow (staff, archived and client lists)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.admin);
  const back = page.getByRole('button', { name: 'Voltar' });

  // Staff list: search and status.
  await page.goto('/demands');
  await page.getByLabel('Status').selectOption({ label: 'Pendente' });
  await page.getByPlaceholder('Buscar...').fill('a');
  await expect(page).toHaveURL(/filtro=a/);
  await expect(page).toHaveURL(/status=PENDENTE/);
  await expect(page.getByText('Carregando dados')).toHaveCount(0);
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/(demands\/edit|clientDemands\/details)\/\d+/);
  await back.click();
  await expect(page).toHaveURL(/\/demands\?.*filtro=a/);
  await expect(page.getByPlaceholder('Buscar...')).toHaveValue('a');
  await expect(page.getByLabel('Status').locator('option:checked')).toHaveText('Pendente');
  await expect(page.locator('tbody tr').first()).toContainText('Pendente');

  // Archived list: search.
  await page.goto('/filedDemands');
  await expect(page.getByText('Carregando dados')).toHaveCount(0);
  const firstFiled = (
    await page.locator('tbody tr').first().locator('td').nth(2).innerText()
  ).trim();
  const term = firstFiled.slice(0, 8);
  await page.getByPlaceholder('Buscar...').fill(term);
  await expect(page).toHaveURL(
    new RegExp(`filtro=${encodeURIComponent(term).replace(/%20/g, '(\\+|%20)')}`),
  );
  await expect(page.getByText('Carregando dados')).toHaveCount(0);
  await page.locator('tbody tr').first().click();
  await expect(page).not.toHaveURL(/filedDemands/);
  await back.click();
  await expect(page).toHaveURL(/\/filedDemands\?.*filtro=/);
  await expect(page.getByPlaceholder('Buscar...')).toHaveValue(term);

  // Client list, as the client.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.clientAdmin);
  await page.goto('/clientDemands');
  await page.getByPlaceholder('Buscar por demanda').fill('a');
  await page.getByLabel('Modalidade').selectOption({ label: 'Documento' });
  await expect(page).toHaveURL(/demanda=a/);
  await expect(page).toHaveURL(/modalidade=9/);
  await expect(page.getByText('Carregando dados')).toHaveCount(0);
  await page.locator('tbody tr a').first().click();
  await expect(page).toHaveURL(/\/clientDemands\/details\/\d+/);
  await back.click();
  await expect(page).toHaveURL(/\/clientDemands\?.*demanda=a/);
  await expect(page.getByPlaceholder('Buscar por demanda')).toHaveValue('a');
  await expect(page.getByLabel('Modalidade').locator('option:checked')).toHaveText('Documento');
});

test('a demand that does not exist shows a not-found state with a way back', async ({ page }) => {
  await signIn(page, DEMO.admin);
  for (const [path, back] of [
    ['/demands/edit/999999', '/demands'],
    ['/clientDemands/details/999999', '/demands'],
  ] as const) {
    await page.goto(path);
    const state = page
      .getByRole('alert')
      .filter({ hasText: 'Solicitação não encontrada ou sem acesso.' });
    await expect(state).toBeVisible();
    await look(page, `demand-not-found-${path.split('/')[1]}`);
    await state.getByRole('button', { name: 'Voltar para Solicitações' }).click();
    await expect(page).toHaveURL(new RegExp(`${back}$`));
  }
});

test('a cancelled demand cannot be edited, and programs are refused as attachments', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const demanda = `Demanda cancelada ${uniqueSuffix()}`;
  await signIn(page, DEMO.clientAdmin);
  const id = await createClientRequest(page, demanda);

  // A program as a comment's document: refused by the picker, in Portuguese.
  await page.goto(`/clientDemands/details/${id}`);
  await page.getByRole('tab', { name: 'Comentários' }).click();
  await page.getByLabel('Anexar documento').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ'),
  });
  await expectToast(page, 'Arquivos executáveis não são aceitos.');
  await expect(page.getByRole('button', { name: 'Remover setup.exe' })).toHaveCount(0);

  // Staff cancel it; the form offers no edit any more, and the server refuses one.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.admin);
  await rowAction(page, demanda, 'Cancelar');
  await page
    .getByRole('dialog', { name: 'Cancelar Solicitação' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expectToast(page, 'Status alterado com sucesso');
  await page.goto(`/demands/edit/${id}`);
  await expect(page.getByText('Cancelado').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar Demanda' })).toHaveCount(0);
  await look(page, 'demand-cancelled-1366');
});
