import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { NEW_PAGE, RENAMED_CARD } from '../fixtures/admin-pages-newer';
import { DEMO, signIn } from '../support/journeys';
import { buildRemote, deploy, serveRemote, undeploy } from '../support/remote-builds';
import { E2E_PORTS } from '../support/system';

// A team adds a page to its remote and renames a card, builds the remote alone and deploys it by
// one line of runtime config: the running shell shows the new page in its side menu, opens it, and
// shows the new card title, with no shell build (issue 33, code F3).

test('a remote built with a new page and a renamed card reaches the running shell', async ({
  page,
}) => {
  // A production build of mfe-admin: about a minute on a busy two-core machine.
  test.setTimeout(300_000);
  const dist = buildRemote('mfe-admin', {
    DPOHUB_PAGES_MODULE: path.join(__dirname, '../fixtures/admin-pages-newer.ts'),
  });
  const remote = await serveRemote(dist, E2E_PORTS.admin + 153);
  try {
    deploy('mfe_admin', `${remote.url}/mf-manifest.json`);
    await signIn(page, DEMO.admin);

    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const entries = menu.getByRole('link');
    await expect(entries.filter({ hasText: NEW_PAGE.label })).toBeVisible();
    // In the place its declaration gives it: after 'Clientes', before 'Multas Simuladas'.
    const labels = await entries.allTextContents();
    expect(labels.indexOf(NEW_PAGE.label)).toBe(labels.indexOf('Clientes') + 1);
    expect(labels.indexOf('Multas Simuladas')).toBe(labels.indexOf(NEW_PAGE.label) + 1);

    await entries.filter({ hasText: NEW_PAGE.label }).click();
    await expect(page).toHaveURL(new RegExp(`${NEW_PAGE.path}$`));
    // The lawyers' screen of the new build, at its new path.
    await expect(page.getByRole('table', { name: 'Advogados' })).toBeVisible();

    await menu.getByRole('link', { name: 'Todas Funções' }).click();
    await expect(page.getByRole('button', { name: RENAMED_CARD.to })).toBeVisible();
    await expect(page.getByRole('button', { name: RENAMED_CARD.from })).toHaveCount(0);
  } finally {
    undeploy();
    await remote.close();
    rmSync(path.dirname(dist), { recursive: true, force: true });
  }
});
