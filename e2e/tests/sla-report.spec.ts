import { expect, test } from '@playwright/test';
import { DEMO, apiAs, createFirmDemand, signIn, uniqueSuffix } from '../support/journeys';

// Issue 29 (beyond): the firm's SLA per client and modalidade, on screen and as a spreadsheet.
test('staff read the SLA report from its card and download it as a spreadsheet', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  // One demand finished today: the year to date holds at least it.
  const id = await createFirmDemand(page, {
    demanda: `Parecer finalizado ${uniqueSuffix()}`,
    valor: 500,
  });
  for (const status of ['NAO_INICIADO', 'EM_CURSO', 'FINALIZADO']) {
    await apiAs(page, 'PATCH', `/solicitacao/${id}?status=${status}`);
  }
  await page.goto('/home');
  await page
    .getByRole('list', { name: 'Funções' })
    .getByRole('button', { name: 'Relatório de SLA' })
    .click();
  await page.waitForURL('**/slaReport');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Cliente',
    'Modalidade',
    'Finalizadas',
    'No prazo',
    'Fora do prazo',
    '% no prazo',
    'Mediana (dias úteis)',
  ]);
  await expect(table.getByRole('row').filter({ hasText: 'Consulta' }).first()).toBeVisible();
  await expect(table.locator('tfoot tr td').first()).toHaveText('Total');
  await page.screenshot({ path: 'test-results/sla-report-1366.png', fullPage: true });

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar planilha' }).click();
  expect((await download).suggestedFilename()).toBe('relatorio-sla.xlsx');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(table).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
  await page.screenshot({ path: 'test-results/sla-report-390.png', fullPage: true });
});
