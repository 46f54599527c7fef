import { expect, test } from '@playwright/test';
import { apiAs, DEMO, expectToast, signIn, uniqueSuffix } from '../support/journeys';

/**
 * Issue 31: a change made on a screen is in the audit trail, with who made it and what changed,
 * on the record's own page and on 'Trilha de auditoria'; a client administrator sees their own
 * client's events only.
 */
test('a firm admin disables a user; the user’s page and the trail show who did it and what changed; Beta’s administrator does not see it', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await signIn(page, DEMO.admin);
  const user = await apiAs<{ id: number; name: string }>(page, 'POST', '/user', {
    username: `trilha.${suffix}`,
    name: `Tânia Trilha ${suffix}`,
    email: `trilha.${suffix}@acme.local`,
    jobTitle: 'Analista',
    department: 'Jurídico',
    employeeDanielLaw: 0,
    client: { id: 1001 },
    temporaryAccess: false,
    expirationDate: null,
    roles: [{ id: 3 }],
  });

  await page.goto(`/users/edit/${user.id}`);
  await page.getByRole('button', { name: 'Desativar Usuário' }).click();
  await page
    .getByRole('dialog', { name: 'Você realmente deseja desativar o usuário?' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expectToast(page, 'Status alterado com sucesso');

  // The user's own history, newest first.
  const history = page.getByRole('region', { name: 'Histórico' });
  await expect(history.getByRole('listitem').first()).toContainText('Usuário desativado');
  await expect(history).toContainText('Ativo: Sim → Não');
  await expect(history).toContainText('Usuário criado');

  // The whole trail, narrowed to that record from the history's link.
  await history.getByRole('button', { name: 'Ver na trilha de auditoria' }).click();
  await page.waitForURL(`**/auditTrail?recordType=user&recordId=${user.id}`);
  const rows = page
    .getByRole('table', { name: 'Eventos da trilha de auditoria' })
    .locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Usuário desativado');
  await expect(rows.first()).toContainText('Administrador DPOHUB');
  await expect(rows.first()).toContainText('Acme Indústria Ltda');

  // Acme's administrator sees it; Beta's does not.
  const acme = await apiAs<{ content: { kind: string }[] }>(
    page,
    'GET',
    `/auditoria?recordType=user&recordId=${user.id}`,
  );
  expect(acme.content.map((event) => event.kind)).toEqual(['user.disabled', 'user.created']);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, { username: 'beta.admin', password: 'Beta@1234' });
  await page.goto(`/auditTrail?recordType=user&recordId=${user.id}`);
  await expect(page.getByText('Não há dados a retornar.')).toBeVisible();
});
