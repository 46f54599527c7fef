import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, DEMO, signIn } from '../support/journeys';

// The finishing touches of the platform's screens (platform m26), at 390 and 1366 px: the
// sign-in starts at its first field and shows the password on request, the phone's top bar
// names the user, the function groups have one name, and a granted permission reads as granted
// in view mode.

const SIZES = [
  { name: '390', width: 390, height: 844 },
  { name: '1366', width: 1366, height: 768 },
] as const;
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

async function look(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** WCAG contrast ratio of two sRGB colours given as [r, g, b] 0-255. */
function contrast(a: readonly number[], b: readonly number[]): number {
  const luminance = (rgb: readonly number[]) => {
    const [r, g, bl] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The colours a checkbox is drawn with, read from a picture of it (what the eye sees, whatever
 * the style sheet says): the page around it, its fill just inside its border, and, of the pixels
 * at its centre, the one that stands out most from the fill (the mark).
 */
async function checkboxColours(page: Page, box: Locator) {
  const bounds = (await box.boundingBox())!;
  const margin = 4;
  const picture = await page.screenshot({
    clip: {
      x: bounds.x - margin,
      y: bounds.y - margin,
      width: bounds.width + 2 * margin,
      height: bounds.height + 2 * margin,
    },
  });
  const pixels = await page.evaluate(
    async ({ data, width, height, margin }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const at = (x: number, y: number) => [...context.getImageData(x, y, 1, 1).data.slice(0, 3)];
      const centre: number[][] = [];
      const [cx, cy] = [Math.round(margin + width / 2), Math.round(margin + height / 2)];
      for (let x = cx - 4; x <= cx + 4; x++)
        for (let y = cy - 4; y <= cy + 4; y++) centre.push(at(x, y));
      return { around: at(1, 1), fill: at(margin + 3, margin + 3), centre };
    },
    {
      data: picture.toString('base64'),
      width: Math.round(bounds.width),
      height: Math.round(bounds.height),
      margin,
    },
  );
  const mark = pixels.centre.reduce((best, pixel) =>
    contrast(pixel, pixels.fill) > contrast(best, pixels.fill) ? pixel : best,
  );
  return { around: pixels.around, fill: pixels.fill, mark };
}

for (const size of SIZES) {
  test(`login at ${size.name} px: the focus starts on Usuário and the password shows on request (platform m26)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/login');
    const userName = page.getByLabel('Usuário', { exact: true });
    await expect(userName).toBeFocused();

    await page.keyboard.type('admin');
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill('Admin@123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('Admin@123');
    // The button sits inside the field's box, on its right.
    const field = (await password.boundingBox())!;
    const toggle = (await page.getByRole('button', { name: 'Ocultar senha' }).boundingBox())!;
    expect(toggle.x + toggle.width).toBeLessThanOrEqual(field.x + field.width + 0.5);
    expect(toggle.x).toBeGreaterThan(field.x + field.width / 2);
    expect(toggle.y).toBeGreaterThanOrEqual(field.y - 0.5);
    expect(toggle.y + toggle.height).toBeLessThanOrEqual(field.y + field.height + 0.5);
    await look(page, `login-password-shown-${size.name}`);
    await page.getByRole('button', { name: 'Ocultar senha' }).click();
    await expect(password).toHaveAttribute('type', 'password');

    // The form still signs in (the button is no submit, Enter in the password field is).
    await password.press('Enter');
    await page.waitForURL('**/home');
  });
}

test('the phone top bar names the user beside the avatar, cut with an ellipsis (platform m26)', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const profile = page.getByRole('button', { name: 'Menu do usuário Administrador DPOHUB' });
    const name = profile.getByText('Administrador DPOHUB', { exact: true });
    await expect(name).toBeVisible();
    const shown = await name.evaluate((element) => ({
      cut: element.scrollWidth > element.clientWidth,
      ellipsis: getComputedStyle(element).textOverflow,
      right: element.getBoundingClientRect().right,
    }));
    expect(shown.ellipsis).toBe('ellipsis');
    expect(shown.right).toBeLessThanOrEqual(size.width);
    // The whole name fits a laptop; a phone cuts it rather than crowding the page's title.
    expect(shown.cut).toBe(size.name === '390');
    await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      size.width,
    );
    await look(page, `top-bar-${size.name}`);
  }
});

test("one name for the assessments group, one form of 'Temporária' (platform m26)", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/functions');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Avaliações e Recursos' }),
  ).toBeVisible();

  await page.goto('/users/new');
  await page.getByLabel('Perfil de Acesso').selectOption({ label: 'Usuário do cliente' });
  await expect(page.getByText('Avaliações e Recursos', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Temporária' })).toBeVisible();

  await page.goto('/users');
  const filter = page.getByLabel('Tipo de permissão');
  await expect(filter.getByRole('option')).toHaveText(['Todos', 'Permanente', 'Temporária']);
  await filter.selectOption({ label: 'Temporária' });
  await expect(page.getByRole('cell', { name: 'Temporária' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Temporário' })).toHaveCount(0);
});

test('in view mode a granted permission box reads as granted: fill and mark at 3:1 or more (platform m26)', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const users = await apiAs<{ content: { id: number; name: string }[] }>(
    page,
    'GET',
    '/user/filter?search=Rafael%20Oliveira&size=1',
  );
  const user = users.content.find((u) => u.name === 'Rafael Oliveira')!;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(`/users/edit/${user.id}`);
    const granted = page.getByRole('checkbox', { checked: true }).first();
    await expect(granted).toBeDisabled();
    await granted.scrollIntoViewIfNeeded();
    const colours = await checkboxColours(page, granted);
    expect(contrast(colours.fill, colours.around)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.mark, colours.fill)).toBeGreaterThanOrEqual(3);
    // A box not granted does not read as granted: its fill is the page's, near enough.
    const notGranted = page.getByRole('checkbox', { checked: false }).first();
    const empty = await checkboxColours(page, notGranted);
    expect(contrast(empty.fill, empty.around)).toBeLessThan(1.5);
    await look(page, `user-view-permissions-${size.name}`);
  }
});
