import { expect, test } from '@playwright/test';
import { readLatestMail } from '../../api/src/mail/outbox';
import {
  acceptTerms,
  DEMO,
  expectToast,
  invitationPath,
  latestMail,
  signIn,
  uniqueSuffix,
} from '../support/journeys';
import { outboxDir } from '../support/system';

const PASSWORD = 'Participa#2026';

// Demands m5: a person added with 'Criar participante temporário' is only held by the form; the
// account and the one e-mail, the invitation naming the request, come with 'Concluir'. The
// invitation's link sets the password and, after the terms, opens the request.
test('a temporary participant is invited on Concluir and lands on the request after choosing a password', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const demanda = `Parecer com participante ${suffix}`;
  const person = { name: `Paula ${suffix}`, email: `paula.${suffix}@externa.local` };
  await signIn(page, DEMO.clientUser, '/clientDemands/new?serviceType=9');

  await expect(page.getByLabel(/Modalidade/)).toHaveValue(/.+/);
  await page.getByLabel(/Tipo de Avaliação/).selectOption({ label: 'Proteção de Dados' });
  await page.getByLabel(/Nome da demanda/).fill(demanda);
  await page.getByLabel(/Descrição/).fill('Revisar o contrato com a auditoria externa.');
  await page
    .getByLabel(/Prazo de atendimento/)
    .selectOption({ label: 'Seguir SLA (5 dias úteis)' });
  await page.getByRole('radio', { name: 'Não' }).first().check();

  await page.getByRole('button', { name: 'Criar participante temporário' }).click();
  const modal = page.getByRole('dialog', { name: 'Criar participante temporário' });
  await expect(modal).toContainText(
    'O acesso é criado e o convite enviado por e-mail quando você concluir a solicitação.',
  );
  await modal.getByLabel(/Nome/).fill(person.name);
  await modal.getByLabel(/Cargo/).fill('Auditora Externa');
  await modal.getByLabel(/E-mail/).fill(person.email);
  await modal.getByLabel(/Departamento/).fill('Auditoria');
  await modal.getByRole('button', { name: 'Criar' }).click();
  await expect(modal).toHaveCount(0);
  const held = page.getByRole('listitem').filter({ hasText: person.name });
  await expect(held).toContainText(`${person.email} convite ao concluir`);
  // Held by the form only: nobody is registered or e-mailed yet.
  expect(await readLatestMail(outboxDir, person.email)).toBeUndefined();

  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/solicitacao/documentos-consultas') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Concluir' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await expectToast(page, 'Solicitação criada com sucesso!');

  const invitation = await latestMail(person.email);
  expect(invitation.subject).toBe(`DPOHUB - Cadastro de acesso: solicitação nº ${id}`);
  expect(invitation.text).toContain(
    `Rafael Oliveira (Acme Indústria Ltda) incluiu você como participante da solicitação nº ${id}: ${demanda}.`,
  );

  // The invited person, in a signed-out browser: password, sign-in, terms, then the request.
  await page.evaluate(() => localStorage.clear());
  await page.goto(await invitationPath(person.email));
  await page.getByLabel('Nova senha', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar nova senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cadastrar senha' }).click();
  await expectToast(page, 'Nova senha cadastrada');
  await page.waitForURL(`**/login?retorno=%2FclientDemands%2Fdetails%2F${id}`);
  await page.locator('input[name="userName"]').fill(person.email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await acceptTerms(page);
  await page.waitForURL(`**/clientDemands/details/${id}`);
  await expect(page.getByRole('heading', { name: demanda })).toBeVisible();
});
