import { expect, test, type Page } from '@playwright/test';
import { DEMO, signInThroughForm } from '../support/journeys';

// The toast stack (spec 1 sections 2.7, 9) in a real browser, at a phone's and a desktop's width:
// bottom-left, at most two at once, closed by a click.

function region(page: Page) {
  return page.getByRole('region', { name: 'Notificações' });
}

async function expectBottomLeft(page: Page) {
  const box = await region(page).boundingBox();
  const viewport = page.viewportSize();
  expect(box).not.toBeNull();
  expect(viewport).not.toBeNull();
  expect(box!.x).toBeLessThanOrEqual(16);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport!.width);
  expect(viewport!.height - (box!.y + box!.height)).toBeLessThanOrEqual(16);
}

/** A refused sign-in, waited for until its answer is on the form (attempts left: 5 - attempt). */
async function failSignIn(page: Page, attempt: number) {
  await page.locator('input[name="userName"]').fill('ninguem.cadastrado');
  await page.locator('input[name="password"]').fill('Errada@123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: `Restam ${5 - attempt} tentativas` }),
  ).toBeVisible();
}

test('at 390 px, a third toast pushes the oldest out and a click closes one', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await failSignIn(page, attempt);
    await expect(region(page).getByRole('alert')).toHaveCount(Math.min(attempt, 2));
  }
  await expect(region(page).getByRole('alert').first()).toHaveText('Usuário ou senha inválidos');
  await expectBottomLeft(page);
  await page.screenshot({ path: testInfo.outputPath('toasts-390.png') });

  await region(page).getByRole('alert').first().click();
  await expect(region(page).getByRole('alert')).toHaveCount(1);
  await region(page).getByRole('button', { name: 'Fechar notificação' }).click();
  await expect(region(page).getByRole('alert')).toHaveCount(0);
});

test('at 1366 px, the sign-in toast shows bottom-left and leaves after 5 s', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInThroughForm(page, DEMO.admin);
  const toast = region(page).getByRole('status');
  await expect(toast).toHaveText(/^Sua sessão expira às \d\d:\d\d$/);
  await expectBottomLeft(page);
  await page.screenshot({ path: testInfo.outputPath('toasts-1366.png') });
  await expect(toast).toHaveCount(0, { timeout: 8_000 });
});
