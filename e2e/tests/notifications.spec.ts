import { expect, test, type Page } from '@playwright/test';
import { readAllMail } from '../../api/src/mail/outbox';
import { DEMO, apiAs, expectToast, signIn, uniqueSuffix } from '../support/journeys';
import { outboxDir, shellUrl } from '../support/system';

const CLIENT_EMAIL = 'cliente.admin@acme.local';

/** The e-mails to `to` whose subject ends with `demanda`, waiting for the job to send them. */
async function mailsAbout(to: string, demanda: string, count: number) {
  let found: Awaited<ReturnType<typeof readAllMail>> = [];
  for (let i = 0; i < 60; i += 1) {
    found = (await readAllMail(outboxDir)).filter(
      (mail) => mail.to === to && mail.subject.endsWith(`: ${demanda}`),
    );
    if (found.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return found;
}

async function staffRow(page: Page, demanda: string, query = '') {
  await page.goto(`/demands${query}`);
  await page.getByPlaceholder('Buscar...').fill(demanda);
  const rows = page.locator('tbody tr').filter({ hasText: demanda });
  await expect(rows).toHaveCount(1);
  return rows.first();
}

async function advance(page: Page, demanda: string, action: string, status: string) {
  const row = await staffRow(page, demanda);
  await row.getByRole('button', { name: `Ações de ${demanda}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
  await expectToast(page, 'Status alterado com sucesso');
  await expect(page.locator('tbody tr').filter({ hasText: demanda })).toContainText(status);
}

test('a client request accepted and finished by staff e-mails the client, with links to the request', async ({
  page,
}) => {
  const demanda = `Contrato de operador ${uniqueSuffix()}`;
  await signIn(page, DEMO.clientAdmin);
  await page.goto('/clientDemands/new?serviceType=12');
  await expect(page.getByLabel(/Modalidade/)).toHaveValue(/.+/);
  await page.getByLabel(/Tipo de Avaliação/).selectOption({ label: 'Proteção de Dados' });
  await page.getByLabel(/Nome da demanda/).fill(demanda);
  await page.getByLabel(/Descrição/).fill('Revisar o contrato com o operador de nuvem.');
  await page
    .getByLabel(/Prazo de atendimento/)
    .selectOption({ label: 'Seguir SLA (5 dias úteis)' });
  await page.getByRole('radio', { name: 'Não' }).first().check();
  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/solicitacao/documentos-consultas') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Concluir' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await expectToast(page, 'Solicitação criada com sucesso!');

  // Staff: internal data (needed to accept), then Aceitar, Iniciar and Finalizar from the list.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.admin);
  const [lawyer] = await apiAs<{ id: number }[]>(page, 'GET', '/lawyer?active=true');
  await apiAs(page, 'PUT', `/solicitacao/${id}/dados-internos`, {
    valor: 1750,
    horas: '002:30:00',
    lawyer: lawyer!.id,
    areaInterna: 'Legal Design',
  });
  await advance(page, demanda, 'Aceitar', 'Não iniciado');
  await advance(page, demanda, 'Iniciar', 'Em curso');
  await advance(page, demanda, 'Finalizar', 'Finalizado');

  // The client's outbox: one e-mail per status step, each with the link to the request.
  const mails = await mailsAbout(CLIENT_EMAIL, demanda, 3);
  expect(mails.map((mail) => mail.subject)).toEqual([
    `Solicitação aceita: ${demanda}`,
    `Solicitação em curso: ${demanda}`,
    `Solicitação finalizada: ${demanda}`,
  ]);
  const link = `${shellUrl}/clientDemands/details/${id}`;
  const accepted = mails[0]!;
  const finished = mails[2]!;
  expect(accepted.text).toMatch(
    /Status alterado para Não iniciado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./,
  );
  expect(finished.text).toMatch(
    /Status alterado para Finalizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\./,
  );
  for (const mail of [accepted, finished]) {
    expect(mail.text).toContain(`Acesse a solicitação: ${link}`);
    expect(mail.text).not.toContain('1.750,00');
    expect(mail.text).not.toContain('Legal Design');
  }
  // The staff member who made the changes got none of them.
  expect(await mailsAbout('admin@dpohub.local', demanda, 1)).toEqual([
    expect.objectContaining({ subject: expect.stringMatching(/^Nova solicitação de /) }),
  ]);

  // The link works signed out (demands M1): it asks for the sign-in, then opens the request.
  await page.evaluate(() => localStorage.clear());
  const emailLink = finished.text.match(/https?:\/\/\S+\/clientDemands\/details\/\d+/)![0];
  expect(emailLink).toBe(link);
  await page.goto(emailLink);
  await page.waitForURL(`**/login?retorno=%2FclientDemands%2Fdetails%2F${id}`);
  await page.locator('input[name="userName"]').fill(DEMO.clientAdmin.username);
  await page.locator('input[name="password"]').fill(DEMO.clientAdmin.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`**/clientDemands/details/${id}`);
  await expect(page.getByRole('heading', { name: demanda })).toBeVisible();
  // Exact: a client administrator also sees the demand's audit history beside it (issue 31).
  const history = page.getByRole('region', { name: 'Histórico', exact: true });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').first()).toHaveText(
    /^Status alterado para Finalizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/,
  );
});

test("an overdue demand shows 'Atrasada' in the staff and client lists", async ({ page }) => {
  // No one may set a past deadline any more (issue 29): an overdue demand of the demo data.
  await signIn(page, DEMO.admin);
  const overdue = await apiAs<{ content: { demanda: string; prazo: string }[] }>(
    page,
    'GET',
    '/solicitacao/filter?archived=false&atrasadas=true&clientId=1001&size=1&sort=prazo,desc',
  );
  const { demanda, prazo } = overdue.content[0]!;
  const shownPrazo = prazo.split('-').reverse().join('/');

  const staff = await staffRow(page, demanda, '?atrasadas=true');
  await expect(staff).toContainText(shownPrazo);
  await expect(staff).toContainText('Atrasada');
  await expect(page.getByRole('checkbox', { name: 'Somente atrasadas' })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/notifications-staff-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({ path: 'test-results/notifications-staff-1366.png', fullPage: true });

  await page.evaluate(() => localStorage.clear());
  await signIn(page, DEMO.clientAdmin);
  await page.goto(`/clientDemands?demanda=${encodeURIComponent(demanda)}`);
  const client = page.locator('tbody tr').filter({ hasText: demanda });
  await expect(client).toHaveCount(1);
  await expect(client).toContainText('Atrasada');
  await page.screenshot({ path: 'test-results/notifications-client-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/notifications-client-390.png', fullPage: true });
});

test('a client turns a kind of e-mail off from the profile menu, and it stays off', async ({
  page,
}) => {
  await signIn(page, DEMO.clientUser);
  const openPreferences = async () => {
    await page.getByRole('button', { name: 'Menu do usuário Rafael Oliveira' }).click();
    await page.getByRole('menuitem', { name: 'Notificações por e-mail' }).click();
    return page.getByRole('dialog', { name: 'Notificações por e-mail' });
  };
  const dialog = await openPreferences();
  const comments = dialog.getByRole('switch', { name: 'Novo comentário do escritório' });
  await expect(comments).toBeChecked();
  const kinds = [
    'Nova solicitação aberta pelo escritório',
    'Mudança de status das minhas solicitações',
    'Novo comentário do escritório',
    'Novo comentário de outra pessoa nas minhas solicitações',
    'Mudança de prazo das minhas solicitações',
    'Inclusão como participante de uma solicitação',
    'Avaliação concluída pelo escritório para a minha empresa',
    'Avaliação devolvida com comentários ou aprovada pelo escritório',
    'Avaliação concluída alterada pelo escritório',
    'Alertas do pacote de horas (80% e 100% usados, vencimento em 15 dias)',
  ];
  await expect(dialog.getByRole('switch')).toHaveCount(kinds.length);
  for (const [index, kind] of kinds.entries()) {
    await expect(dialog.getByRole('switch').nth(index)).toHaveAccessibleName(kind);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/notifications-preferences-390.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await comments.uncheck();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Preferências de notificação salvas com sucesso!');
  await expect(dialog).toBeHidden();

  await page.reload();
  const again = await openPreferences();
  await expect(
    again.getByRole('switch', { name: 'Novo comentário do escritório' }),
  ).not.toBeChecked();
  await page.screenshot({ path: 'test-results/notifications-preferences-1366.png' });
  await again.getByRole('switch', { name: 'Novo comentário do escritório' }).check();
  await again.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Preferências de notificação salvas com sucesso!');
});

test('a demand the firm opens tells the client, and a signed-out participant opens its e-mail link after signing in (demands M1, M2)', async ({
  page,
}) => {
  const demanda = `Parecer sobre câmeras ${uniqueSuffix()}`;
  await signIn(page, DEMO.admin);
  const [lawyer] = await apiAs<{ id: number }[]>(page, 'GET', '/lawyer?active=true');
  const { id } = await apiAs<{ id: number }>(page, 'POST', '/solicitacao', {
    client: { id: 1001 },
    demanda,
    serviceType: { id: 2 },
    tipoConsulta: 'Parecer',
    tipoAvaliacao: null,
    areaInterna: 'Legal Design',
    areaDemandante: 'Segurança',
    autorDemanda: 'Rafael Oliveira',
    prazoAtendimento: 'SLA',
    prazo: null,
    descricaoTrabalho: 'Avaliar o uso de câmeras na portaria.',
    lawyer: { id: lawyer!.id },
    horas: '02:00',
    valor: null,
    consumoHoras: false,
  });
  // The client's author (named in 'Autor da Demanda') and administrator are told.
  for (const to of ['cliente.usuario@acme.local', CLIENT_EMAIL]) {
    const [opened] = await mailsAbout(to, demanda, 1);
    expect(opened?.subject).toBe(`Nova solicitação aberta pelo escritório: ${demanda}`);
  }

  const users = await apiAs<{ content: { id: number; username: string }[] }>(
    page,
    'GET',
    '/user/filter?size=100&clientId=1001',
  );
  const participant = users.content.find((user) => user.username === DEMO.participant.username)!;
  await apiAs(page, 'POST', '/solicitacao-participante', {
    solicitacao: { id },
    user: { id: participant.id },
  });
  const [added] = await mailsAbout('participante@acme.local', demanda, 1);
  expect(added?.subject).toBe(`Você foi incluído(a) na solicitação: ${demanda}`);
  const emailLink = added!.text.match(/https?:\/\/\S+\/clientDemands\/details\/\d+/)![0];
  expect(emailLink).toBe(`${shellUrl}/clientDemands/details/${id}`);

  // Signed out, the link asks for the sign-in and then opens the request, not the list.
  await page.evaluate(() => localStorage.clear());
  await page.goto(emailLink);
  await page.waitForURL(`**/login?retorno=%2FclientDemands%2Fdetails%2F${id}`);
  await expect(page.locator('input[name="userName"]')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/notifications-link-login-390.png', fullPage: true });
  await page.locator('input[name="userName"]').fill(DEMO.participant.username);
  await page.locator('input[name="password"]').fill(DEMO.participant.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`**/clientDemands/details/${id}`);
  await expect(page.getByRole('heading', { name: demanda })).toBeVisible();
  await page.screenshot({
    path: 'test-results/notifications-link-request-390.png',
    fullPage: true,
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.screenshot({
    path: 'test-results/notifications-link-request-1366.png',
    fullPage: true,
  });
});

test('a firm admin links a lawyer to a staff account in Gerenciamento de Advogados (demands M3)', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/lawyerManagement');
  await page.getByRole('button', { name: 'Editar Ana Beatriz Ferreira' }).click();
  const modal = page.getByRole('dialog', { name: 'Editar Advogado' });
  const account = modal.getByRole('combobox', { name: 'Conta de usuário (opcional)' });
  await expect(account).toHaveValue('');
  await account.selectOption({ label: 'Administrador DPOHUB (admin@dpohub.local)' });
  await page.screenshot({ path: 'test-results/lawyer-account-1366.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/lawyer-account-390.png' });
  await page.setViewportSize({ width: 1366, height: 768 });
  await modal.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Advogado atualizado com sucesso!');
  const lawyers = await apiAs<{ name: string; userId: number | null }[]>(page, 'GET', '/lawyer');
  const linked = lawyers.find((item) => item.name === 'Ana Beatriz Ferreira')!;
  expect(linked.userId).toEqual(expect.any(Number));

  // Opened again, the form shows the account; 'Nenhuma' unlinks it.
  await page.getByRole('button', { name: 'Editar Ana Beatriz Ferreira' }).click();
  const again = page.getByRole('dialog', { name: 'Editar Advogado' });
  await expect(again.getByRole('combobox', { name: 'Conta de usuário (opcional)' })).toHaveValue(
    String(linked.userId),
  );
  await again
    .getByRole('combobox', { name: 'Conta de usuário (opcional)' })
    .selectOption({ label: 'Nenhuma' });
  await again.getByRole('button', { name: 'Salvar' }).click();
  await expectToast(page, 'Advogado atualizado com sucesso!');
  const after = await apiAs<{ name: string; userId: number | null }[]>(page, 'GET', '/lawyer');
  expect(after.find((item) => item.name === 'Ana Beatriz Ferreira')!.userId).toBeNull();
});
