import { expect, test } from '@playwright/test';
import { shellUrl } from '../support/system';

// Issue 34 bound 6: the browser's largest paint of the sign-in page is the sign-in card, not the
// static splash of shell/public/index.html that the first render replaces. Were the splash's
// words larger than the card's, Lighthouse would time the splash (painted before any script) and
// never the form.

interface LargestPaint {
  inSplash: boolean;
  onPage: boolean;
  text: string;
}

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1366, height: 768 },
]) {
  test(`the largest paint of /login at ${viewport.width} px is the sign-in card, not the splash`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const paints: LargestPaint[] = [];
      (window as unknown as { largestPaints: LargestPaint[] }).largestPaints = paints;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const element = (entry as PerformanceEntry & { element?: Element | null }).element;
          paints.push({
            inSplash: Boolean(element?.closest('.boot')),
            onPage: Boolean(element?.isConnected),
            text: element?.textContent?.trim() ?? '',
          });
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The scripts come a little late, as on a phone, so the splash is painted before the card.
    await page.route(
      (url) => url.pathname.endsWith('.js'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        await route.continue();
      },
    );
    await page.goto(`${shellUrl}/login`);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();

    const lastPaint = () =>
      page.evaluate(() => {
        const paints = (window as unknown as { largestPaints: LargestPaint[] }).largestPaints;
        return paints[paints.length - 1] ?? null;
      });
    // The splash paints first; the card's paint, larger, then takes its place.
    await expect.poll(lastPaint).toMatchObject({ inSplash: false, onPage: true });
    expect(
      await page.evaluate(
        () => (window as unknown as { largestPaints: LargestPaint[] }).largestPaints[0]?.inSplash,
      ),
    ).toBe(true);
    expect((await lastPaint())?.text).not.toBe('');
    await expect(page.locator('.boot')).toHaveCount(0);
  });
}
