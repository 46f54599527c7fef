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

/**
 * A careless contract (finding M4): large-scale health data, and none of the clauses a
 * controller-operator contract needs.
 */
const CONTRACT: [string, 'Sim' | 'Não'][] = [
  [
    'O tratamento é em larga escala ou pode afetar significativamente interesses e direitos fundamentais dos titulares?',
    'Sim',
  ],
  [
    'O terceiro trata dados pessoais sensíveis ou dados de crianças, de adolescentes ou de idosos?',
    'Sim',
  ],
  [
    'O tratamento usa tecnologia inovadora, vigia ou monitora titulares, cria perfis ou toma decisões unicamente automatizadas?',
    'Não',
  ],
  [
    'O contrato descreve o objeto, a finalidade, a duração e os tipos de dados e de titulares, limitando o tratamento ao estritamente necessário?',
    'Não',
  ],
  [
    'O contrato obriga o terceiro a tratar os dados apenas segundo as instruções documentadas da empresa?',
    'Não',
  ],
  [
    'O contrato impõe sigilo a quem trata os dados e medidas de segurança técnicas e administrativas, inclusive depois do seu término?',
    'Não',
  ],
  [
    'O contrato obriga o terceiro a comunicar incidentes de segurança à empresa a tempo de ela comunicar a ANPD e os titulares em 3 dias úteis?',
    'Não',
  ],
  [
    'O contrato só permite suboperadores com autorização prévia da empresa e com as mesmas obrigações do terceiro?',
    'Não',
  ],
  [
    'O contrato prevê a devolução ou a eliminação dos dados ao fim do tratamento, com a comprovação?',
    'Não',
  ],
  [
    'O contrato dá à empresa o direito de auditar e de pedir evidências do cumprimento, e obriga o terceiro a colaborar com os pedidos dos titulares e da ANPD?',
    'Não',
  ],
  [
    'Os dados ficam no Brasil ou, se transferidos ao exterior, o contrato incorpora sem alteração as cláusulas-padrão contratuais da ANPD?',
    'Não',
  ],
  [
    'O contrato reparte as responsabilidades entre as partes e garante o direito de regresso por danos causados pelo terceiro?',
    'Não',
  ],
];

const PERSONAL_DATA =
  'Nome, CPF, RG, endereço, telefone, e-mail, salário, dados bancários, atestados médicos e CID, dependentes, registros de ponto e de jornada, benefícios, férias, afastamentos e histórico funcional completo dos empregados';

test.setTimeout(240_000);

test('a TPA of a careless, unsigned contract already in use reads high contract risk with each missing clause, flags the contract and its dossier holds the answers', async ({
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
  // Finding m5: the warning names the dates the right way round.
  await expectToast(page, 'A data de assinatura não pode ser posterior à data de expiração.');
  await expect(step1).toBeVisible();
  await step1.getByLabel('Contrato não assinado').check();
  await step1.getByLabel('Prazo Indeterminado').check();
  await expect(step1.getByLabel('Data de assinatura')).toBeDisabled();
  await expect(step1.getByLabel('Data de expiração')).toHaveValue('');
  await answer(step1, 'O terceiro já trata dados pessoais sob este contrato?', 'Sim');
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
  await step4.getByRole('button', { name: 'Concluir', exact: true }).click();
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
    report.getByRole('img', { name: 'Risco do contrato: 100% (Risco Alto)' }),
  ).toBeVisible();
  await expect(
    report.getByText('Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais'),
  ).toBeVisible();
  // Finding m6: processing under an unsigned contract is flagged.
  await expect(report.getByRole('note', { name: 'Situação do contrato' })).toContainText(
    'Tratamento sem contrato assinado',
  );
  // Finding M4: one recommendation per missing clause, each with its article.
  for (const clause of [
    'Inclua a obrigação de tratar os dados apenas segundo as instruções documentadas da empresa, que pode verificar o seu cumprimento. (LGPD art. 39)',
    'Inclua a comunicação de incidentes à empresa em prazo curto (por exemplo, 24 horas), para que ela comunique a ANPD e os titulares em 3 dias úteis. (LGPD art. 48; Res. CD/ANPD 15/2024, art. 6º)',
    'Limite o tratamento ao Brasil ou incorpore ao contrato, sem alteração, as cláusulas-padrão contratuais da ANPD para a transferência internacional. (LGPD art. 33; Res. CD/ANPD 19/2024)',
  ]) {
    await expect(report.getByText(clause, { exact: true })).toBeVisible();
  }
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
    'Risco do contrato: 100,00% (Risco Alto)',
    'Situação do contrato',
    'Tratamento sem contrato assinado',
    'Considerar realização de Relatório de Impacto de Proteção de Dados Pessoais',
    'Posição da empresa: Controlador',
    'Posição do terceiro: Operador',
    'Observações: Cerca de 40 mil empregados na base',
    'Criado por Carla Mendes',
  ]) {
    expect(flat).toContain(expected);
  }
});
