import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { DEMO, expectToast, signIn, uniqueSuffix } from '../support/journeys';

/** The open accordion step with this title. */
const step = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(title) });

async function answer(scope: Locator, question: string, value: 'Sim' | 'Não') {
  await scope.getByRole('group', { name: question }).getByLabel(value, { exact: true }).check();
}

async function next(page: Page, title: string) {
  await step(page, title).getByRole('button', { name: 'Próximo' }).click();
  await expect(step(page, title)).toBeHidden();
}

const MATURITY = [
  'O terceiro nomeou um encarregado de proteção de dados (ou mantém canal de comunicação, se for agente de pequeno porte)?',
  'Mantém registro (inventário) das operações de tratamento de dados pessoais?',
  'Realiza relatórios de impacto ou avaliações de risco dos tratamentos?',
  'Possui plano de resposta a incidentes e de remediação?',
  'Possui políticas de privacidade e de segurança da informação aprovadas?',
  'Controla o acesso aos dados pessoais e protege os dados armazenados?',
  'Controla o acesso de seus próprios fornecedores (suboperadores) aos dados?',
  'Monitora e audita periodicamente a própria conformidade com a LGPD?',
  'O programa de privacidade integra a governança da empresa, com supervisão?',
  'Oferece canal de atendimento aos titulares e à ANPD?',
  'Possui procedimento para atender às solicitações dos titulares (acesso, correção, eliminação)?',
  'Possui procedimento de gestão e comunicação de incidentes de segurança?',
  'Os incidentes são apurados e registrados, com o registro guardado por pelo menos 5 anos?',
  'Treina seus funcionários em proteção de dados pessoais?',
];

const POSITION = [
  'Decidiu coletar ou tratar os dados pessoais?',
  'Os titulares são seus empregados?',
  'Decide a finalidade ou o resultado do tratamento?',
  'Toma decisões sobre os titulares a partir dos dados?',
  'Decide quais dados pessoais são coletados?',
  'Exerce julgamento profissional próprio sobre o tratamento?',
  'Decide de quais titulares os dados são coletados?',
  'Tem relação direta com os titulares?',
  'Obtém benefício próprio do tratamento (além da remuneração pelo serviço)?',
  'Tem autonomia completa sobre como os dados são tratados?',
  'Trata os dados em razão de contrato próprio com os titulares?',
  'Contrata outras empresas (operadores) para tratar esses dados?',
];
/** The client decides; the third party only executes. */
const COMPANY_YES = new Set([0, 1, 2, 4, 6, 7]);

const CONTRACT: [string, 'Sim' | 'Não'][] = [
  [
    'O tratamento é em larga escala ou pode afetar significativamente interesses e direitos fundamentais dos titulares?',
    'Sim',
  ],
  ['O contrato limita o tratamento aos dados estritamente necessários ao seu objeto?', 'Sim'],
  ['Os titulares são informados de que o terceiro trata seus dados?', 'Sim'],
  ['O terceiro trata dados pessoais sensíveis?', 'Sim'],
  ['O terceiro trata dados financeiros ou de autenticação?', 'Não'],
  ['O tratamento envolve vigilância ou monitoramento de titulares?', 'Não'],
  ['O tratamento usa tecnologias emergentes ou inovadoras?', 'Não'],
  ['O terceiro trata dados de crianças ou adolescentes?', 'Não'],
  ['O terceiro trata dados de idosos ou de outros titulares vulneráveis?', 'Não'],
  ['O terceiro trata dados sobre antecedentes ou processos criminais?', 'Não'],
  ['O tratamento cria perfis dos titulares?', 'Não'],
  ['Há decisões tomadas unicamente com base em tratamento automatizado?', 'Não'],
];

const PERSONAL_DATA =
  'Nome, CPF, RG, endereço, telefone, e-mail, salário, dados bancários, atestados médicos e CID, dependentes, registros de ponto e de jornada, benefícios, férias, afastamentos e histórico funcional completo dos empregados';

test.setTimeout(240_000);

test('a TPA of an unsigned, open-ended contract reports its fallbacks, bands and the impact-report hint; its dossier PDF holds the answers', async ({
  page,
}) => {
  const name = `Folha Express ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.clientAdmin);
  await page.goto('/TPA');

  const step1 = step(page, 'Introdução e Conceitos');
  await expect(step1.getByRole('heading', { name: 'Conceitos Relevantes' })).toBeVisible();
  await expect(step1.getByLabel('Contratante')).toHaveValue('Acme Indústria Ltda');
  await step1.getByLabel('Identificação do terceiro').fill(name);
  await step1.getByLabel('Objeto do contrato').fill('Processamento da folha de pagamento');
  await step1.getByLabel('Contratado').fill('Express Serviços de RH Ltda');
  // Dates out of order: the warning, and nothing saved.
  await step1.getByLabel('Data de assinatura').fill('10/05/2026');
  await step1.getByLabel('Data de expiração').fill('09/05/2026');
  await step1.getByRole('button', { name: 'Próximo' }).click();
  await expectToast(page, 'A data de expiração não pode ser maior que a data de assinatura.');
  await expect(step1).toBeVisible();
  await step1.getByLabel('Contrato não assinado').check();
  await step1.getByLabel('Prazo Indeterminado').check();
  await expect(step1.getByLabel('Data de assinatura')).toBeDisabled();
  await expect(step1.getByLabel('Data de expiração')).toHaveValue('');
  await step1.getByLabel('Dados pessoais envolvidos').fill(PERSONAL_DATA);
  await page.screenshot({ path: 'test-results/tpa-description-1366.png', fullPage: true });
  await next(page, 'Introdução e Conceitos');

  const step2 = step(page, 'Avaliação de Maturidade');
  for (const [index, question] of MATURITY.entries()) {
    await answer(step2, question, index < 9 ? 'Sim' : 'Não');
  }
  await next(page, 'Avaliação de Maturidade');

  const company = page.getByRole('region', { name: 'Posição da empresa' });
  const thirdParty = page.getByRole('region', { name: 'Posição do terceiro' });
  for (const [index, question] of POSITION.entries()) {
    await answer(company, question, COMPANY_YES.has(index) ? 'Sim' : 'Não');
    await answer(thirdParty, question, 'Não');
  }
  await next(page, 'Teste Controlador-Operador');

  const step4 = step(page, 'Teste de Risco de Contrato');
  for (const [question, value] of CONTRACT) await answer(step4, question, value);
  await step4.getByLabel('Observações').first().fill('Cerca de 40 mil empregados na base');
  await step4.getByRole('button', { name: 'Concluir' }).click();
  await expect(
    page.getByRole('region', { name: 'Notificações' }).getByText('Concluído com sucesso'),
  ).toBeVisible({
    timeout: 60_000,
  });

  const report = step(page, 'Relatório de Análise');
  await expect(report.getByRole('heading', { name: 'Demais Recomendações' })).toBeVisible();
  await expect(report.getByText('Contrato não assinado', { exact: true })).toBeVisible();
  await expect(report.getByText('Prazo Indeterminado', { exact: true })).toBeVisible();
  await expect(report.getByText(`${PERSONAL_DATA.slice(0, 195)}...`)).toBeVisible();
  await report.getByRole('button', { name: 'Ver Todos' }).click();
  await expect(report.getByText(PERSONAL_DATA)).toBeVisible();
  await report.getByRole('button', { name: 'Esconder' }).click();
  await expect(
    report.getByRole('img', { name: 'Maturidade do terceiro: 64,29% (Moderado)' }),
  ).toBeVisible();
  await expect(
    report.getByRole('img', { name: 'Risco do contrato: 50% (Risco Alto)' }),
  ).toBeVisible();
  await expect(report.getByRole('note')).toHaveText(
    'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
  );
  await expect(
    report.getByText(/^Acme Indústria Ltda é controladora e o terceiro, operador/),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/tpa-report-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(report.getByRole('button', { name: 'Baixar dossiê (PDF)' })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/tpa-report-390.png', fullPage: true });

  // The dossier: one click, a PDF that opens and holds the answers.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Baixar dossiê (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^dossie-assessment-terceiros-\d+\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const parser = new PDFParse({ data: pdf });
  const { text, total } = await parser.getText();
  await parser.destroy();
  expect(total).toBeGreaterThanOrEqual(2);
  const flat = text.replace(/\s+/g, ' ');
  for (const expected of [
    'Dossiê: Avaliação de Terceiros',
    name,
    'Data de assinatura Contrato não assinado',
    'Data de expiração Prazo Indeterminado',
    'Maturidade do terceiro: 64,29% (Moderado)',
    'Risco do contrato: 50,00% (Risco Alto)',
    'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
    'Posição da empresa: Controlador',
    'Posição do terceiro: Operador',
    'Observações: Cerca de 40 mil empregados na base',
    'Criado por Carla Mendes',
  ]) {
    expect(flat).toContain(expected);
  }
});
