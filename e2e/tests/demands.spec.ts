import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectToast, signIn, uniqueSuffix } from '../support/journeys';

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

/** The staff list row of one demand, found through the search box. */
async function staffRow(page: Page, demanda: string, path = '/demands') {
  await page.goto(path);
  await page.getByPlaceholder('Buscar...').fill(demanda);
  const rows = page.locator('tbody tr').filter({ hasText: demanda });
  await expect(rows).toHaveCount(1);
  return rows.first();
}

async function rowAction(page: Page, demanda: string, action: string) {
  const row = await staffRow(page, demanda);
  await row.getByRole('button', { name: `Ações de ${demanda}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

test('a client creates a request with two files and a participant; staff fill the internal data, accept, start, finish, archive and unarchive it', async ({
  page,
}) => {
  const demanda = `Revisão de contrato ${uniqueSuffix()}`;
  await signIn(page, DEMO.clientAdmin);
  await page.goto('/clientDemands/new?serviceType=9');
  await expect(page.getByLabel(/Modalidade/)).toHaveValue(/.+/);
  await page.getByLabel(/Tipo de Avaliação/).selectOption({ label: 'Proteção de Dados' });
  await page.getByLabel(/Nome da demanda/).fill(demanda);
  await page.getByLabel(/Descrição/).fill('Revisar as cláusulas de proteção de dados.');
  await page
    .getByLabel(/Prazo de atendimento/)
    .selectOption({ label: 'Seguir SLA (5 dias úteis)' });
  await page.getByRole('radio', { name: 'Não' }).first().check();
  await page.getByLabel('Documentos', { exact: true }).setInputFiles([
    { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdf('contrato') },
    { name: 'anexo-tecnico.pdf', mimeType: 'application/pdf', buffer: pdf('anexo') },
  ]);
  await page
    .getByLabel('Usuário', { exact: true })
    .selectOption({ label: 'Rafael Oliveira (cliente.usuario@acme.local)' });
  await page.getByRole('button', { name: 'Adicionar participante' }).click();
  await expect(page.getByRole('button', { name: 'Remover Rafael Oliveira' })).toBeVisible();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/solicitacao/documentos-consultas') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Concluir' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await expectToast(page, 'Solicitação criada com sucesso!');
  await page.waitForURL(/\/clientDemands/);

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
  await internal.getByLabel(/Horas/).pressSequentially('0023000');
  await internal.getByLabel(/Valor/).pressSequentially('175000');
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
