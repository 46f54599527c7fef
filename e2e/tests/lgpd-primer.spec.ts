import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/journeys';

// Platform M1: 'Conheça a LGPD' (spec 1 section 2.6) shows the primer PDF in a dialog. The
// PDF's own headers once forbade any frame, so the dialog showed a broken-page icon; the PDF is
// now framed by the portal's own page only (`frame-ancestors 'self'`), everything else still
// refuses to be framed.

const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/**
 * How much of a picture is the PDF's white paper and its blue headings: the viewer draws the page
 * white on a grey background with the primer's blue title and headings; a refused frame is a grey
 * error icon on a blank page, with no blue at all.
 */
async function pagePixels(page: Page, png: Buffer) {
  return page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let white = 0;
    let brandBlue = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      if (r > 245 && g > 245 && b > 245) white += 1;
      // The primer's headings are blue (rgb 0.07, 0.27, 0.45: #124573), anti-aliased lighter on
      // a small page; the viewer's greys and a browser's error icon are not blue.
      if (b > r + 40 && b > g + 15) brandBlue += 1;
    }
    const total = data.length / 4;
    return { white: white / total, brandBlue: brandBlue / total };
  }, png.toString('base64'));
}

for (const size of [
  { width: 1366, height: 768 },
  { width: 390, height: 844 },
]) {
  test(`'Conheça a LGPD' draws the primer's first page in its dialog at ${size.width} px (platform M1)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/frame-ancestors|Refused to display/i.test(message.text())) refused.push(message.text());
    });
    await signIn(page, DEMO.clientUser);
    if (size.width < 600) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('button', { name: 'Conheça a LGPD' }).click();
    const dialog = page.getByRole('dialog', { name: 'Conheça a LGPD' });
    const frame = dialog.locator('iframe');
    await expect(frame).toBeVisible();

    // The PDF answers with a policy that lets the portal's own page frame it.
    const pdf = await page.request.get('/conheca-a-lgpd.pdf');
    expect(pdf.headers()['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(pdf.headers()['x-frame-options']).toBe('SAMEORIGIN');

    // The viewer draws the first page: white paper with the primer's dark text and blue title.
    await expect
      .poll(
        async () => {
          const pixels = await pagePixels(page, await frame.screenshot());
          // Drawn: about 3 % blue headings and over half white paper (measured at both widths).
          return pixels.white > 0.2 && pixels.brandBlue > 0.005;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(refused).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lgpd-primer-${size.width}.png` });

    // The download is still offered.
    await expect(dialog.getByRole('link', { name: 'Baixar PDF' })).toHaveAttribute(
      'href',
      '/conheca-a-lgpd.pdf',
    );
  });
}
