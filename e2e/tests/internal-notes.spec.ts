import { expect, test } from '@playwright/test';
import {
  DEMO,
  apiAs,
  createFirmDemand,
  expectToast,
  sessionToken,
  signIn,
  uniqueSuffix,
} from '../support/journeys';
import { apiUrl } from '../support/system';

// Issue 29 (beyond): a note the firm writes on a request is the firm's alone.
test("a staff member's internal note is shown to the firm and to no client user", async ({
  page,
}) => {
  const demanda = `Parecer sobre biometria ${uniqueSuffix()}`;
  const note = `Sócio pediu revisão antes de enviar ${uniqueSuffix()}`;
  await signIn(page, DEMO.admin);
  const id = await createFirmDemand(page, {
    demanda,
    descricaoTrabalho: 'Avaliar o ponto biométrico.',
  });
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

  // The firm writes the note on the details page, apart from the comments.
  await page.goto(`/clientDemands/details/${id}`);
  const panel = page.getByRole('region', { name: 'Notas internas' });
  await expect(panel).toContainText('Somente escritório');
  await expect(panel).toContainText('Nenhuma nota interna.');
  await panel.getByLabel('Nova nota interna').fill(note);
  await panel.getByRole('button', { name: 'Salvar nota' }).click();
  await expectToast(page, 'Nota interna salva.');
  await expect(panel.getByRole('listitem')).toHaveText([
    new RegExp(`Administrador DPOHUB.*${note}`),
  ]);
  await page.screenshot({ path: 'test-results/internal-notes-staff-1366.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/internal-notes-staff-390.png', fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });

  // Every client user who opens the request: the author, the administrator, the participant.
  for (const [user, landing] of [
    [DEMO.clientUser, '/home'],
    [DEMO.clientAdmin, '/home'],
    // A participant's only page is the client requests list.
    [DEMO.participant, '/clientDemands'],
  ] as const) {
    await page.evaluate(() => localStorage.clear());
    await signIn(page, user, landing);
    await page.goto(`/clientDemands/details/${id}`);
    await expect(page.getByRole('heading', { name: demanda })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notas internas' })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(note);
    const refused = await page.request.get(`${apiUrl}/api/solicitacao/${id}/notas-internas`, {
      headers: { authorization: `Bearer ${await sessionToken(page)}` },
    });
    expect(refused.status()).toBe(403);
  }
  await page.screenshot({ path: 'test-results/internal-notes-participant-1366.png' });
});
