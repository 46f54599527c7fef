import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import {
  expect,
  test,
  type Download,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, latestMail, signIn, uniqueSuffix } from '../support/journeys';
import { E2E_PORTS } from '../support/system';

const marketingUrl = `http://127.0.0.1:${E2E_PORTS.marketing}/`;

/** Today in São Paulo as dd/MM/yyyy, what the period fields take. */
function todayInBrazil(): string {
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
}

async function downloadedBytes(download: Download): Promise<Buffer> {
  return readFile(await download.path());
}

/** JavaScript the page received: bytes on the wire and the same bodies gzip-compressed. */
function trackJavaScript(page: Page) {
  const finished: Request[] = [];
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) finished.push(request);
  });
  return async () => {
    let wire = 0;
    let gzip = 0;
    const lines: string[] = [];
    for (const request of finished) {
      const onWire = (await request.sizes()).responseBodySize;
      const body = await (await request.response())?.body();
      const zipped = body ? gzipSync(body).length : 0;
      wire += onWire;
      gzip += zipped;
      lines.push(`  ${(zipped / 1024).toFixed(1).padStart(6)} KB gzip  ${request.url()}`);
    }
    return { files: finished.length, wire, gzip, lines };
  };
}

test('a visitor of the marketing page registers, passes the human check and simulates; staff find it under Landing Page; the link of its e-mail withdraws the consent and erases the lead', async ({
  page,
}) => {
  // The human check, the simulation, staff's search, the withdrawal and staff's search again.
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const visitor = {
    name: `Vera Visitante ${suffix}`,
    email: `vera.${suffix}@visitante.com.br`,
    company: `Padaria ${suffix}`,
  };
  const javascript = trackJavaScript(page);
  await page.goto(marketingUrl);
  const historyLength = await page.evaluate(() => history.length);
  const embed = page.locator('#simulador-embed');
  // The embed loads as the visitor scrolls towards it.
  await embed.scrollIntoViewIfNeeded();

  await embed.getByLabel(/Nome/).fill(visitor.name);
  await embed.getByLabel(/E-mail/).fill(visitor.email);
  await embed.getByLabel(/Empresa/).fill(visitor.company);
  const simulateNow = embed.getByRole('button', { name: 'Simular agora!' });
  await expect(simulateNow).toBeDisabled();
  await embed.getByRole('checkbox', { name: /Li e concordo/ }).check();
  await expect(simulateNow).toBeEnabled();
  const { files, wire, gzip, lines } = await javascript();
  console.log(
    `Página de marketing com o simulador: ${files} arquivos JavaScript, ${(gzip / 1024).toFixed(1)} KB gzip (${(wire / 1024).toFixed(1)} KB transferidos)\n${lines.join('\n')}`,
  );

  // The proof of work runs in the visitor's browser against our own API.
  await embed.getByText('Eu não sou um robô').click();
  await expect(embed.getByText('Verificado')).toBeVisible({ timeout: 30_000 });
  await simulateNow.click();
  await expect(embed.getByRole('heading', { name: 'Simulador de multas' })).toBeVisible();

  // Step by step through the wizard.
  await embed
    .getByRole('checkbox', { name: 'A infração coloca em risco a vida dos titulares' })
    .check();
  await expect(embed.getByRole('checkbox', { name: 'Nenhuma das anteriores' })).not.toBeChecked();
  await embed.getByRole('button', { name: 'Próximo' }).click();
  await embed.getByRole('radio', { name: /Grau 2/ }).check();
  await embed.getByRole('textbox', { name: /Faturamento bruto/ }).pressSequentially('1000000');
  await embed.getByRole('textbox', { name: /Tributos/ }).pressSequentially('25000');
  await embed.getByRole('button', { name: 'Próximo' }).click();
  await embed.getByRole('checkbox', { name: 'Nenhuma', exact: true }).check();
  await embed.getByRole('button', { name: 'Próximo' }).click();
  await embed.getByRole('checkbox', { name: 'Não', exact: true }).check();
  await embed.getByRole('button', { name: 'Calcular' }).click();

  const result = embed.getByRole('region', { name: 'Valor Simulado da Multa', exact: true });
  await expect(result).toBeVisible();
  const value = (await result.locator('p').first().innerText()).trim();
  expect(value).toMatch(/^R\$\s[\d.]+,\d{2}$/);
  await expect(result.getByText(/^Grau de infração:/)).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Como chegamos a este valor' })).toBeVisible();
  expect(await result.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await expect(embed.getByRole('button', { name: 'Limpar simulação' })).toBeVisible();

  // The embed never touched the host page's address or history.
  expect(page.url()).toBe(marketingUrl);
  expect(await page.evaluate(() => history.length)).toBe(historyLength);

  // The result by e-mail (issue 30): the value, the PDF, and the link that withdraws consent.
  const mail = await latestMail(visitor.email);
  expect(mail.subject).toBe(`Resultado da sua simulação de multa: ${value.replace(/\s/, ' ')}`);
  expect(mail.attachments).toEqual([expect.stringMatching(/^simulacao-de-multa-\d+\.pdf$/)]);
  const withdraw = mail.text.split('\n').at(-1)!;
  expect(withdraw).toMatch(
    /^Para retirar o seu consentimento e excluir os seus dados da nossa lista: http/,
  );

  // Staff find the lead's simulation in the list, by the visitor's e-mail.
  await signIn(page, DEMO.admin);
  await page.goto('/simulatedFines');
  await page.getByPlaceholder('Buscar...').fill(visitor.email);
  const rows = page.getByRole('table', { name: 'Multas simuladas' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  const cells = rows.first().getByRole('cell');
  await expect(cells.nth(0)).toHaveText(visitor.name);
  await expect(cells.nth(1)).toHaveText(visitor.email);
  await expect(cells.nth(2)).toHaveText(visitor.company);
  await expect(cells.nth(3)).toHaveText('Landing Page');
  await expect(cells.nth(4)).toHaveText(todayInBrazil());
  await expect(cells.nth(6)).toHaveText(value);
  await expect(cells.nth(7).getByRole('button')).toHaveCount(0);

  // The origin filter agrees.
  await page.getByLabel('Origem').selectOption({ label: 'DPO' });
  await expect(page.getByText('Não há dados a retornar.')).toBeVisible();
  // For the firm, the landing page's simulations are its list of contacts to follow up.
  await page.getByLabel('Origem').selectOption({ label: 'Landing Page' });
  const contacts = page.getByRole('table', { name: 'Contatos do simulador' }).locator('tbody tr');
  await expect(contacts).toHaveCount(1);
  await expect(contacts.first()).toContainText(visitor.email);

  // The visitor follows the link (signed out): asked first, then consent withdrawn, lead erased.
  await page.evaluate(() => localStorage.clear());
  await page.goto(withdraw.replace(/^.*: /, ''));
  await expect(
    page.getByRole('heading', { name: 'Retirar consentimento', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Retirar consentimento e excluir meus dados' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Pronto: o seu consentimento foi retirado e os seus dados foram excluídos da lista de contatos do escritório. Nenhuma outra mensagem será enviada a este endereço.',
  );

  // The firm's list no longer has the visitor.
  await signIn(page, DEMO.admin);
  await page.goto('/simulatedFines');
  await page.getByPlaceholder('Buscar...').fill(visitor.email);
  await expect(page.getByText('Não há dados a retornar.')).toBeVisible();
});

test('staff simulate on /fineSimulator with two attachments and download each from the list (platform M3)', async ({
  page,
}) => {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
  const notes = Buffer.from('Notas da reunião com o cliente sobre o incidente.\n', 'utf8');
  await signIn(page, DEMO.admin);
  await page.goto('/fineSimulator');
  await expect(page.getByRole('heading', { name: 'Simulador de multas', level: 1 })).toBeVisible();

  await page.getByRole('radio', { name: /Grau 1/ }).check();
  await page.getByRole('checkbox', { name: 'Não tenho faturamento' }).check();
  await page.getByRole('checkbox', { name: 'Nenhuma', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Não', exact: true }).check();
  await page.getByLabel('Anexos').setInputFiles([
    { name: 'parecer-incidente.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'notas.txt', mimeType: 'text/plain', buffer: notes },
  ]);
  await expect(page.getByRole('button', { name: 'Remover parecer-incidente.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover notas.txt' })).toBeVisible();

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/simulacao_multa/save') &&
      response.request().method() === 'POST',
  );
  const attached = page.waitForResponse((response) =>
    response.url().endsWith('/api/simulacao_multa/documentos'),
  );
  await page.getByRole('button', { name: 'Calcular' }).click();
  const { id } = (await (await saved).json()) as { id: number };
  expect((await attached).status()).toBe(200);
  // The answers arrive before the result is drawn: read it once it shows a value.
  const result = page.getByRole('region', { name: 'Valor Simulado da Multa', exact: true });
  await expect(result.locator('p').first()).toHaveText(/^R\$\s[\d.]+,\d{2}$/);
  const value = (await result.locator('p').first().innerText()).trim();

  await page.getByRole('button', { name: 'Ver simulações' }).click();
  await page.waitForURL('**/simulatedFines');
  const files = page.getByRole('list', { name: `Anexos da simulação ${id}` });
  const row = page.getByRole('row').filter({ has: files });
  await expect(row.getByRole('cell').nth(3)).toHaveText('DPO');
  await expect(row.getByRole('cell').nth(6)).toHaveText(value);

  /** Each file by its name, each one downloaded as it was sent (the second was unreachable). */
  const expectEachDownload = async (where: Locator) => {
    await expect(where.getByRole('button')).toHaveText(['parecer-incidente.pdf', 'notas.txt']);
    for (const [name, bytes] of [
      ['notas.txt', notes],
      ['parecer-incidente.pdf', pdf],
    ] as const) {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        where.getByRole('button', { name: `Baixar ${name}` }).click(),
      ]);
      expect(file.suggestedFilename()).toBe(name);
      expect((await downloadedBytes(file)).equals(bytes)).toBe(true);
    }
  };
  await expectEachDownload(files);

  // The simulation's page: the same two files, each by name, each a download.
  await row.getByRole('link').click();
  await page.waitForURL(`**/simulatedFines/${id}`);
  await expectEachDownload(page.getByRole('region', { name: 'Anexos' }));
  await expect(page.getByRole('region', { name: 'Dados da simulação' })).toContainText(value);
});

test("'Relatório' downloads today's simulations as a valid .xlsx with the list's columns", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  // Today's simulation of its own, so the period is never empty.
  await page.goto('/fineSimulator');
  await page.getByRole('radio', { name: /Grau 0/ }).check();
  await page.getByRole('checkbox', { name: 'Não tenho faturamento' }).check();
  await page.getByRole('checkbox', { name: 'Nenhuma', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Não', exact: true }).check();
  await page.getByRole('button', { name: 'Calcular' }).click();
  await expect(
    page.getByRole('region', { name: 'Valor Simulado da Multa', exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ver simulações' }).click();
  await page.waitForURL('**/simulatedFines');

  await page.getByLabel('Período inicial').pressSequentially(todayInBrazil().replace(/\//g, ''));
  await page.getByLabel('Período final').pressSequentially(todayInBrazil().replace(/\//g, ''));
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Relatório', exact: true }).click(),
  ]);
  expect(report.suggestedFilename()).toBe('relatorio.xlsx');
  const bytes = await downloadedBytes(report);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Multas Simuladas');
  expect(sheet?.getRow(1).values).toEqual([
    undefined,
    'Criado por',
    'E-mail',
    'Empresa',
    'Origem',
    'Data',
    'Grau de infração',
    'Valor',
    'Anexo',
    'Aceita receber e-mails',
    'Acompanhamento',
    'Acompanhamento por',
    'Acompanhamento em',
    'Consentimento',
    'Versão do consentimento',
    'Consentimento em',
  ]);
  // The day is a real date cell (spec: dd/MM/yyyy on screen), not text.
  expect(sheet?.getRow(2).getCell(5).value).toBeInstanceOf(Date);
  expect(sheet?.getRow(2).getCell(5).numFmt).toBe('dd/mm/yyyy');
  const exported: string[] = [];
  sheet?.eachRow((sheetRow, number) => {
    if (number > 1) exported.push(sheetRow.getCell(2).text);
  });
  expect(exported).toContain('admin@dpohub.local');
});
