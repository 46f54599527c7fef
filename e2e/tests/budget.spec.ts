import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { PDFParse } from 'pdf-parse';
import {
  acceptTerms,
  apiAs,
  DEMO,
  expectToast,
  invitationPath,
  sessionToken,
  signIn,
  uniqueSuffix,
} from '../support/journeys';
import { apiUrl } from '../support/system';

// Budget control with figures worked by hand (issue "Budget control: figures a client's finance
// team cannot dispute"). The client's price is R$ 333,33/h (from 01/01/2020), and next year's
// R$ 400,00 is registered ahead: it never applies to today's demands. Staff finish, today:
//   Parecer A 00:10 (hours bank)   10 x 333,33 / 60 = 55,555   -> R$ 55,56
//   Parecer B 00:50 (hours bank)   50 x 333,33 / 60 = 277,775  -> R$ 277,78
//   Contrato C 02:00               120 x 333,33 / 60 = 666,66   -> R$ 666,66
// and leave Consulta D 01:00 typed R$ 500,00 in progress, Pendente E 00:30 -> 166,665 -> R$ 166,67.
// Finalizado 3 / R$ 1.000,00; Em curso 1 / R$ 500,00; Pendente 1 / R$ 166,67; invested
// (in progress + finished) R$ 1.500,00; all five R$ 1.666,67 and 04:30 of hours.
// Packs: 'Contrato vigente' 010:30 R$ 3.150,50, from today for 200 days; 'Contrato anterior'
// 040:00 R$ 8.000,00, from 300 to 100 days ago (expired: neither its hours nor its money count).
// Used from the pack in force: 01:00. A removal of 010:00 is refused (balance 009:30); one of
// 001:30 is recorded: Contratada 009:00, Gasto 001:00, Saldo 008:00, Contratado R$ 3.150,50.

const PASSWORD = 'Orcamento#2026';
const DAY = 24 * 60 * 60 * 1000;

/** A day in Brazil as dd/MM/yyyy, `offset` days from today. */
function brazilDay(offset = 0): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offset * DAY),
  );
}
const digits = (text: string) => text.replace(/\D/g, '');
const thisMonth = () => brazilDay().slice(3);

async function patchStatus(page: Page, id: number, status: string) {
  const response = await page.request.fetch(`${apiUrl}/api/solicitacao/${id}?status=${status}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${await sessionToken(page)}` },
  });
  expect(response.status()).toBe(200);
}

async function openReport(page: Page, button: string, dialogName: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Baixar' }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

async function sheetOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const result = (value: unknown) =>
  value && typeof value === 'object' && 'result' in value
    ? (value as { result: unknown }).result
    : value;
/** A duration cell ([h]:mm, read back as a date from 30/12/1899) as whole minutes. */
const minutesOf = (value: unknown) => {
  const read = result(value);
  if (read instanceof Date) return Math.round((read.getTime() - Date.UTC(1899, 11, 30)) / 60000);
  return typeof read === 'number' ? Math.round(read * 1440) : null;
};

const figure = (card: Locator, term: string) =>
  card.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

async function expectCard(page: Page, expected: Record<string, string>) {
  const card = page.getByRole('region', { name: 'Pacote de horas vigente' });
  for (const [term, value] of Object.entries(expected)) {
    await expect(figure(card, term)).toHaveText(value);
  }
  return card;
}

async function look(page: Page, name: string) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `test-results/budget-${name}-${width}.png`, fullPage: true });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBeLessThanOrEqual(width);
  }
}

test('budget control: next year’s price never applies, an expired pack never counts, and the card, list, statement and spreadsheets show the hand-computed figures', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const suffix = uniqueSuffix();
  const client = { id: 8000 + Math.floor(Math.random() * 1500), name: `Cliente Horas ${suffix}` };
  const user = { username: `orcamento.${suffix}`, email: `orcamento.${suffix}@cliente.local` };
  const nextYear = Number(brazilDay().slice(-4)) + 1;

  // Test data made outside the screens under test: the client and its administrator.
  await signIn(page, DEMO.admin);
  await apiAs(page, 'POST', '/client', { ...client, enableHoursBank: true });
  await apiAs(page, 'POST', '/user', {
    username: user.username,
    name: `Gestora ${suffix}`,
    email: user.email,
    jobTitle: 'Controladoria',
    department: 'Financeiro',
    employeeDanielLaw: 2,
    temporaryAccess: false,
    expirationDate: null,
    client: { id: client.id },
    roles: [],
  });
  const token = new URL(`http://x${await invitationPath(user.email)}`).searchParams.get('invite');
  await apiAs(page, 'POST', '/user/set-password', { token, password: PASSWORD });

  // The admin registers this year's price and next year's on /clientPricesHours.
  await page.goto('/clientPricesHours');
  for (const [price, start] of [
    ['333,33', '01012020'],
    ['400', `0101${nextYear}`],
  ]) {
    await page.getByRole('button', { name: 'Novo preço' }).click();
    const modal = page.getByRole('dialog', { name: 'Novo preço' });
    await modal.getByLabel('Cliente').selectOption({ label: client.name });
    await modal.getByLabel('Preço/hora').pressSequentially(price!);
    await modal.getByLabel('Início Vigência').pressSequentially(start!);
    await modal.getByRole('button', { name: 'Salvar' }).click();
    await expectToast(page, 'Preço cadastrado com sucesso!');
    await expect(modal).toHaveCount(0);
  }

  // The admin registers two packs on /budgetControl: one in force, one bought earlier and
  // already expired; an expiry in the past without a first day is refused in the dialog.
  await page.goto('/budgetControl');
  await page
    .getByRole('combobox', { name: 'Cliente', exact: true })
    .selectOption({ label: client.name });
  await expect(page).toHaveURL(new RegExp(`idCliente=${client.id}.*&page=0$`));
  await expect(page.getByText('Não há horas contratadas.')).toBeVisible();
  const addPack = async (fields: {
    hours: string;
    value: string;
    expiry: string;
    start?: string;
    description: string;
  }) => {
    await page.getByRole('button', { name: 'Adicionar Horas' }).click();
    const add = page.getByRole('dialog', { name: 'Adicionar Horas' });
    await add.getByLabel(/Quantidade/).pressSequentially(fields.hours);
    await add.getByLabel(/^Valor/).pressSequentially(fields.value);
    await add.getByLabel(/Data de expiração/).pressSequentially(fields.expiry);
    if (fields.start) await add.getByLabel(/Data de início/).pressSequentially(fields.start);
    await add.getByLabel(/Descrição/).fill(fields.description);
    await add.getByRole('button', { name: 'Salvar' }).click();
    return add;
  };
  const refused = await addPack({
    hours: '01000',
    value: '1000',
    expiry: digits(brazilDay(-1)),
    description: 'Sem início',
  });
  await expect(refused.getByRole('alert')).toHaveText(
    'A data de expiração não pode ser anterior à data atual',
  );
  await refused.getByRole('button', { name: 'Cancelar' }).click();
  await addPack({
    hours: '01030',
    value: '3150,50',
    expiry: digits(brazilDay(200)),
    description: 'Contrato vigente',
  });
  await expectToast(page, 'Horas adicionadas com sucesso!');
  await addPack({
    hours: '04000',
    value: '8000',
    start: digits(brazilDay(-300)),
    expiry: digits(brazilDay(-100)),
    description: 'Contrato anterior',
  });
  await expectToast(page, 'Horas adicionadas com sucesso!');
  await expectCard(page, {
    Contratada: '010:30',
    Gasto: '000:00',
    Saldo: '010:30',
    Contratado: 'R$ 3.150,50',
    'Expira em': brazilDay(200),
  });

  // Staff register and finish the demands (no value typed but D's).
  const lawyers = await apiAs<{ id: number; status: boolean }[]>(page, 'GET', '/lawyer');
  const demand = async (
    demanda: string,
    horas: string,
    consumoHoras: boolean,
    valor: number | null,
  ) =>
    apiAs<{ id: number; valor: number }>(page, 'POST', '/solicitacao', {
      client: { id: client.id },
      demanda: `${demanda} ${suffix}`,
      serviceType: { id: 2 },
      tipoConsulta: 'Parecer',
      tipoAvaliacao: null,
      areaInterna: 'Legal Design',
      areaDemandante: 'Financeiro',
      autorDemanda: 'Gestora',
      prazoAtendimento: 'SLA',
      prazo: null,
      descricaoTrabalho: 'Serviço do extrato.',
      lawyer: { id: lawyers.find((lawyer) => lawyer.status)!.id },
      horas,
      valor,
      consumoHoras,
    });
  const made = {
    a: await demand('Parecer A', '00:10', true, null),
    b: await demand('Parecer B', '00:50', true, null),
    c: await demand('Contrato C', '02:00', false, null),
    d: await demand('Consulta D', '01:00', false, 500),
    e: await demand('Pendente E', '00:30', false, null),
  };
  expect(Object.values(made).map((one) => one.valor)).toEqual([55.56, 277.78, 666.66, 500, 166.67]);
  for (const one of [made.a, made.b, made.c]) {
    for (const status of ['NAO_INICIADO', 'EM_CURSO', 'FINALIZADO']) {
      await patchStatus(page, one.id, status);
    }
  }
  for (const status of ['NAO_INICIADO', 'EM_CURSO']) await patchStatus(page, made.d.id, status);

  // The removal past the balance is refused in the dialog; 001:30 is recorded.
  await page.reload();
  await expectCard(page, { Contratada: '010:30', Gasto: '001:00', Saldo: '009:30' });
  const remove = async (hours: string) => {
    await page.getByRole('button', { name: 'Remover Horas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover Horas' });
    await dialog.getByLabel(/Quantidade/).pressSequentially(hours);
    await dialog.getByLabel(/Data inicial/).pressSequentially(digits(thisMonth()));
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    return dialog;
  };
  const tooMuch = await remove('01000');
  await expect(tooMuch.getByRole('alert')).toHaveText(
    'Não é possível remover 010:00: o saldo dos pacotes vigentes é 009:30.',
  );
  await tooMuch.getByRole('button', { name: 'Cancelar' }).click();
  await remove('00130');
  await expectToast(page, 'Horas removidas com sucesso!');
  const firmCard = await expectCard(page, {
    Contratada: '009:00',
    Gasto: '001:00',
    Saldo: '008:00',
    Contratado: 'R$ 3.150,50',
  });
  await expect(firmCard.getByTestId('hours-balance')).toHaveText('8h 00min');
  // The firm's view: the work per lawyer and per type, and the demands list's value.
  await page.getByText('Horas e valores por advogado e por tipo de serviço').click();
  await expect(
    page.getByRole('table', { name: 'Por advogado(a)' }).getByRole('row').last(),
  ).toContainText('R$ 1.500,00');
  await look(page, 'firm');
  const staffList = await apiAs<{ content: { id: number; valor: number }[] }>(
    page,
    'GET',
    `/solicitacao/filter?archived=false&clientId=${client.id}&size=10`,
  );
  expect(staffList.content.find((row) => row.id === made.a.id)?.valor).toBe(55.56);

  // The client administrator sees the same figures.
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, { username: user.username, password: PASSWORD });
  await acceptTerms(page);
  await page.waitForURL('**/home');
  await page.goto('/budgetControl');
  await page.waitForURL('**/budgetControl**');
  const card = await expectCard(page, {
    Contratada: '009:00',
    Gasto: '001:00',
    Saldo: '008:00',
    Contratado: 'R$ 3.150,50',
    'Expira em': brazilDay(200),
  });
  await expect(card.getByRole('table', { name: 'Pacotes vigentes' })).toContainText(
    'Contrato vigente',
  );
  await expect(page.getByText('Período considerado:')).toBeVisible();
  const status = page.getByRole('region', { name: 'Controle por status' });
  const statusRow = (label: string) => status.getByRole('row').filter({ hasText: label });
  await expect(statusRow('Finalizado')).toContainText('R$ 1.000,00');
  await expect(statusRow('Em curso')).toContainText('R$ 500,00');
  await expect(statusRow('Pendente')).toContainText('R$ 166,67');
  await expect(status.getByText('Valor investido:')).toContainText('R$ 1.500,00');
  const services = page.getByRole('region', { name: 'Serviços' });
  await expect(services.getByText('Total de Serviços: 5')).toBeVisible();
  for (const [title, value] of [
    ['Parecer A', 'R$ 55,56'],
    ['Parecer B', 'R$ 277,78'],
    ['Contrato C', 'R$ 666,66'],
    ['Consulta D', 'R$ 500,00'],
    ['Pendente E', 'R$ 166,67'],
  ]) {
    await expect(services.getByRole('row').filter({ hasText: `${title} ${suffix}` })).toContainText(
      value!,
    );
  }
  await look(page, 'client');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The statement and both spreadsheets of this month, as the client downloads them.
  const statement = await openReport(page, 'Extrato (PDF)', 'Extrato do período');
  expect(statement.name).toMatch(new RegExp(`^extrato-${client.id}-.+\\.pdf$`));
  const parser = new PDFParse({ data: statement.bytes });
  const statementText = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  for (const expected of [
    `Cliente: ${client.name}`,
    'R$ 55,56',
    'R$ 277,78',
    'R$ 666,66',
    'Valor dos serviços: R$ 1.000,00',
    'Horas usadas do banco no período: 001:00',
    'Contrato vigente',
    'Contrato anterior',
    `Saldo dos pacotes vigentes em ${brazilDay()}: 008:00`,
  ]) {
    expect([expected, statementText.includes(expected)]).toEqual([expected, true]);
  }
  const servicesFile = await openReport(page, 'Relatório serviços', 'Relatório de serviços');
  expect(servicesFile.name).toBe('relatorio-servicos.xlsx');
  const servicesSheet = await sheetOf(servicesFile.bytes);
  expect(servicesSheet.getRow(3).values).toEqual([undefined, 'Cliente', client.name]);
  const totals = servicesSheet.getRow(servicesSheet.rowCount);
  expect([
    totals.getCell(1).value,
    totals.getCell(2).value,
    minutesOf(totals.getCell(10).value),
    result(totals.getCell(12).value),
  ]).toEqual(['Total', '5 serviços', 270, 1666.67]);
  const parecerA = Array.from({ length: servicesSheet.rowCount }, (_, index) =>
    servicesSheet.getRow(index + 1),
  ).find((row) => row.getCell(1).value === `Parecer A ${suffix}`)!;
  expect([
    minutesOf(parecerA.getCell(10).value),
    parecerA.getCell(11).value,
    parecerA.getCell(12).value,
  ]).toEqual([10, 333.33, 55.56]);
  const hoursFile = await openReport(page, 'Relatório de horas', 'Relatório de horas');
  expect(hoursFile.name).toBe('relatorio-horas.xlsx');
  const hoursSheet = await sheetOf(hoursFile.bytes);
  const closing = hoursSheet.getRow(hoursSheet.rowCount);
  // The last balance of the ledger is the card's Saldo, 008:00.
  expect([closing.getCell(2).value, minutesOf(closing.getCell(7).value)]).toEqual(['Total', 480]);
  console.log(
    `budget journey: card 009:00/001:00/008:00 R$ 3.150,50; status Finalizado R$ 1.000,00, Em curso R$ 500,00, Pendente R$ 166,67, investido R$ 1.500,00; services file ${minutesOf(totals.getCell(10).value)} min R$ ${String(result(totals.getCell(12).value))}; hours file closing ${minutesOf(closing.getCell(7).value)} min; statement ${statement.bytes.length} bytes`,
  );
});
