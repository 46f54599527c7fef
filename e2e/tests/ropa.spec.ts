import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO, signIn, uniqueSuffix } from '../support/journeys';

/** The open accordion step with this title. */
const step = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(title) });

/** Próximo: the step saves and closes as the next one opens. */
async function next(page: Page, title: string) {
  await step(page, title).getByRole('button', { name: 'Próximo' }).click();
  await expect(step(page, title)).toBeHidden();
}

async function fill(page: Page, title: string, answers: Record<string, string>) {
  const region = step(page, title);
  for (const [label, value] of Object.entries(answers)) {
    await region.getByLabel(label, { exact: true }).fill(value);
  }
}

/** This month in Brazil as MM/yyyy (the list's period inputs). */
function monthInBrazil(): string {
  return new Intl.DateTimeFormat('pt-BR', {
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date());
}

function todayInBrazil(): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

test.setTimeout(180_000);

test('a client fills a ROPA and finishes it; an admin downloads the register of the period and it holds that record with every field', async ({
  page,
  browser,
}) => {
  const activity = `Controle de acesso ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.clientUser);

  await page.goto('/ropa');
  await expect(
    page.getByRole('heading', { name: 'ROPA - Registro das Operações de Tratamento' }),
  ).toBeVisible();
  await fill(page, 'Descrição', {
    'Atividade de tratamento': activity,
    'Descrição da atividade': 'Leitura da digital na portaria',
    'Finalidade do tratamento': 'Segurança das instalações',
    'Área responsável': 'Facilities',
    'Responsável pela atividade': 'João Lima',
  });
  await step(page, 'Descrição')
    .getByLabel('Papel da empresa nesta atividade')
    .selectOption({ label: 'Controlador' });
  await next(page, 'Descrição');

  await fill(page, 'Informações Básicas', {
    'Quais dados pessoais são tratados?': 'Nome, digital',
    'Categorias de titulares': 'Empregados e visitantes',
    'De onde vêm os dados (origem)?': 'O próprio titular',
    'Há outro controlador? Qual?': 'Não',
    'Há operadores? Quais?': 'Fornecedor do leitor biométrico',
    'Mais informações': '=HYPERLINK("http://exemplo")',
    'Os dados são compartilhados?': 'Não',
    'Há transferência internacional dos dados? Para onde e com qual mecanismo?': 'Não',
    'Por quanto tempo os dados são guardados?': '+2 anos após o desligamento',
    'Medidas de segurança adotadas': 'Criptografia e controle de acesso',
  });
  const basics = step(page, 'Informações Básicas');
  await basics.getByLabel('Dado genético ou biométrico').check();
  await basics
    .getByRole('group', { name: 'Há crianças ou adolescentes entre os titulares?' })
    .getByLabel('Não', { exact: true })
    .check();
  await basics
    .getByRole('group', { name: /O tratamento é em larga escala\?/ })
    .getByLabel('Não', { exact: true })
    .check();
  await next(page, 'Informações Básicas');

  const legal = step(page, 'Análise Jurídica');
  await legal
    .getByLabel('Hipótese legal (art. 7º)')
    .selectOption({ label: 'Interesse Legítimo (Art. 7, IX)' });
  await legal
    .getByLabel('Hipótese legal para dados sensíveis (art. 11)')
    .selectOption({ label: "Art. 11 II 'g' - Prevenção à Fraude e Segurança do Titular" });
  // The contradiction shows as it is answered.
  await expect(legal.getByRole('note', { name: 'Pontos de atenção' })).toContainText(
    'o legítimo interesse não ampara dados sensíveis',
  );
  await legal
    .getByLabel('Como os direitos dos titulares são garantidos?')
    .fill('Canal do encarregado');
  await legal
    .getByRole('group', {
      name: 'Há decisões tomadas unicamente de forma automatizada sobre os titulares?',
    })
    .getByLabel('Não', { exact: true })
    .check();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/ropa-step3-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await next(page, 'Análise Jurídica');
  expect(await page.evaluate(() => localStorage.getItem('load'))).toMatch(/^0\.\d+/);

  await next(page, 'Consentimento');
  await fill(page, 'Sistemas', {
    'Onde os dados são armazenados (sistemas e locais)?': 'Servidor local da portaria',
  });
  await next(page, 'Sistemas');

  const impact = step(page, 'Relatório de Impacto');
  await expect(
    impact.getByRole('note', {
      name: 'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
    }),
  ).toBeVisible();
  await impact
    .getByRole('group', {
      name: 'O Relatório de Impacto à Proteção de Dados Pessoais é recomendado?',
    })
    .getByLabel('Sim', { exact: true })
    .check();
  await impact.getByLabel('Andamento do relatório').selectOption({ label: 'Em Progresso' });
  await next(page, 'Relatório de Impacto');

  const incidents = step(page, 'Incidentes de Segurança');
  await incidents
    .getByRole('group', { name: 'Houve incidente de segurança envolvendo estes dados?' })
    .getByLabel('Sim', { exact: true })
    .check();
  await incidents
    .getByLabel('Onde está a documentação do incidente (link ou local)?')
    .fill('Chamado 4242');
  await incidents.getByLabel('Observações', { exact: true }).fill('Revisar o leitor em 2027');
  await incidents.getByRole('button', { name: 'Concluir', exact: true }).click();
  // Spec 3 section 4: the finishing state shows for 3000 ms.
  await expect(page.getByText('Concluindo...', { exact: true }).first()).toBeVisible();

  const conclusions = step(page, 'Conclusões');
  await expect(conclusions.getByText('Informações salvas com sucesso!')).toBeVisible({
    timeout: 30_000,
  });
  await expect(conclusions.getByRole('note', { name: 'Pontos de atenção' })).toContainText(
    'o legítimo interesse não ampara dados sensíveis',
  );
  await page.screenshot({ path: 'test-results/ropa-conclusions-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/ropa-conclusions-390.png', fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // The firm downloads the register of this month from the list.
  const adminContext = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
  });
  const admin = await adminContext.newPage();
  await admin.setViewportSize({ width: 1366, height: 900 });
  await signIn(admin, DEMO.admin);
  await admin.goto('/myAvaliations');
  const month = monthInBrazil();
  await admin.getByLabel('Período inicial').pressSequentially(month.replace('/', ''));
  await admin.getByLabel('Período final').pressSequentially(month.replace('/', ''));
  await expect(admin).toHaveURL(/periodoFinal=/);
  await expect(admin.getByRole('row', { name: new RegExp(activity) })).toContainText('Finalizado');
  await admin.screenshot({ path: 'test-results/ropa-list-admin-1366.png', fullPage: true });
  const [file] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Relatório' }).click(),
  ]);
  expect(file.suggestedFilename()).toBe('registro-operacoes-tratamento.xlsx');
  const bytes = await readFile(await file.path());
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Registro das operações')!;
  const headers = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headers.map((header, i) => [header, values[i] ?? ''])));
  });
  const record = rows.find((row) => row['Atividade de tratamento (processo)'] === activity);
  // Dates are date cells of today's Brazilian calendar day (finding M8).
  const [day, monthOfYear, year] = todayInBrazil().split('/').map(Number);
  const today = new Date(Date.UTC(year!, monthOfYear! - 1, day!));
  expect(record).toEqual({
    'Agente de tratamento (razão social)': 'Acme Indústria Ltda',
    CNPJ: '12.345.678/0001-95',
    Endereço: 'Rua das Indústrias, 500, Distrito Industrial, Campinas - SP, 13050-000',
    'Contato do agente (e-mail e telefone)': 'contato@acme.com.br · (19) 3200-1000',
    Encarregado: 'Carla Mendes',
    'Contato do encarregado': 'encarregado@acme.com.br · (19) 3200-1010',
    'Canal de atendimento ao titular': 'https://acme.com.br/privacidade',
    'Papel do agente na atividade': 'Controlador',
    'Área responsável': 'Facilities',
    'Responsável pela atividade': 'João Lima',
    'Categorias de titulares': 'Empregados e visitantes',
    'Crianças ou adolescentes entre os titulares': 'Não',
    'Dados pessoais tratados': 'Nome, digital',
    'Dados pessoais sensíveis (categorias)': 'Dado genético ou biométrico',
    'Origem dos dados': 'O próprio titular',
    'Larga escala': 'Não',
    'Compartilhamento de dados': 'Não',
    'Compartilhados com': '',
    'Outro controlador': 'Não',
    Operadores: 'Fornecedor do leitor biométrico',
    'Contrato com operadores (mais informações)': `'=HYPERLINK("http://exemplo")`,
    'Transferência internacional': 'Não',
    'Medidas de segurança': 'Criptografia e controle de acesso',
    'Local de armazenamento (sistemas)': 'Servidor local da portaria',
    'Período de armazenamento': "'+2 anos após o desligamento",
    'Atividade de tratamento (processo)': activity,
    'Descrição da atividade': 'Leitura da digital na portaria',
    Finalidade: 'Segurança das instalações',
    'Hipótese legal': 'Interesse Legítimo (Art. 7, IX)',
    'Hipótese legal (dados sensíveis)':
      "Art. 11 II 'g' - Prevenção à Fraude e Segurança do Titular",
    Observações: 'Revisar o leitor em 2027',
    'Direitos dos titulares garantidos': 'Canal do encarregado',
    'Decisão automatizada': 'Não',
    'Registro do consentimento': '',
    'RIPD recomendado': 'Sim',
    'Andamento do RIPD': 'Em Progresso',
    'Link do RIPD': '',
    'Incidente de segurança': 'Sim',
    'Documentação do incidente': 'Chamado 4242',
    'Criado por': 'Rafael Oliveira',
    'Atualizado por': 'Rafael Oliveira',
    'Criado em': today,
    'Atualizado em': today,
    'Concluído em': today,
  });
  // The header stays in view and every column has its filter.
  expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
  expect(sheet.autoFilter).toBeTruthy();
  await adminContext.close();
});
