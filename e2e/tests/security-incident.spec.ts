import { expect, test } from '@playwright/test';
import { answerYesNo, nextStep, step } from '../support/assessment-steps';
import { expectToast, DEMO, signIn, uniqueSuffix } from '../support/journeys';

// The register of security incidents (issue 32): a client's administrator records a ransomware
// attack learned of on Wednesday 18/11/2026 and reads its ENISA severity and both clocks. The
// figures are the domain's hand-worked case (incident-result.test.ts): SE = 4 x 1 + 1.25 = 5.25,
// 'Muito alta'; deadline Tue 24/11/2026 (Thu 19, Fri 20 Consciência Negra, Mon 23, Tue 24). The
// ANPD was told on 24/11 (on time), the patients on Fri 27/11 (3 business days late). None of it
// depends on the day the journey runs but the register's 5-year term.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test.setTimeout(180_000);

test('a client records a ransomware incident and reads its ENISA severity, the relevant-risk verdict and both clocks', async ({
  page,
}) => {
  const name = `Ransomware na clínica ${uniqueSuffix()}`;
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, DEMO.clientAdmin);
  await page
    .getByRole('list', { name: 'Funções' })
    .getByRole('button', { name: 'Notificação de incidente de segurança' })
    .click();
  await page.waitForURL('**/incidente-seguranca');
  await expect(
    page.getByRole('heading', { name: 'Registro de incidentes de segurança' }),
  ).toBeVisible();

  const incident = 'O incidente';
  const first = step(page, incident);
  await first.getByLabel('Identificação do incidente').fill(name);
  await first
    .getByLabel(/Descrição do incidente/)
    .fill('Ransomware no sistema de agendamento; os atacantes dizem ter copiado a base.');
  await first.getByLabel('Data da ocorrência').pressSequentially('17112026');
  await first.getByLabel(/Data em que o controlador tomou ciência/).pressSequentially('18112026');
  await first.getByLabel('Como o incidente foi descoberto').fill('Tela de resgate na recepção.');
  const kinds = first.getByRole('group', { name: 'O que aconteceu com os dados' });
  await kinds.getByLabel('Acesso ou divulgação não autorizados').check();
  await kinds.getByLabel('Perda ou indisponibilidade').check();
  await answerYesNo(step(page, incident), /agente de tratamento de pequeno porte/, 'Não');
  await nextStep(page, incident);
  await expectToast(page, 'Salvo com sucesso');

  const affected = 'Dados e titulares afetados';
  const categories = step(page, affected).getByRole('group', {
    name: /Categorias de dados pessoais afetados/,
  });
  await categories.getByLabel(/^Dados simples/).check();
  await categories.getByLabel(/^Dados pessoais sensíveis/).check();
  await step(page, affected)
    .getByLabel(/Natureza dos dados pessoais afetados/)
    .fill('Nome, telefone e exames agendados.');
  await step(page, affected).getByLabel('Número de titulares afetados').fill('1240');
  // The count of children, adolescents and elderly people shows only after 'Sim'.
  const vulnerable = step(page, affected).getByLabel(/Quantos deles são crianças/);
  await expect(vulnerable).toHaveCount(0);
  await answerYesNo(step(page, affected), /crianças, adolescentes ou idosos entre/, 'Sim');
  await vulnerable.fill('85');
  await step(page, affected)
    .getByLabel(/Categorias de titulares afetados/)
    .fill('Pacientes');
  await nextStep(page, affected);

  const severity = 'Gravidade \\(ENISA\\)';
  const third = step(page, severity);
  await third.getByLabel(/Ajuste do contexto/).selectOption({ label: 'Sem ajuste' });
  await third
    .getByLabel(/Facilidade de identificação/)
    .selectOption({ label: 'Máxima (1): os dados identificam diretamente o titular' });
  await third
    .getByLabel('Perda de confidencialidade')
    .selectOption({ label: 'Dados expostos a destinatários desconhecidos (+0,5)' });
  await third.getByLabel('Perda de integridade').selectOption({ label: 'Não houve (0)' });
  await third
    .getByLabel('Perda de disponibilidade')
    .selectOption({ label: 'Temporária: os dados foram ou serão recuperados (+0,25)' });
  await answerYesNo(step(page, severity), /intenção maliciosa/, 'Sim');
  await nextStep(page, severity);

  const risk = 'Risco e comunicação';
  await answerYesNo(step(page, risk), /afetar significativamente/, 'Sim');
  await step(page, risk)
    .getByRole('group', { name: /O incidente envolve/ })
    .getByLabel('Dados pessoais sensíveis')
    .check();
  await step(page, risk)
    .getByLabel(/Riscos relacionados ao incidente/)
    .fill('Exposição de dados de saúde; golpes por telefone.');
  await answerYesNo(step(page, risk), /A ANPD já foi comunicada/, 'Sim');
  await step(page, risk).getByLabel('Data da comunicação à ANPD').pressSequentially('24112026');
  await answerYesNo(step(page, risk), /Os titulares já foram comunicados/, 'Sim');
  await step(page, risk)
    .getByLabel('Data da comunicação aos titulares')
    .pressSequentially('27112026');
  await step(page, risk)
    .getByLabel(/Motivos da demora/)
    .fill('Os contatos dos pacientes estavam na base cifrada.');
  await nextStep(page, risk);

  const measures = 'Medidas';
  await step(page, measures)
    .getByLabel(/Medidas técnicas e de segurança/)
    .fill('Antivírus e cópias diárias fora da rede.');
  await step(page, measures)
    .getByLabel(/reverter ou mitigar/)
    .fill('Restauração das cópias, troca de senhas, aviso aos pacientes.');
  await step(page, measures).getByRole('button', { name: 'Concluir', exact: true }).click();
  await expectToast(page, 'Concluído com sucesso');

  const result = step(page, 'Gravidade e comunicação');
  const entry = (title: string) => result.locator('dt', { hasText: title }).locator('+ dd');
  await expect(entry('Gravidade pela metodologia da ENISA')).toHaveText(
    'Muito alta SE = DPC × EI + CB = 4 × 1 + 1,25 = 5,25',
  );
  await expect(entry('Risco ou dano relevante')).toContainText(
    'O incidente pode acarretar risco ou dano relevante: comunique a ANPD e os titulares',
  );
  await expect(entry('Comunicação à ANPD')).toHaveText(
    'Prazo: 24/11/2026 (3 dias úteis da ciência, no calendário do escritório). Comunicada no prazo.',
  );
  await expect(result.getByRole('alert')).toHaveText(
    'Prazo: 24/11/2026 (3 dias úteis da ciência, no calendário do escritório). Comunicada 3 dias úteis após o prazo: informe os motivos da demora (LGPD art. 48, §1º, V).',
  );
  await expect(
    result.getByText(/^Registro mantido ao menos até \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  await expect(result.getByRole('button', { name: 'Baixar dossiê (PDF)' })).toBeVisible();
  if (SHOTS) {
    await result.screenshot({ path: `${SHOTS}/incident-result-1366.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(500);
    await result.screenshot({ path: `${SHOTS}/incident-result-390.png` });
    await page.getByRole('button', { name: /Gravidade \(ENISA\)/ }).click();
    await page.waitForTimeout(500);
    await step(page, severity).screenshot({ path: `${SHOTS}/incident-severity-390.png` });
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('button', { name: /Gravidade e comunicação/ }).click();
  }

  // The register lists it under its own kind, and its row opens it again.
  await page.goto('/myAvaliations?formId=8');
  await page.getByRole('link', { name }).click();
  await page.waitForURL(/\/incidente-seguranca\/\d+$/);
  await page.getByRole('button', { name: /Gravidade e comunicação/ }).click();
  await expect(entry('Comunicação à ANPD')).toContainText('Comunicada no prazo.');
});

test('a client that has not contracted the register finds both incident cards closed', async ({
  page,
}) => {
  await signIn(page, { username: 'beta.admin', password: 'Beta@1234' });
  await expect(
    page
      .getByRole('list', { name: 'Funções' })
      .getByRole('button', { name: 'Notificação de incidente de segurança' }),
  ).toHaveCount(0);
  await page.goto('/functions');
  for (const title of [
    'Notificação de incidente de segurança',
    'Gravidade de incidentes (ENISA)',
  ]) {
    const card = page.getByRole('button', { name: title });
    await expect(card).toHaveAttribute('aria-disabled', 'true');
    await card.click({ force: true });
    await expectToast(page, 'Você não possui acesso a esta função.');
  }
});
