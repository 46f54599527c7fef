import { expect, test, type Page } from '@playwright/test';
import { sidewaysOverflow } from '../support/a11y';
import { DEMO, apiAs, signIn, uniqueSuffix } from '../support/journeys';

// The demands screens at a phone's and a laptop's width (demands M6, m10, m19).

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
/** --color-text: what an enabled field's text is drawn in (muted is for disabled ones). */
const TEXT_COLOR = 'rgb(28, 39, 51)';

async function look(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');

/** The right edge of an element, to tell whether it is on screen. */
async function rightEdge(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  return box ? box.x + box.width : Number.POSITIVE_INFINITY;
}

test('the client request form fits a 390 px phone, filled, in new and edit (demands M6)', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.clientAdmin);
  await page.goto('/clientDemands/new?serviceType=9');
  await expect(page.getByLabel(/Modalidade/)).toHaveValue(/.+/);
  await page.getByLabel(/Tipo de Avaliação/).selectOption({ label: 'Proteção de Dados' });
  const demanda = `Revisão do contrato de tratamento de dados ${uniqueSuffix()}`;
  await page.getByLabel(/Nome da demanda/).fill(demanda);
  await page.getByLabel(/Descrição/).fill('Revisar as cláusulas de proteção de dados.');
  await page
    .getByLabel(/Prazo de atendimento/)
    .selectOption({ label: 'Seguir SLA (5 dias úteis)' });
  await page.getByRole('radio', { name: 'Não' }).first().check();
  await page.getByLabel('Documentos', { exact: true }).setInputFiles([
    {
      name: 'contrato-de-prestacao-de-servicos-com-anexos-revisados.pdf',
      mimeType: 'application/pdf',
      buffer: pdf('contrato'),
    },
  ]);
  await page
    .getByLabel('Usuário', { exact: true })
    .selectOption({ label: 'Rafael Oliveira (cliente.usuario@acme.local)' });
  await page.getByRole('button', { name: 'Adicionar participante' }).click();
  await expect(page.getByRole('button', { name: 'Remover Rafael Oliveira' })).toBeVisible();

  expect(await sidewaysOverflow(page)).toEqual({ px: 0, widest: [] });
  const main = await page.locator('main').evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(main[0]).toBeLessThanOrEqual(main[1]!);
  for (const button of ['Concluir', 'Cancelar', 'Remover Rafael Oliveira']) {
    expect(await rightEdge(page, button)).toBeLessThanOrEqual(PHONE.width);
  }
  // An enabled select reads as enabled (m10): the text colour, not the disabled grey.
  await expect(page.getByLabel(/Modalidade/)).toHaveCSS('color', TEXT_COLOR);
  await look(page, 'client-request-new-filled-390');

  const created = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/solicitacao/documentos-consultas') &&
      response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Concluir' }).click();
  const { id } = (await (await created).json()) as { id: number };
  await page.waitForURL(/\/clientDemands/);

  await page.goto(`/clientDemands/edit/${id}`);
  await expect(page.getByLabel(/Nome da demanda/)).toHaveValue(demanda);
  expect(await sidewaysOverflow(page)).toEqual({ px: 0, widest: [] });
  expect(await rightEdge(page, 'Concluir')).toBeLessThanOrEqual(PHONE.width);
  await look(page, 'client-request-edit-390');

  await page.setViewportSize(LAPTOP);
  await page.goto(`/clientDemands/edit/${id}`);
  await expect(page.getByLabel(/Nome da demanda/)).toHaveValue(demanda);
  expect(await sidewaysOverflow(page)).toEqual({ px: 0, widest: [] });
  await look(page, 'client-request-edit-1366');
});

for (const [width, viewport] of [
  [390, PHONE],
  [1366, LAPTOP],
] as const) {
  test(`the staff form in edit mode draws enabled selects as enabled and marks Horas required, at ${width} px (demands m10)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, DEMO.admin);
    const { content } = await apiAs<{ content: { id: number; status: string }[] }>(
      page,
      'GET',
      '/solicitacao/filter?archived=false&status=PENDENTE&page=0&size=1&sort=prazo,asc',
    );
    await page.goto(`/demands/edit/${content[0]!.id}`);
    await page.getByRole('button', { name: 'Editar Demanda' }).click();
    for (const label of [/Tipo de Serviço\/Modalidade/, /Área Interna/, /Advogado\(a\)/]) {
      await expect(page.getByLabel(label)).toBeEnabled();
      await expect(page.getByLabel(label)).toHaveCSS('color', TEXT_COLOR);
      await expect(page.getByLabel(label)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    }
    await expect(page.getByLabel(/^Horas/)).toHaveAttribute('aria-required', 'true');
    expect(await sidewaysOverflow(page)).toEqual({ px: 0, widest: [] });
    await look(page, `staff-demand-edit-${width}`);
  });
}

test("a phone's pager keeps its arrows on the line of its pages (demands m19)", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  // Enough demands of one client for 8 and more pages of 10.
  const lawyers = await apiAs<{ id: number; status: boolean }[]>(page, 'GET', '/lawyer');
  const lawyer = lawyers.find((row) => row.status !== false)!.id;
  const suffix = uniqueSuffix();
  for (let i = 0; i < 80; i += 1) {
    await apiAs(page, 'POST', '/solicitacao', {
      client: { id: 1001 },
      demanda: `Paginação ${suffix} ${i}`,
      serviceType: { id: 2 },
      tipoConsulta: 'Parecer',
      tipoAvaliacao: null,
      areaInterna: 'Legal Design',
      areaDemandante: 'Produto',
      autorDemanda: 'Carla Mendes',
      prazoAtendimento: 'SLA',
      prazo: null,
      descricaoTrabalho: 'Demanda para encher páginas.',
      lawyer: { id: lawyer },
      horas: '01:00',
      valor: null,
      consumoHoras: false,
    });
  }
  await page.setViewportSize(PHONE);
  await page.goto(`/demands?filtro=${encodeURIComponent(`Paginação ${suffix}`)}&page=4`);
  const pager = page.getByRole('navigation', { name: 'Paginação' });
  await expect(pager.getByRole('button', { name: 'Página 5, atual' })).toBeVisible();
  const tops = await pager
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
  expect(new Set(tops).size).toBe(1);
  expect(await sidewaysOverflow(page)).toEqual({ px: 0, widest: [] });
  await pager.screenshot({ path: SHOTS ? `${SHOTS}/pager-390.png` : undefined });
});
