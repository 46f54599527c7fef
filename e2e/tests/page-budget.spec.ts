import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO } from '../support/journeys';
import { describeScripts, kb, weighPages } from '../support/page-weight';
import { E2E_PORTS, shellUrl } from '../support/system';

// The byte budget of each page (issue "each page loads what it uses"): gzip -9 of every script
// the page runs, against the committed e2e/page-budget.json. Bytes are deterministic for a given
// build, so this is a test; times are not, and live in scripts/benchmark-pages.mts.

interface Budget {
  pages: Record<
    'login' | 'home' | 'remoteVisit' | 'marketing',
    { maxGzipBytes: number; reactCopies: number }
  >;
}

const budget: Budget = JSON.parse(
  readFileSync(path.join(__dirname, '../page-budget.json'), 'utf8'),
);

test('every page stays within its byte budget with one React', async ({ browser }) => {
  const pages = await weighPages(
    async () => (await browser.newContext()).newPage(),
    { shell: shellUrl, marketing: `http://127.0.0.1:${E2E_PORTS.marketing}/` },
    DEMO.admin,
  );
  for (const [name, limit] of Object.entries(budget.pages)) {
    const weight = pages[name as keyof Budget['pages']];
    console.log(`${name}: ${weight.scripts} scripts, ${kb(weight.gzipBytes)} gzip`);
    expect
      .soft(
        weight.gzipBytes,
        `${name} (${kb(weight.gzipBytes)}):\n${describeScripts(weight.list).join('\n')}`,
      )
      .toBeLessThanOrEqual(limit.maxGzipBytes);
    expect.soft(weight.reactCopies, `${name}: copies of react-dom`).toBe(limit.reactCopies);
  }
});
