import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's violations on the page, every rule run. Only the violations are gathered with their
 * nodes: the passes and inapplicable results, which nothing reads, were a third of an audit's time.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations;
}

export type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** axe's serious and critical violations on the page, one line each ('rule: targets'). */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * How far the page scrolls sideways (0 when nothing is wider than the window), with the
 * outermost elements that reach past the window's right edge when it does.
 */
export async function sidewaysOverflow(page: Page): Promise<{ px: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const px = root.scrollWidth - root.clientWidth;
    const widest: string[] = [];
    if (px > 0) {
      for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
        const right = element.getBoundingClientRect().right;
        const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0;
        if (right > root.clientWidth + 1 && parentRight <= root.clientWidth + 1) {
          widest.push(`${element.tagName.toLowerCase()}.${element.className} (${Math.round(right)})`);
        }
      }
    }
    return { px, widest: widest.slice(0, 5) };
  });
}
