import { expect, test, type Locator } from '@playwright/test';
import { answerYesNo, nextStep, step } from '../support/assessment-steps';
import { FULL_PROJECT } from '../../api/src/test/assessment-fixtures';
import { apiAs, DEMO, expectToast, signIn, uniqueSuffix } from '../support/journeys';

/** Ticks options of a multiple choice. */
async function tick(scope: Locator, question: string | RegExp, options: readonly string[]) {
  const group = scope.getByRole('group', { name: question });
  for (const option of options) await group.getByLabel(option, { exact: true }).check();
}

const SCALE = ['Desprezível', 'Limitada', 'Importante', 'Máxima'];

/** One risk of step 3, rated before and after its measures (1-4). */
async function fillRisk(
  item: Locator,
  risk: {
    description: string;
    right: string;
    before: [number, number];
    measures: string;
    after: [number, number];
  },
) {
  await item.getByLabel('Descrição do risco').fill(risk.description);
  await tick(item, 'Direitos e liberdades afetados', [risk.right]);
  await item
    .getByLabel('Probabilidade', { exact: true })
    .selectOption({ label: SCALE[risk.before[0] - 1]! });
  await item
    .getByLabel('Gravidade', { exact: true })
    .selectOption({ label: SCALE[risk.before[1] - 1]! });
  await item.getByLabel(/Medidas para este risco/).fill(risk.measures);
  await item
    .getByLabel('Probabilidade residual')
    .selectOption({ label: SCALE[risk.after[0] - 1]! });
  await item.getByLabel('Gravidade residual').selectOption({ label: SCALE[risk.after[1] - 1]! });
}

test.setTimeout(180_000);

test("Acme's administrator opens 'DPIA' from home, writes a RIPD with two risks and reads the risk map of the domain's case", async ({
  page,
}) => {
  const name = `Prontuário eletrônico ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.clientAdmin);
  await page.getByRole('list', { name: 'Funções' }).getByRole('button', { name: 'DPIA' }).click();
  await page.waitForURL('**/ripd');
  await expect(
    page.getByRole('heading', { name: 'Relatório de Impacto à Proteção de Dados Pessoais (RIPD)' }),
  ).toBeVisible();

  const description = 'Descrição do tratamento';
  const first = step(page, description);
  await first.getByLabel('Nome do tratamento').fill(name);
  await first.getByLabel('Natureza do tratamento').fill('Cadastro do paciente e prontuário.');
  await first.getByLabel('Escopo').fill('Cerca de 3 milhões de pacientes, por 20 anos.');
  await first.getByLabel('Contexto').fill('Rede de clínicas; os pacientes esperam sigilo.');
  await first.getByLabel('Finalidades do tratamento').fill('Prestar assistência à saúde.');
  await tick(first, /Tipos de dados pessoais coletados/, [
    'Identificação (nome, CPF, RG)',
    'Saúde',
  ]);
  await tick(first, 'Categorias de titulares', ['Pacientes']);
  await answerYesNo(first, /dados pessoais sensíveis/, 'Sim');
  await tick(first, /crianças, adolescentes ou idosos/, ['Idosos']);
  await answerYesNo(first, /larga escala/, 'Sim');
  await first.getByLabel(/Metodologia de coleta/).fill('Formulário na recepção.');
  await nextStep(page, description);
  await expectToast(page, 'Salvo com sucesso');

  const necessity = 'Necessidade e proporcionalidade';
  const second = step(page, necessity);
  await tick(second, /Hipóteses legais do tratamento/, [
    'V - Execução de contrato ou procedimentos preliminares',
  ]);
  // Asked because step 1 says the processing holds sensitive data.
  await tick(second, /dados sensíveis \(LGPD art. 11\)/, ['II, f - Tutela da saúde']);
  await second.getByLabel(/minimização/).fill('Só os dados do atendimento.');
  await second.getByLabel(/Prazo de retenção/).fill('20 anos, depois eliminação.');
  await second.getByLabel(/Como os titulares são informados/).fill('Aviso na recepção.');
  await second.getByLabel(/Como os titulares exercem/).fill('Canal do encarregado.');
  await answerYesNo(second, /Operadores ou outros terceiros/, 'Não');
  await answerYesNo(second, /transferência internacional/, 'Não');
  await tick(second, /Critérios de alto risco/, [
    'Geral (I, a): tratamento em larga escala',
    'Específico (II, d): dados sensíveis ou de crianças, adolescentes ou idosos',
  ]);
  await nextStep(page, necessity);

  const risksStep = 'Riscos aos titulares';
  const third = step(page, risksStep);
  await third.getByRole('button', { name: 'Adicionar risco' }).click();
  await third.getByRole('button', { name: 'Adicionar risco' }).click();
  const item = (n: number) =>
    third.getByRole('listitem').filter({ has: page.getByText(`Item ${n}`, { exact: true }) });
  await fillRisk(item(1), {
    description: 'Acesso indevido ao prontuário',
    right: 'Privacidade e intimidade',
    before: [3, 4],
    measures: 'Perfis de acesso e registro de acessos',
    after: [1, 4],
  });
  await fillRisk(item(2), {
    description: 'Uso para finalidade não informada',
    right: 'Autodeterminação informativa',
    before: [2, 2],
    measures: 'Aviso de privacidade revisto',
    after: [1, 2],
  });
  await nextStep(page, risksStep);

  const measures = 'Medidas e risco residual';
  const fourth = step(page, measures);
  await fourth.getByLabel(/Medidas de segurança/).fill('Criptografia e cópias diárias.');
  await fourth.getByLabel(/Salvaguardas e mecanismos/).fill('Revisão anual dos acessos.');
  await answerYesNo(fourth, /plano de resposta a incidentes/, 'Sim');
  await answerYesNo(fourth, /desde a concepção/, 'Sim');
  await nextStep(page, measures);

  const opinion = 'Parecer do encarregado';
  const fifth = step(page, opinion);
  await fifth.getByLabel('Parecer do encarregado').fill('De acordo, com as medidas.');
  await fifth.getByLabel('Nome do encarregado').fill('Paula Souza');
  await fifth.getByLabel('Data do parecer').pressSequentially('20112026');
  await nextStep(page, opinion);

  const conclusion = step(page, 'Conclusão');
  await conclusion
    .getByLabel('Decisão do controlador')
    .selectOption({ label: 'O tratamento pode prosseguir com as medidas previstas' });
  await conclusion.getByLabel('Justificativa da decisão').fill('Riscos reduzidos.');
  await conclusion.getByRole('button', { name: 'Concluir', exact: true }).click();
  await expectToast(page, 'Concluído com sucesso');

  // The domain's case 1: R1 from 3/4 (Alto) to 1/4 (Médio), R2 from 2/2 to 1/2 (Baixo).
  const map = page.getByRole('table', { name: /Mapa de riscos/ });
  const cell = (likelihood: number, severity: number) =>
    map.locator(`td[data-likelihood="${likelihood}"][data-severity="${severity}"]`);
  await expect(cell(3, 4)).toHaveText('R1 antes');
  await expect(cell(3, 4)).toHaveAttribute('data-level', 'Alto');
  await expect(cell(1, 4)).toHaveText('R1 depois');
  await expect(cell(1, 4)).toHaveAttribute('data-level', 'Médio');
  await expect(cell(2, 2)).toHaveText('R2 antes');
  await expect(cell(1, 2)).toHaveText('R2 depois');
  await expect(cell(1, 2)).toHaveAttribute('data-level', 'Baixo');
  await expect(map.locator('td li')).toHaveCount(4);
  const result = step(page, 'Resultado');
  await expect(result).toContainText('Maior risco residualMédio deve ser reduzido');
  await expect(result).toContainText('Sim: atende a pelo menos um critério geral');
  await expect(result.getByRole('alert')).toHaveCount(0);
  await expect(result.getByRole('button', { name: 'Baixar dossiê (PDF)' })).toBeVisible();

  // The list has it under its own kind.
  await page.goto('/myAvaliations?formId=7');
  await page.getByRole('link', { name }).click();
  await page.waitForURL(/\/ripd\/\d+$/);
});

test("a client that has not contracted the RIPD keeps 'Você não possui acesso a esta função.'", async ({
  page,
}) => {
  // Beta has not contracted the RIPD (demo data).
  await signIn(page, { username: 'beta.admin', password: 'Beta@1234' });
  await expect(
    page.getByRole('list', { name: 'Funções' }).getByRole('button', { name: 'DPIA' }),
  ).toHaveCount(0);
  await page.goto('/functions');
  const card = page.getByRole('button', { name: 'DPIA' });
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  await card.click({ force: true });
  await expectToast(page, 'Você não possui acesso a esta função.');
});

test("a new project of high risk offers 'Iniciar RIPD', which opens a RIPD of the same client prefilled from its answers", async ({
  page,
}) => {
  // FULL_PROJECT is at large scale with an innovative technology: one general and one specific
  // criterion of Res. CD/ANPD 2/2022 art. 4, so the questionnaire's result is high risk.
  const name = `Portal do cliente ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.clientAdmin);
  const { id } = await apiAs<{ id: number }>(
    page,
    'POST',
    '/lei-geral-protecao-de-dados/questionario-novos-projetos/tab/salvar',
    { ...FULL_PROJECT, name },
  );
  await page.goto(`/evaluation/project/${id}`);
  await page.getByRole('button', { name: /Conclusões/ }).click();
  await page.getByRole('button', { name: 'Iniciar RIPD' }).click();
  await expectToast(page, 'RIPD criado com as respostas deste projeto.');
  await page.waitForURL(/\/ripd\/\d+$/);
  await expect(
    page.getByRole('heading', { name: 'Relatório de Impacto à Proteção de Dados Pessoais (RIPD)' }),
  ).toBeVisible();
  // The RIPD's record bears the project's name, and its first step the project's description.
  await expect(page.getByRole('region', { name })).toBeVisible();
  await expect(
    step(page, 'Descrição do tratamento').getByLabel('Natureza do tratamento'),
  ).toHaveValue(FULL_PROJECT.projectDescribe);
});
