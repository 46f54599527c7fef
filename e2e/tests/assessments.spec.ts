import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { apiAs, DEMO, expectToast, latestMail, signIn, uniqueSuffix } from '../support/journeys';

const BASE = '/lei-geral-protecao-de-dados';

/** The open accordion step with this title. */
const step = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(title) });

async function answer(page: Page, question: string, value: 'Sim' | 'Não') {
  await page.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

/**
 * Próximo: the step saves and closes as the next one opens. At most two toasts show at once and
 * a newer one pushes the oldest out, so a fast run checks the step, not each toast.
 */
async function next(page: Page, title: string) {
  await step(page, title).getByRole('button', { name: 'Próximo' }).click();
  await expect(step(page, title)).toBeHidden();
}

/** A toast shown after the last step's request, which may take a while on a busy machine. */
async function expectLateToast(page: Page, text: string) {
  await expect(
    page.getByRole('region', { name: 'Notificações' }).getByText(text, { exact: true }),
  ).toBeVisible({
    timeout: 60_000,
  });
}

interface Counts {
  series: { data: { name: string; countTotal: number }[] }[];
}
const finished = (counts: Counts) =>
  counts.series[0]!.data.find((item) => item.name === 'Finalizado')!.countTotal;

test.setTimeout(180_000);

test('a client saves a new-project draft, finds it again from the menu, concludes it, and an admin adds an observation', async ({
  page,
  browser,
}) => {
  const name = `Projeto ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.clientAdmin);
  const before = await apiAs<Counts>(page, 'GET', `${BASE}/questionario-novos-projetos/pizzaChart`);

  await page.goto('/evaluation/project');
  await expect(page.getByRole('button', { name: /Dados Pessoais/ })).toBeVisible();
  const step1 = step(page, 'Dados Pessoais');
  await step1.getByLabel('Identificação do projeto').fill(name);
  await step1.getByLabel('Descreva o projeto').fill('Aplicativo que cruza dados de compras');
  await step1.getByLabel('Responsável pelo projeto').fill('Carla');
  await answer(page, 'O projeto envolve o tratamento de dados pessoais?', 'Sim');
  await step1.getByRole('button', { name: 'Próximo' }).click();
  await expectToast(page, 'Salvando...');
  await expectToast(page, 'Salvo com sucesso');

  // Step 2 while the API is unreachable: refused, still open, with what was typed.
  const step2 = step(page, 'Natureza dos dados');
  await step2.getByLabel('Dado referente à saúde').check();
  await expect(step2.getByLabel('Não', { exact: true }).first()).not.toBeChecked();
  await answer(page, 'O projeto trata dados pessoais de crianças ou de adolescentes?', 'Não');
  await answer(
    page,
    'O projeto foca no tratamento de dados de idosos ou de outros grupos vulneráveis?',
    'Não',
  );
  await answer(page, 'O projeto trata dados de antecedentes criminais?', 'Não');
  await page.route('**/tab/salvar', (route) => route.abort());
  await step2.getByRole('button', { name: 'Próximo' }).click();
  await expectToast(page, 'Erro ao salvar');
  await expect(step2).toBeVisible();
  await expect(step2.getByLabel('Dado referente à saúde')).toBeChecked();
  await page.unroute('**/tab/salvar');
  await next(page, 'Natureza dos dados');

  // The client leaves the draft and finds it again from the side menu (finding B1).
  await page.goto('/home');
  await page
    .getByRole('navigation', { name: 'Menu principal' })
    .getByRole('link', { name: 'Avaliações' })
    .click();
  await expect(page).toHaveURL(/\/myAvaliations$/);
  await page.getByLabel('Avaliação', { exact: true }).selectOption('Avaliação de Novos Projetos');
  await page.getByLabel('Status', { exact: true }).selectOption('Em andamento');
  await page.getByPlaceholder('Buscar por identificação, criado por...').fill(name);
  await expect(page).toHaveURL(/identificacao=.*status=DRAFT|status=DRAFT.*identificacao=/);
  const draftRow = page.getByRole('row', { name: new RegExp(name) });
  await expect(draftRow).toContainText('Em andamento');
  await page.screenshot({ path: 'test-results/assessments-list-drafts-1366.png', fullPage: true });
  await draftRow.getByRole('link').first().click();
  await page.waitForURL(/\/evaluation\/project\/\d+$/);
  const id = Number(page.url().split('/').pop());
  // Finding m9: the header says what is open.
  const header = page.getByRole('region', { name });
  await expect(header).toContainText('Avaliação de projetos');
  await expect(header).toContainText('Acme Indústria Ltda');
  await expect(header).toContainText('Em andamento');
  await expect(header).toContainText('Carla Mendes');
  await page.screenshot({ path: 'test-results/assessments-details-header-1366.png' });

  await page.getByRole('button', { name: /Propósitos/ }).click();
  const step3 = step(page, 'Propósitos');
  await step3.getByLabel('Tutela da saúde (art. 7º, VIII)').check();
  await answer(page, 'As finalidades do projeto estão claras e definidas?', 'Sim');
  await answer(
    page,
    'Os dados do projeto serão usados para outras finalidades além das definidas?',
    'Não',
  );
  await answer(page, 'O projeto cria perfis de pessoas (perfilamento)?', 'Não');
  await next(page, 'Propósitos');

  for (const [question, value] of [
    ['O projeto combina dados pessoais de várias fontes?', 'Sim'],
    [
      'O tratamento é em larga escala (muitos titulares, grande volume, longa duração ou grande abrangência geográfica)?',
      'Sim',
    ],
    ['Os dados pessoais usados são o mínimo necessário para atingir as finalidades?', 'Sim'],
    ['O prazo de retenção dos dados coletados para o projeto está determinado?', 'Sim'],
    ['Os dados são coletados diretamente do titular?', 'Sim'],
    ['Os dados serão enviados para fora do Brasil?', 'Não'],
    ['O projeto usa tecnologia emergente ou inovadora?', 'Não'],
    ['O projeto toma decisões unicamente automatizadas que afetam os titulares?', 'Não'],
    ['O projeto monitora pessoas ou zonas acessíveis ao público de forma sistemática?', 'Não'],
  ] as const) {
    await answer(page, question, value);
  }
  await next(page, 'Aspectos do tratamento');
  await answer(
    page,
    'O projeto envolve o tratamento de dados por terceiros (operadores, parceiros, fornecedores)?',
    'Sim',
  );
  await answer(page, 'O projeto atende a uma demanda específica de cliente ou parceiro?', 'Não');
  await next(page, 'Agentes Envolvidos');
  await answer(page, 'Os impactos do projeto sobre os titulares dos dados são conhecidos?', 'Sim');
  await answer(
    page,
    'O projeto pode impedir o titular de exercer algum direito ou de usar um serviço?',
    'Não',
  );
  await answer(page, 'O projeto pode afetar a saúde ou a segurança física das pessoas?', 'Não');
  await next(page, 'Impactos');
  await answer(page, 'O projeto adota medidas de segurança da informação adequadas?', 'Sim');
  await step(page, 'Aspectos Técnicos')
    .getByRole('button', { name: 'Concluir', exact: true })
    .click();
  await expectLateToast(page, 'Concluindo...');
  await expectLateToast(page, 'Concluído com sucesso');

  const result = step(page, 'Conclusões');
  await expect(result.getByTestId('risk-message')).toHaveText('RISCO ALTO');
  await expect(result.getByText('Tratamento em larga escala')).toBeVisible();
  await expect(result.getByText('Tratamento de dados pessoais sensíveis')).toBeVisible();
  // Finding M6: high risk says what to do first.
  await expect(result.getByRole('region', { name: 'O que fazer antes de iniciar' })).toContainText(
    'Elabore o Relatório de Impacto à Proteção de Dados Pessoais (RIPD) antes de iniciar o tratamento',
  );
  await expect(result.getByText('Informações salvas com sucesso!')).toBeVisible();
  await expect(result.getByText('Terceiros', { exact: true })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Baixar dossiê (PDF)' })).toBeVisible();
  await expect(page.getByRole('region', { name })).toContainText('Finalizado');
  await page.screenshot({ path: 'test-results/assessments-new-project-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/assessments-new-project-390.png', fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1366, height: 900 });

  const after = await apiAs<Counts>(page, 'GET', `${BASE}/questionario-novos-projetos/pizzaChart`);
  expect(finished(after)).toBe(finished(before) + 1);

  // The way back to the list, where it now reads Finalizado, read-only for the client.
  await result.getByRole('link', { name: 'Voltar para Avaliações' }).click();
  await expect(page).toHaveURL(/\/myAvaliations\?formId=1$/);
  await page.getByPlaceholder('Buscar por identificação, criado por...').fill(name);
  await expect(page).toHaveURL(/identificacao=/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Finalizado');
  await row.getByRole('link').first().click();
  await page.waitForURL(/\/evaluation\/project\/\d+$/);
  await page.getByRole('button', { name: /Dados Pessoais/ }).click();
  await expect(step(page, 'Dados Pessoais').getByLabel('Identificação do projeto')).toBeDisabled();
  await expect(step(page, 'Dados Pessoais').getByRole('button', { name: 'Próximo' })).toHaveCount(
    0,
  );

  // An admin opens it and adds an observation.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, DEMO.admin);
  await admin.goto(`/evaluation/project/${id}`);
  await admin.getByRole('button', { name: /Dados Pessoais/ }).click();
  const adminStep = step(admin, 'Dados Pessoais');
  await expect(adminStep.getByLabel('Identificação do projeto')).toBeEnabled();
  await adminStep.getByRole('button', { name: 'Adicionar observação' }).first().click();
  await adminStep.getByLabel('Observação').fill('Validar o contrato com o fornecedor');
  await adminStep.getByRole('button', { name: 'Próximo' }).click();
  await expectToast(admin, 'Salvo com sucesso');
  // Completed: several steps open at once, so the next one opens beside this one.
  await expect(step(admin, 'Natureza dos dados')).toBeVisible();
  const record = await apiAs<{ jsonCustomObsObj: Record<string, string> }>(
    admin,
    'GET',
    `${BASE}/${id}`,
  );
  expect(record.jsonCustomObsObj).toEqual({ name: 'Validar o contrato com o fornecedor' });
  await adminContext.close();
});

test('an ALI finished with NÃO lists its reasons; the list filters and the dashboard counts follow', async ({
  page,
}) => {
  const name = `Marketing ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.clientAdmin);
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Legítimo Interesse' });
  await expect(card.getByTestId('ali-Finalizado')).toBeVisible();
  const before = Number((await card.getByTestId('ali-Finalizado').textContent())!.split(': ')[1]);

  await page.goto('/ali');
  const step1 = step(page, 'Conceitos relevantes');
  await step1.getByLabel('Identificação da atividade').fill(name);
  await step1
    .getByLabel('Descreva a situação concreta que motiva o tratamento')
    .fill('Ofertas a clientes');
  await step1.getByLabel('Quais dados pessoais são tratados?').fill('Nome, e-mail e histórico');
  await next(page, 'Conceitos relevantes');
  await step(page, 'Dados sensíveis').getByLabel('Opinião política').check();
  await answer(page, 'A atividade trata dados pessoais de crianças ou de adolescentes?', 'Não');
  await next(page, 'Dados sensíveis');
  await answer(
    page,
    'O interesse decorre de uma situação concreta, e não abstrata ou especulativa, com finalidade legítima, específica e explícita?',
    'Sim',
  );
  await next(page, 'Finalidade concreta');
  await answer(
    page,
    'O interesse e a atividade são compatíveis com a lei e o ordenamento jurídico?',
    'Sim',
  );
  await next(page, 'Licitude');
  await answer(
    page,
    'São tratados apenas os dados pessoais estritamente necessários para a finalidade?',
    'Sim',
  );
  await answer(
    page,
    'A finalidade não pode ser atingida de forma menos intrusiva e o impacto à privacidade é proporcional, com salvaguardas?',
    'Sim',
  );
  await next(page, 'Necessidade');
  await answer(page, 'O titular é informado de forma clara sobre o tratamento?', 'Sim');
  await answer(
    page,
    'O tratamento está dentro do que o titular legitimamente espera, dada a relação com ele?',
    'Não',
  );
  await step(page, 'Transparência').getByRole('button', { name: 'Concluir', exact: true }).click();
  await expectLateToast(page, 'Concluído com sucesso');
  const result = step(page, 'Resultado final');
  await expect(
    result.getByText(
      'Não: Sua atividade não reúne elementos que a enquadram na base legal do legítimo interesse.',
    ),
  ).toBeVisible();
  await expect(result.getByText(/Dados pessoais sensíveis não podem ser tratados/)).toBeVisible();
  await expect(
    result.getByText('O tratamento está fora da legítima expectativa do titular.'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/assessments-ali-390.png', fullPage: true });

  await page.goto('/myAvaliations?formId=2');
  await page.getByPlaceholder('Buscar por identificação, criado por...').fill(name.toLowerCase());
  await expect(page).toHaveURL(/identificacao=/);
  const rows = page.getByRole('table', { name: 'Avaliações' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Finalizado');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'test-results/assessments-list-390.png', fullPage: true });

  await page.goto('/dashboard');
  await expect(card.getByTestId('ali-Finalizado')).toHaveText(`Finalizado: ${before + 1}`);
  await expect(page.getByRole('article', { name: 'Registro das Operações' })).toContainText(
    'Não há dados a retornar!',
  );
  await page.screenshot({ path: 'test-results/assessments-dashboard-390.png', fullPage: true });
});

/** A new project the firm answers for Beta: automatic credit limits (NP-F of the findings). */
const CREDIT_PROJECT = {
  projectDescribe: 'Limites de crédito definidos por score de bureau',
  responsable: 'Equipe de crédito',
  processingOfPersonalData: 'yes',
  sensitivePersonalDataSources: 'Nao',
  childrenOrAdolescentsData: 'no',
  focusProcessingPersonalDataOfVulnerable: 'no',
  handlingCriminalRecords: 'no',
  legalBaseDataSources: 'Art. 7 X - Proteção do crédito',
  projectPurposesAreClear: 'yes',
  projectWillBeUsedForOtherPurposes: 'no',
  creationOfProfilesOfIndividuals: 'yes',
  combinesMultipleSourcesOfPersonalData: 'no',
  largeScaleProcessingOfPersonalData: 'yes',
  personalDataUsedAreMinimumNecessaryAchievePurposes: 'yes',
  personalDataCollectedForPurposesOfProject: 'yes',
  directlyFromTheIndividual: 'no',
  sendingDataAbroad: 'no',
  innovativeTechnology: 'no',
  automatedDecision: 'yes',
  monitoringTndividuals: 'no',
  involvesDataProcessingByThirdParties: 'no',
  specificDemand: 'no',
  impactsIndividualsWhomDataReferKnown: 'yes',
  preventIndividualFromExercisingAnyRight: 'yes',
  impactHealthOrSafetyOfIndividuals: 'no',
  appropriateInformationSecurityMeasures: 'yes',
};

test("the firm concludes a client's assessment with 'Concluir'; the client's administrator is e-mailed; the dossier and the dashboard follow", async ({
  page,
}) => {
  const name = `Crédito automático ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.admin);
  const { id } = await apiAs<{ id: number }>(
    page,
    'POST',
    `${BASE}/questionario-novos-projetos/tab/salvar`,
    { ...CREDIT_PROJECT, name, clientId: 1002 },
  );
  await page.goto(`/evaluation/project/${id}`);
  const header = page.getByRole('region', { name });
  await expect(header).toContainText('Beta Serviços S.A.');
  await expect(header).toContainText('Em andamento');
  await page.getByRole('button', { name: /Aspectos Técnicos/ }).click();
  // Finding M1: the firm concludes what it fills for a client, with the spec's toasts.
  await step(page, 'Aspectos Técnicos')
    .getByRole('button', { name: 'Concluir', exact: true })
    .click();
  await expectLateToast(page, 'Concluindo...');
  await expectLateToast(page, 'Concluído com sucesso');
  const result = step(page, 'Conclusões');
  await expect(result.getByTestId('risk-message')).toHaveText('RISCO ALTO');
  await expect(result.getByRole('region', { name: 'O que fazer antes de iniciar' })).toContainText(
    'Garanta ao titular o direito de pedir a revisão das decisões',
  );
  await expect(header).toContainText('Finalizado');
  await expect(header).toContainText('por Administrador DPOHUB');
  await page.screenshot({
    path: 'test-results/assessments-firm-concluded-1366.png',
    fullPage: true,
  });

  const mail = await latestMail('beta.admin@beta.local');
  expect(mail.subject).toBe(`Avaliação concluída pelo escritório: ${name}`);
  expect(mail.text).toContain('Administrador DPOHUB, do escritório, concluiu uma avaliação');
  expect(mail.text).toContain(`/evaluation/project/${id}`);

  // Finding M7: the dossier from the new-project result, its first page a summary.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    result.getByRole('button', { name: 'Baixar dossiê (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`dossie-questionario-novos-projetos-${id}.pdf`);
  const parser = new PDFParse({ data: await readFile(await download.path()) });
  const firstPage = (await parser.getText({ partial: [1] })).text.replace(/\s+/g, ' ');
  await parser.destroy();
  for (const expected of [
    'Elaborado por Mendes & Araújo Advogados',
    'Resumo Risco RISCO ALTO',
    'Recomendações principais',
    'Elabore o Relatório de Impacto à Proteção de Dados Pessoais (RIPD)',
  ]) {
    expect(firstPage).toContain(expected);
  }

  // The dashboard's pies open the list of that kind and status (finding B1).
  await page.goto('/dashboard');
  const card = page.getByRole('article', { name: 'Novos Projetos' });
  await expect(card.getByTestId('newProject-Finalizado')).toBeVisible();
  await page.screenshot({ path: 'test-results/assessments-dashboard-1366.png', fullPage: true });
  await card.getByRole('link', { name: /^Finalizado: \d+$/ }).click();
  await expect(page).toHaveURL(/\/myAvaliations\?formId=1&status=DONE$/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Finalizado');
  await page.screenshot({ path: 'test-results/assessments-list-admin-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/assessments-list-admin-390.png', fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
