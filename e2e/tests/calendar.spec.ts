import { expect, test } from '@playwright/test';
import { ashWednesday, customaryClosures } from '../../domain/src/calendar/brazilian-holidays';
import { DEMO, expectToast, signIn } from '../support/journeys';

const nextYear = new Date().getFullYear() + 1;
const display = (day: string) => day.split('-').reverse().join('/');

test("a firm admin adds the year-end recess in 'Calendário', sees it among the closed days and removes it", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { name: `Ano ${nextYear - 1}` })).toBeVisible();
  await page.getByRole('button', { name: `Ano ${nextYear}` }).click();
  await expect(page.getByRole('heading', { name: `Ano ${nextYear}` })).toBeVisible();
  const closedDays = page.getByRole('table', { name: 'Dias fechados' });
  const [carnivalMonday] = customaryClosures(nextYear);
  await expect(
    closedDays.getByRole('row').filter({ hasText: display(carnivalMonday!.date) }),
  ).toContainText('Carnaval (segunda-feira)');

  const form = page.getByRole('form', { name: 'Novo fechamento' });
  await form.getByLabel(/Início/).pressSequentially(`2012${nextYear}`);
  await form.getByLabel(/Fim/).pressSequentially(`3112${nextYear}`);
  await form.getByLabel(/Descrição/).fill('Recesso de fim de ano');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expectToast(page, 'Fechamento cadastrado com sucesso!');
  await expect(page.getByText(`20/12/${nextYear} a 31/12/${nextYear}`)).toBeVisible();
  await expect(closedDays.getByRole('row').filter({ hasText: `22/12/${nextYear}` })).toContainText(
    'Fechamento do escritório',
  );

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/calendar-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/calendar-390.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Excluir o fechamento Recesso de fim de ano' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir fechamento' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expectToast(page, 'Fechamento excluído com sucesso!');
  await expect(page.getByText(`20/12/${nextYear} a 31/12/${nextYear}`)).toHaveCount(0);
});

test('the client request form refuses a deadline on Carnival with the reason and the next business day', async ({
  page,
}) => {
  const [carnivalMonday] = customaryClosures(nextYear);
  await signIn(page, DEMO.clientAdmin);
  await page.goto('/clientDemands/new?serviceType=9');
  await page.getByLabel(/Prazo de atendimento/).selectOption({ label: 'Urgente' });
  await page
    .getByLabel(/^Prazo/)
    .last()
    .pressSequentially(display(carnivalMonday!.date).replaceAll('/', ''));
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(
    page.getByText(
      `O prazo deve cair em um dia útil: ${display(carnivalMonday!.date)} é Carnaval (segunda-feira). O próximo dia útil é ${display(ashWednesday(nextYear))}.`,
    ),
  ).toBeVisible();
});

test("a firm admin sets the address replies to the portal's e-mails go to (demands m17)", async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/calendar');
  const field = page.getByLabel('Endereço para respostas');
  await field.fill('contato@');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Formato de email inválido' }),
  ).toBeVisible();
  await field.fill('respostas@escritorio.com.br');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expectToast(page, 'Endereço para respostas salvo.');
  await page.reload();
  await expect(page.getByLabel('Endereço para respostas')).toHaveValue(
    'respostas@escritorio.com.br',
  );
  await page.screenshot({ path: 'test-results/calendar-reply-to-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Endereço para respostas').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/calendar-reply-to-390.png' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Back to none: the other journeys' e-mails name no reply address.
  await page.getByLabel('Endereço para respostas').fill('');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expectToast(page, 'Endereço para respostas salvo.');
});
