import { expect, test } from '@playwright/test';
import { answerYesNo, nextStep, step } from '../support/assessment-steps';
import { DEMO, expectToast, signIn, uniqueSuffix } from '../support/journeys';

test.setTimeout(180_000);

test('a client opens the site and app checklist from its home card, answers it and reads the score per section and what to fix', async ({
  page,
}) => {
  const name = `Loja virtual ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.clientAdmin);
  await page
    .getByRole('list', { name: 'Funções' })
    .getByRole('button', { name: 'Checklist de site e app' })
    .click();
  await page.waitForURL('**/checklist-site-app');
  await expect(page.getByRole('heading', { name: 'Checklist de site e app' })).toBeVisible();

  const first = step(page, 'Site ou app');
  await first.getByLabel('Identificação do site ou app').fill(name);
  await first.getByLabel('Endereço do site ou nome do app na loja').fill('https://www.acme.com.br');
  await first.getByLabel('O que está sendo verificado').selectOption({ label: 'Site' });
  await first.getByLabel('Data da verificação').pressSequentially('20112026');
  await nextStep(page, 'Site ou app');
  await expectToast(page, 'Salvo com sucesso');

  // A follow-up shows only after the answer that asks it.
  const cookies = 'Cookies e consentimento';
  const reject = step(page, cookies).getByRole('group', { name: /Rejeitar os cookies/ });
  await expect(reject).toHaveCount(0);
  await answerYesNo(step(page, cookies), /usa cookies ou tecnologias semelhantes/, 'Sim');
  await expect(reject).toBeVisible();
  await answerYesNo(step(page, cookies), /usa cookies ou tecnologias semelhantes/, 'Não');
  await expect(reject).toHaveCount(0);
  await answerYesNo(step(page, cookies), /Há uma política de cookies/, 'Não');
  await nextStep(page, cookies);

  const notice = 'Aviso de privacidade';
  await answerYesNo(step(page, notice), /publica um aviso de privacidade/, 'Sim');
  const contents = step(page, notice).getByRole('group', {
    name: 'O que o aviso de privacidade informa',
  });
  for (const item of [
    'A finalidade específica do tratamento',
    'A identificação do controlador',
    'As informações de contato do controlador',
    'Os direitos do titular, com menção explícita aos do art. 18',
  ]) {
    await contents.getByLabel(item).check();
  }
  await answerYesNo(step(page, notice), /linguagem clara e simples/, 'Sim');
  await nextStep(page, notice);

  const channel = 'Canal dos titulares';
  await answerYesNo(step(page, channel), /Há um canal para o titular/, 'Não');
  await answerYesNo(step(page, channel), /peticionar à ANPD/, 'Não');
  await nextStep(page, channel);

  const dpo = 'Encarregado';
  await answerYesNo(step(page, dpo), /identidade do encarregado/, 'Sim');
  await answerYesNo(step(page, dpo), /informações de contato do encarregado/, 'Não');
  await nextStep(page, dpo);

  const security = 'Segurança';
  await answerYesNo(step(page, security), /HTTPS/, 'Sim');
  await answerYesNo(step(page, security), /mantidos atualizados/, 'Sim');
  await answerYesNo(step(page, security), /autenticação em dois fatores/, 'Não');
  await step(page, security)
    .getByLabel(/As senhas dos usuários/)
    .selectOption({ label: 'Não se aplica: não há contas de usuário' });
  await answerYesNo(step(page, security), /cópias de segurança/, 'Sim');
  await step(page, security).getByRole('button', { name: 'Concluir', exact: true }).click();
  await expectToast(page, 'Concluído com sucesso');

  // The hand-computed case of the domain's tests: 15 of 38 points overall.
  const scores = page.getByRole('table', { name: 'Pontuação por seção' });
  await expect(scores.getByRole('row')).toHaveText([
    'SeçãoPontuaçãoSituação',
    'Cookies e consentimento0%Inadequado',
    'Aviso de privacidade72,7%Parcialmente adequado',
    'Canal dos titulares0%Inadequado',
    'Encarregado50%Inadequado',
    'Segurança75%Parcialmente adequado',
    'Geral39,5%Inadequado',
  ]);
  const fixes = step(page, 'Resultado').getByRole('listitem');
  await expect(fixes).toHaveCount(20);
  await expect(
    fixes.filter({ hasText: 'Publique as informações de contato do encarregado no site ou app.' }),
  ).toContainText('(LGPD art. 41, §1º)');

  // The list has it under its own kind, and its row opens it again.
  await page.goto('/myAvaliations?formId=6');
  await page.getByRole('link', { name }).click();
  await page.waitForURL(/\/checklist-site-app\/\d+$/);
  await expect(page.getByRole('table', { name: 'Pontuação por seção' })).toHaveCount(0);
  await page.getByRole('button', { name: /Resultado/ }).click();
  await expect(page.getByRole('table', { name: 'Pontuação por seção' })).toBeVisible();
});

test("a client that has not contracted the checklist keeps 'Você não possui acesso a esta função.'", async ({
  page,
}) => {
  // Beta has not contracted the site and app checklist (demo data).
  await signIn(page, { username: 'beta.admin', password: 'Beta@1234' });
  await expect(
    page
      .getByRole('list', { name: 'Funções' })
      .getByRole('button', { name: 'Checklist de site e app' }),
  ).toHaveCount(0);
  await page.goto('/functions');
  const card = page.getByRole('button', { name: 'Checklist de site e app' });
  await expect(card).toHaveAttribute('aria-disabled', 'true');
  // Greyed out (aria-disabled), the card answers a click with the reason.
  await card.click({ force: true });
  await expectToast(page, 'Você não possui acesso a esta função.');
  // The other cards the spec announces keep their message.
  await page.getByRole('button', { name: 'Checklist ISO 27001' }).click({ force: true });
  await expectToast(
    page,
    'Função indisponível. Estamos trabalhando para lançar esta função em breve!',
  );
});
