import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations, sidewaysOverflow } from '../support/a11y';
import { DEMO, signIn } from '../support/journeys';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 768 };
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** Waits for the list's rows (or its empty text), so the measure is of the filled page. */
async function waitForList(page: Page) {
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByText('Carregando dados')).toHaveCount(0);
}

async function look(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * At 1366 px the staff demand lists fit whole: the table needs no scrolling of its own, and no
 * cell's content runs past its cell (dates, amounts and badges never overlap; the row controls
 * never cover the status badge).
 */
async function staffTableFits(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('table');
    const wrapper = table?.parentElement;
    const overflowing: string[] = [];
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>('tbody td'))) {
      const box = cell.getBoundingClientRect();
      for (const child of Array.from(cell.querySelectorAll<HTMLElement>('*'))) {
        const inner = child.getBoundingClientRect();
        if (inner.width > 0 && (inner.right > box.right + 0.5 || inner.left < box.left - 0.5)) {
          overflowing.push(`${cell.dataset.label ?? '?'}: ${child.textContent ?? ''}`);
          break;
        }
      }
    }
    return {
      scrollsInside: wrapper ? wrapper.scrollWidth - wrapper.clientWidth : -1,
      overflowing: overflowing.slice(0, 5),
    };
  });
}

// `laptop`: also checked at 1366 px.
const LISTS = [
  { path: '/users', user: DEMO.admin, laptop: true },
  { path: '/clientPricesHours', user: DEMO.admin, laptop: true },
  { path: '/demands', user: DEMO.admin, laptop: true },
  { path: '/filedDemands', user: DEMO.admin, laptop: true },
  { path: '/simulatedFines', user: DEMO.admin, laptop: true },
  { path: '/clientDemands', user: DEMO.clientAdmin, laptop: true },
  { path: '/auditTrail', user: DEMO.admin, laptop: true },
  { path: '/dataSubjectRequests', user: DEMO.admin, laptop: true },
] as const;

for (const { path, user, laptop } of LISTS) {
  test(`${path} at 390 px shows every row without scrolling sideways, and passes axe`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await signIn(page, user);
    await page.goto(path);
    await waitForList(page);
    await look(page, `${path.slice(1)}-390`);
    expect(await sidewaysOverflow(page)).toEqual({ px: 0, widest: [] });
    expect(await seriousA11yViolations(page)).toEqual([]);
    if (!laptop) return;

    await page.setViewportSize(LAPTOP);
    await waitForList(page);
    await look(page, `${path.slice(1)}-1366`);
    expect(await sidewaysOverflow(page)).toEqual({ px: 0, widest: [] });
    // The simulated fines' eight columns, their attachments' names included, fit too (platform
    // m4: the Anexo column was cut off at 1366); so do the firm's users with their Cliente (m17).
    if (['/demands', '/filedDemands', '/simulatedFines', '/users'].includes(path)) {
      expect(await staffTableFits(page)).toEqual({ scrollsInside: 0, overflowing: [] });
    }
  });
}

test('the phone side menu closes with its button, with Escape and with a tap outside', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const open = page.getByRole('button', { name: 'Abrir menu' });

  await open.click();
  await expect(menu).toBeVisible();
  await look(page, 'side-menu-open-390');
  await menu.getByRole('button', { name: 'Fechar menu' }).click();
  await expect(menu).toBeHidden();

  await open.click();
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await open.click();
  await expect(menu).toBeVisible();
  await page.mouse.click(370, 420);
  await expect(menu).toBeHidden();
});

test('the row menu of the last row of /users opens whole, above the table', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await signIn(page, DEMO.admin);
  await page.goto('/users');
  await waitForList(page);
  const triggers = page.getByRole('button', { name: /^Ações de / });
  await triggers.last().click();
  const menu = page.getByRole('menu');
  const last = menu.getByRole('menuitem').last();
  await expect(last).toBeVisible();
  // The last item is really drawn: the element at its centre is the item itself.
  const box = await last.boundingBox();
  if (!box) throw new Error('menu item has no box');
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '',
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(hit).toBe(await last.textContent());
  await look(page, 'users-row-menu-1366');
});

test("a price row's Salvar is whole and clickable on a 390 px phone (platform m8)", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, DEMO.admin);
  await page.goto('/clientPricesHours');
  await waitForList(page);
  await page
    .getByRole('button', { name: /^Editar/ })
    .first()
    .click();
  const save = page.getByRole('button', { name: 'Salvar' }).first();
  await expect(save).toBeVisible();
  const box = (await save.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  // Its centre is the button itself, not something covering or clipping it.
  expect(
    await save.evaluate((button) => {
      const rect = button.getBoundingClientRect();
      const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return hit !== null && button.contains(hit);
    }),
  ).toBe(true);
  // The table's caption reads on one line, not a word per line (its padding and one line: 40 px).
  const caption = page.locator('caption').first();
  expect((await caption.boundingBox())!.height).toBeLessThanOrEqual(40);
  await look(page, 'clientPricesHours-edit-390');
});
