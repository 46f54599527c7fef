import { expect, test, type Page } from '@playwright/test';
import { E2E_PORTS } from '../support/system';

// The simulator embed on pages it does not own: inside a Shadow DOM root, no style crosses the
// boundary either way (ARCHITECTURE, the embed). The host pages are served on the marketing
// site's origin (the API accepts it), one blank and one with hostile CSS.

const origin = `http://127.0.0.1:${E2E_PORTS.marketing}`;
const loaderUrl = `http://127.0.0.1:${E2E_PORTS.simulator}/simulador-embed.js`;
const apiBase = `http://127.0.0.1:${E2E_PORTS.api}/api`;

// The host pages are answered by the test (page.route), which Chromium counts as a public
// address calling the loopback servers of the system: its local-network-access check is
// turned off for this file only (the real marketing page is served for real in simulator.spec).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  },
});

const HOSTILE_CSS = `
  :root { --color-primary: hotpink; --font-family: monospace; --space-4: 40px; --color-text: lime; }
  * { font-family: 'DejaVu Serif', serif !important; color: #a00 !important; line-height: 2.5 !important;
      letter-spacing: 2px !important; box-sizing: content-box !important; }
  body { margin: 37px; background: rgb(255, 250, 205); font-size: 22px; }
  div, p, input, button, label, h1, h2, h3, form { padding: 5px !important; border: 2px dashed green !important;
      text-transform: uppercase !important; }
  button { background: black !important; }
  .embed, [class] { display: inline !important; }
`;

/**
 * The window globals the embed leaves (platform m19), explained in docs/decisions.md "What the
 * embed leaves on its host page": the list of chunks loaded by the loader's own build.
 */
const EMBED_GLOBALS = ['dpohubChunks_mfe_simulator_embed'];

/** A page with the embed mounted in a 640 px box; `hostile` adds CSS that tries everything. */
function hostPage(hostile: boolean, withEmbed = true) {
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Host</title>
    ${hostile ? `<style>${HOSTILE_CSS}</style>` : ''}</head>
    <body><p id="host-text">Texto da página hospedeira</p>
    <div id="simulador-embed" style="width: 640px"></div>
    ${withEmbed ? `<script src="${loaderUrl}" data-api-base="${apiBase}" data-target="#simulador-embed"></script>` : ''}
    </body></html>`;
}

async function open(page: Page, html: string, name: string) {
  await page.route(`${origin}/${name}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(`${origin}/${name}`);
}

/** Computed styles and CSS variables of the host page's own elements. */
function hostStyles(page: Page) {
  return page.evaluate(() => {
    const pick = (element: Element) => {
      const style = getComputedStyle(element);
      return {
        fontFamily: style.fontFamily,
        fontSize: style.fontSize,
        color: style.color,
        margin: style.margin,
        background: style.backgroundColor,
        lineHeight: style.lineHeight,
      };
    };
    const root = getComputedStyle(document.documentElement);
    return {
      body: pick(document.body),
      text: pick(document.getElementById('host-text')!),
      variables: ['--color-primary', '--font-family', '--space-4', '--color-text'].map((name) =>
        root.getPropertyValue(name),
      ),
      headStyles: document.head.querySelectorAll('style, link[rel="stylesheet"]').length,
    };
  });
}

async function embedReady(page: Page) {
  const root = page.locator('#simulador-embed [data-dpohub-root]');
  await expect(root.getByRole('button', { name: 'Simular agora!' })).toBeVisible();
  // Fonts and styles settled before a picture is taken.
  await page.evaluate(() => document.fonts.ready);
  return root;
}

test('the embed leaves a hostile host page as it was, its styles and dialogs stay in its shadow root', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });

  // The hostile page without the embed, then with it: nothing of the page changes.
  await open(page, hostPage(true, false), 'hostile-alone.html');
  const before = await hostStyles(page);
  await open(page, hostPage(true), 'hostile.html');
  const hostileRoot = await embedReady(page);
  expect(await hostStyles(page)).toEqual(before);
  // Its styles went into its own shadow root, none into the page's <head>.
  expect(
    await page.evaluate(
      () => document.getElementById('simulador-embed')!.shadowRoot!.querySelectorAll('link').length,
    ),
  ).toBeGreaterThan(0);
  const onHostile = await hostileRoot.screenshot({ animations: 'disabled', caret: 'hide' });
  expect(await hostileRoot.boundingBox().then((box) => box?.width)).toBe(640);

  // A plain page: the host keeps the browser's defaults (no body margin change, no font, no
  // colour, no variables of ours), and the embed looks exactly as on the hostile page.
  await open(page, hostPage(false, false), 'blank-alone.html');
  const blankBefore = await hostStyles(page);
  await open(page, hostPage(false), 'blank.html');
  const blankRoot = await embedReady(page);
  expect(await hostStyles(page)).toEqual(blankBefore);
  expect(blankBefore.body.margin).toBe('8px');
  expect(blankBefore.variables).toEqual(['', '', '', '']);
  const onBlank = await blankRoot.screenshot({ animations: 'disabled', caret: 'hide' });
  // Same size on both pages (nothing of the host's box model reaches inside).
  expect(onHostile.length > 0 && onBlank.length > 0).toBe(true);
  expect(await blankRoot.boundingBox().then((box) => box?.width)).toBe(640);

  // Its dialogs open inside it too, styled by it and not by the host.
  await open(page, hostPage(true), 'hostile-dialog.html');
  const root = await embedReady(page);
  await root
    .getByRole('button', { name: /Termos de Uso/i })
    .first()
    .click();
  const dialog = root.getByRole('dialog');
  await expect(dialog).toBeVisible();
  expect(
    await page.evaluate(() =>
      Boolean(
        document.getElementById('simulador-embed')!.shadowRoot!.querySelector('[role="dialog"]'),
      ),
    ),
  ).toBe(true);
  expect(await dialog.evaluate((element) => getComputedStyle(element).fontFamily)).not.toContain(
    'DejaVu Serif',
  );
});

/** Font sizes and box sizes inside the embed's shadow root (the registration step). */
function embedSizes(page: Page) {
  return page.evaluate(() => {
    const shadow = document.getElementById('simulador-embed')!.shadowRoot!;
    const root = shadow.querySelector<HTMLElement>('[data-dpohub-root]')!;
    const sizeOf = (element: Element | null) => {
      if (!element) return null;
      const box = element.getBoundingClientRect();
      return {
        fontSize: getComputedStyle(element).fontSize,
        width: Math.round(box.width),
        height: Math.round(box.height),
      };
    };
    const button = [...root.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Simular agora!'),
    );
    return {
      root: sizeOf(root),
      heading: sizeOf(root.querySelector('h1, h2')),
      input: sizeOf(root.querySelector('input[type="text"], input:not([type])')),
      label: sizeOf(root.querySelector('label')),
      button: sizeOf(button ?? null),
    };
  });
}

test("the host page's root font size does not resize the embed (10 px and 24 px, platform M2)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await open(page, hostPage(false), 'blank-sizes.html');
  await embedReady(page);
  const onBlank = await embedSizes(page);
  expect(onBlank.root?.fontSize).toBe('16px');
  expect(onBlank.button?.fontSize).not.toBeUndefined();

  for (const rootSize of ['10px', '24px']) {
    const html = hostPage(false).replace(
      '</head>',
      `<style>html { font-size: ${rootSize} }</style></head>`,
    );
    await open(page, html, `root-${rootSize}.html`);
    await embedReady(page);
    // The host's own text follows its root size; the embed's does not.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      rootSize,
    );
    expect(await embedSizes(page)).toEqual(onBlank);
  }
});

test("the simulator's code failing to load shows a message and a retry in the embed's box (platform M4)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every file of the simulator but the loader: the embed's scripts and styles.
  const simulatorFiles = (url: URL) =>
    url.origin === `http://127.0.0.1:${E2E_PORTS.simulator}` &&
    url.pathname !== '/simulador-embed.js';
  const blocked: string[] = [];
  await page.route(simulatorFiles, (route) => {
    blocked.push(new URL(route.request().url()).pathname);
    return route.abort('connectionrefused');
  });
  await open(page, hostPage(true), 'blocked.html');
  const root = page.locator('#simulador-embed [data-dpohub-root]');
  const alert = root.getByRole('alert');
  await expect(alert).toHaveText(/Não foi possível carregar o simulador\./);
  await expect(root.getByRole('button', { name: 'Simular agora!' })).toHaveCount(0);
  expect(blocked.length).toBeGreaterThan(0);

  // The files answer again: the retry mounts the simulator in the same box.
  await page.unroute(simulatorFiles);
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(root.getByRole('button', { name: 'Simular agora!' })).toBeVisible();
  await expect(root.getByRole('alert')).toHaveCount(0);
});

/** What of the page the embed could touch: window's own keys, the head, the body's own elements. */
function pageMarks(page: Page) {
  return page.evaluate(() => ({
    globals: Object.getOwnPropertyNames(window),
    head: Array.from(document.head.children, (element) => element.outerHTML),
    body: Array.from(document.body.children, (element) =>
      // The embed's target keeps what is inside it (its shadow root) to itself.
      element.id === 'simulador-embed'
        ? (element.cloneNode(false) as Element).outerHTML
        : element.outerHTML,
    ),
  }));
}

test('the embed leaves no mark on its host page: its head and tags as they were, only the documented globals (platform m19)', async ({
  page,
}) => {
  await open(page, hostPage(false, false), 'marks-alone.html');
  const before = await pageMarks(page);
  await open(page, hostPage(false), 'marks.html');
  const atStart = await pageMarks(page);
  const root = await embedReady(page);
  // The human check loads with the first press on the form.
  await root.getByRole('heading', { name: 'Cadastre-se para simular' }).click();
  await expect(root.getByText('Eu não sou um robô')).toBeVisible();
  const after = await pageMarks(page);

  // The head: nothing added, nothing left behind (the style sheet's preload included).
  expect(after.head).toEqual(before.head);
  // The page's own tags: the text and the loader's script unchanged; the target only says whose
  // styles its shadow root takes (embed-roots.ts).
  expect(after.body).toEqual([
    before.body[0],
    '<div id="simulador-embed" style="width: 640px" data-dpohub-styles="mfe_simulator"></div>',
    atStart.body[2],
  ]);
  expect(after.body[2]).not.toContain('data-simulador');

  // Window: only the list of the loader's chunks, under our name (docs/decisions.md "What the
  // embed leaves on its host page"). No Module Federation registry or container, no ALTCHA,
  // Svelte or single-spa global, none of our own.
  const added = after.globals.filter((key) => !before.globals.includes(key)).sort();
  expect(added).toEqual(EMBED_GLOBALS);
});

test('two embeds on one page, each from its own tag, each styled and independent of the other', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const tag = (target: string) =>
    `<script src="${loaderUrl}" data-api-base="${apiBase}" data-target="#${target}"></script>`;
  await open(
    page,
    `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Host</title></head>
    <body><div style="display: flex; gap: 16px">
    <div id="embed-a" style="width: 640px"></div>${tag('embed-a')}
    <div id="embed-b" style="width: 640px"></div>${tag('embed-b')}
    </div></body></html>`,
    'two-embeds.html',
  );
  const first = page.locator('#embed-a [data-dpohub-root]');
  const second = page.locator('#embed-b [data-dpohub-root]');
  for (const root of [first, second]) {
    await expect(root.getByRole('button', { name: 'Simular agora!' })).toBeVisible();
  }
  // Both shadow roots hold the embed's styles: the same box, type and colours in each.
  const look = (id: string) =>
    page.evaluate((host) => {
      const root = document.getElementById(host)!.shadowRoot!;
      const button = [...root.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Simular agora!'),
      )!;
      const style = getComputedStyle(button);
      return {
        links: root.querySelectorAll('link[rel="stylesheet"]').length > 0,
        height: Math.round(button.getBoundingClientRect().height),
        background: style.backgroundColor,
        font: style.fontFamily,
      };
    }, id);
  const lookA = await look('embed-a');
  expect(lookA.links).toBe(true);
  expect(lookA.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(await look('embed-b')).toEqual(lookA);

  // What is typed into one is not in the other.
  await first.getByLabel(/Nome/).fill('Ana Souza');
  await expect(second.getByLabel(/Nome/)).toHaveValue('');
  await second.getByLabel(/Nome/).fill('Bruno Lima');
  await expect(first.getByLabel(/Nome/)).toHaveValue('Ana Souza');
});
