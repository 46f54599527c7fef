import { expect, test, type Page } from '@playwright/test';
import { FULL_PROJECT } from '../../api/src/test/assessment-fixtures';
import { pdfText } from '../../api/src/test/pdf-text';
import { apiAs, DEMO, expectToast, signIn, uniqueSuffix } from '../support/journeys';
import { apiUrl } from '../support/system';

/**
 * Issue 31: a client concludes asking for the firm's legal review, the firm comments on a
 * question and sends it back, the client fixes it and asks again, the firm approves with the
 * lawyer's name and OAB; the dossier prints the sign-off and version 2, and the audit trail shows
 * the whole path.
 */
test.setTimeout(240_000);

const NP = '/lei-geral-protecao-de-dados/questionario-novos-projetos';

const step = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(title) });
const panel = (page: Page) => page.getByRole('region', { name: 'Análise jurídica' });

async function as(page: Page, user: { username: string; password: string }, path: string) {
  await page.evaluate(() => localStorage.clear());
  await signIn(page, user, path);
}

/** The last step's two ways of concluding, for a client. */
async function askForReview(page: Page) {
  await page.getByRole('button', { name: /Aspectos Técnicos/ }).click();
  await step(page, 'Aspectos Técnicos')
    .getByRole('button', { name: 'Concluir e solicitar análise jurídica' })
    .click();
  await expectToast(page, 'Concluído com sucesso');
  await expect(panel(page).getByRole('status')).toHaveText(
    'A avaliação está em análise pelo escritório. Você será avisado por e-mail quando ela for devolvida ou aprovada.',
  );
}

test('a client asks for review, the firm sends it back with a comment, the client fixes it and asks again, the firm approves', async ({
  page,
}) => {
  const name = `Portal do cliente ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.clientUser);
  const { id } = await apiAs<{ id: number }>(page, 'POST', `${NP}/tab/salvar`, {
    ...FULL_PROJECT,
    name,
  });
  const path = `/evaluation/project/${id}`;

  // 1. The client concludes asking for the firm's legal review.
  await page.goto(path);
  const lastStep = page.getByRole('button', { name: /Aspectos Técnicos/ });
  await lastStep.click();
  await expect(
    step(page, 'Aspectos Técnicos').getByRole('button', { name: 'Concluir', exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/review-conclude-1366.png', fullPage: true });
  await lastStep.click();
  await askForReview(page);
  const header = page.getByRole('region', { name });
  await expect(header.getByText('Em análise pelo escritório', { exact: true })).toBeVisible();

  // 2. The firm comments on a question and sends it back.
  await as(page, DEMO.admin, path);
  await expect(panel(page).getByRole('status')).toHaveText(
    'O cliente solicitou a análise jurídica: comente as questões e devolva a avaliação, ou aprove-a.',
  );
  await panel(page).getByRole('button', { name: 'Comentar' }).click();
  const comment = page.getByRole('dialog', { name: 'Comentar' });
  await comment
    .getByLabel('Questão')
    .selectOption({ label: '1 - Dados Pessoais: Responsável pelo projeto' });
  await comment.getByLabel('Comentário').fill('Indique a área responsável, não uma pessoa.');
  await comment.getByRole('button', { name: 'Comentar' }).click();
  await expectToast(page, 'Comentário registrado');
  await expect(panel(page)).toContainText('Indique a área responsável, não uma pessoa.');
  await page.screenshot({ path: 'test-results/review-firm-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/review-firm-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await panel(page).getByRole('button', { name: 'Devolver com comentários' }).click();
  await page
    .getByRole('dialog', { name: 'Devolver com comentários' })
    .getByRole('button', { name: 'Devolver com comentários' })
    .click();
  await expectToast(page, 'Avaliação devolvida com comentários');
  await expect(header.getByText('Devolvida com comentários', { exact: true })).toBeVisible();

  // 3. The client reads the comment, fixes the answer and asks again.
  await as(page, DEMO.clientUser, path);
  await expect(panel(page).getByRole('status')).toHaveText(
    'O escritório devolveu a avaliação com comentários: revise as questões comentadas e conclua de novo.',
  );
  await expect(panel(page)).toContainText('Indique a área responsável, não uma pessoa.');
  // Sent back, it is in progress again: it opens on its first step, editable.
  await step(page, 'Dados Pessoais')
    .getByLabel('Responsável pelo projeto')
    .fill('Área de Produtos');
  await step(page, 'Dados Pessoais').getByRole('button', { name: 'Próximo' }).click();
  await expectToast(page, 'Salvo com sucesso');
  // The save opens the next step; the last one is opened after it, not raced by it.
  await expect(page.getByRole('button', { name: /Natureza dos dados/ })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await askForReview(page);

  // 4. The firm approves with the lawyer's name and OAB number.
  await as(page, DEMO.admin, path);
  await panel(page).getByRole('button', { name: 'Aprovar' }).click();
  const approve = page.getByRole('dialog', { name: 'Aprovar a avaliação' });
  await approve.getByLabel('Nome do advogado').fill('Helena Prado');
  await approve.getByLabel('OAB').fill('SP 123456');
  await page.screenshot({ path: 'test-results/review-approve-1366.png' });
  await approve.getByRole('button', { name: 'Aprovar' }).click();
  await expectToast(page, 'Avaliação aprovada');
  await expect(panel(page)).toContainText('Aprovada por Helena Prado (OAB SP 123456) em');
  await expect(header.getByText('Aprovada', { exact: true })).toBeVisible();

  // The versions, and what changed between them.
  const versions = page.getByRole('region', { name: 'Versões' });
  await expect(versions.getByRole('listitem')).toHaveCount(2);
  await versions.getByRole('button', { name: 'Comparar versões' }).click();
  const compared = page
    .getByRole('dialog', { name: 'Comparar versões' })
    .getByRole('region', { name: 'Versão 1 e versão 2' });
  await expect(compared).toContainText('Responsável pelo projeto');
  await expect(compared).toContainText('AntesMaria');
  await expect(compared).toContainText('DepoisÁrea de Produtos');
  await page.screenshot({ path: 'test-results/review-compare-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/review-compare-390.png' });
  await page.keyboard.press('Escape');
  await page.screenshot({ path: 'test-results/review-approved-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // The list shows the review state beside the spec's status, and filters by it.
  await page.goto('/myAvaliations?formId=1&analise=APPROVED');
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Finalizado', { exact: true })).toBeVisible();
  await expect(row.getByText('Aprovada', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/review-list-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/review-list-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  // 5. The dossier prints version 2 and the sign-off.
  const token = await page.evaluate(() => localStorage.getItem('dpohub:token'));
  const dossier = await page.request.get(`${apiUrl}/api/lei-geral-protecao-de-dados/${id}/dossie`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(dossier.status()).toBe(200);
  const text = (await pdfText(await dossier.body())).replace(/\s+/g, ' ');
  expect(text).toMatch(/Versão Versão 2 de \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2} por Rafael Oliveira/);
  expect(text).toContain('Versões anteriores Versão 1 de');
  expect(text).toContain('Aprovada por Helena Prado OAB SP 123456');
  expect(text).toContain('Versão aprovada 2');

  // 6. The audit trail shows the whole path, newest first, the dossier taken out included.
  await page.goto(`/auditTrail?recordType=assessment&recordId=${id}`);
  const rows = page
    .getByRole('table', { name: 'Eventos da trilha de auditoria' })
    .locator('tbody tr');
  await expect(rows).toHaveCount(8);
  const kinds = await rows.evaluateAll((list) => list.map((row) => row.textContent ?? ''));
  const expected = [
    ['Dossiê baixado', 'Administrador DPOHUB'],
    ['Aprovada pelo escritório', 'Administrador DPOHUB'],
    ['Análise jurídica solicitada', 'Rafael Oliveira'],
    ['Avaliação salva', 'Rafael Oliveira'],
    ['Devolvida com comentários', 'Administrador DPOHUB'],
    ['Comentário na análise jurídica', 'Administrador DPOHUB'],
    ['Análise jurídica solicitada', 'Rafael Oliveira'],
    ['Avaliação salva', 'Rafael Oliveira'],
  ];
  expected.forEach(([kind, who], index) => {
    expect(kinds[index]).toContain(kind);
    expect(kinds[index]).toContain(who);
  });
  await expect(rows.nth(3)).toContainText('Maria');
  await expect(rows.nth(3)).toContainText('Área de Produtos');
});
