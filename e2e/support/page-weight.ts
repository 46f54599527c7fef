import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';
import type { Page } from 'playwright-core';

/**
 * What a page makes the browser run: every script it received, measured as `gzip -9` of the
 * body (deterministic for a given build, unlike timings), and how many React DOM renderers are
 * among them. Used by the byte-budget test (e2e/tests/page-budget.spec.ts) and the benchmark
 * (scripts/benchmark-pages.mts).
 */
export interface ScriptWeight {
  url: string;
  gzipBytes: number;
  reactDom: boolean;
  /** The decoded body, for attributing its bytes to packages (`packageBytes`). */
  body: string;
}

/** The React 19 + ReactDOM floor of any React page, gzip (issue 10). */
export const REACT_FLOOR_BYTES = 69 * 1024;

// Present once in every copy of react-dom's client renderer, production or development.
const REACT_DOM_MARKER = '__reactContainer$';

export interface ScriptRecorder {
  /** Scripts finished so far, in arrival order. */
  scripts(): Promise<ScriptWeight[]>;
  /** Scripts that arrived after the given ones (a navigation's additions). */
  since(previous: ScriptWeight[]): Promise<ScriptWeight[]>;
}

/** Starts recording the scripts a page (and its iframes) receives. */
export function recordScripts(page: Page): ScriptRecorder {
  const pending: Promise<ScriptWeight | null>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const body = await (await request.response())?.body().catch(() => null);
        if (!body) return null;
        return {
          url: request.url(),
          gzipBytes: gzipSync(body, { level: 9 }).length,
          reactDom: body.includes(REACT_DOM_MARKER),
          body: body.toString('utf8'),
        };
      })(),
    );
  });
  const scripts = async () =>
    (await Promise.all(pending)).filter((s): s is ScriptWeight => s !== null);
  return {
    scripts,
    since: async (previous) => {
      const seen = new Set(previous.map((s) => s.url));
      return (await scripts()).filter((s) => !seen.has(s.url));
    },
  };
}

export interface PageWeight {
  scripts: number;
  gzipBytes: number;
  reactCopies: number;
}

export function weigh(scripts: ScriptWeight[]): PageWeight {
  return {
    scripts: scripts.length,
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    reactCopies: scripts.filter((s) => s.reactDom).length,
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per script, biggest first, for reports. */
export function describeScripts(scripts: ScriptWeight[]): string[] {
  return [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `  ${kb(s.gzipBytes).padStart(9)}  ${s.reactDom ? 'react-dom ' : ''}${s.url}`);
}

/** The login form is usable: both fields and the submit button are on screen. */
export async function waitForLoginForm(page: Page) {
  await page.locator('input[name="userName"]').waitFor({ state: 'visible' });
  await page.locator('input[name="password"]').waitFor({ state: 'visible' });
  await page.locator('button[type="submit"]').waitFor({ state: 'visible' });
}

/**
 * The marketing page's registration form is usable (inside the embed, shadow DOM pierced). The
 * embed loads as the visitor scrolls towards it (embed-loader.ts), so this scrolls there first.
 */
export async function waitForRegistrationForm(page: Page) {
  const embed = page.locator('#simulador-embed');
  await embed.scrollIntoViewIfNeeded();
  await embed.getByLabel(/Nome/).first().waitFor({ state: 'visible' });
  await embed.getByRole('button').first().waitFor({ state: 'visible' });
}

export interface PagesWeighed {
  login: PageWeight & { list: ScriptWeight[] };
  home: PageWeight & { list: ScriptWeight[] };
  remoteVisit: PageWeight & { list: ScriptWeight[] };
  marketing: PageWeight & { list: ScriptWeight[] };
}

const withList = (list: ScriptWeight[]) => ({ ...weigh(list), list });

/**
 * The four pages of the budget: /login (first load), /home after sign-in (the whole page),
 * the first visit of a remote area from /home (what it adds), the marketing page.
 * `newPage` gives a fresh page in a fresh context (cold cache) each call.
 */
export async function weighPages(
  newPage: () => Promise<Page>,
  urls: { shell: string; marketing: string },
  user: { username: string; password: string },
  remotePath = '/users',
): Promise<PagesWeighed> {
  const page = await newPage();
  const recorder = recordScripts(page);
  await page.goto(`${urls.shell}/login`);
  await waitForLoginForm(page);
  await page.waitForLoadState('networkidle');
  const login = await recorder.scripts();

  await page.locator('input[name="userName"]').fill(user.username);
  await page.locator('input[name="password"]').fill(user.password);
  // Sent with Enter, not a click: a pointer left where the button was would rest on a home card
  // and preload that card's area (the shell preloads on hover), which /home's weight must not count.
  await page.locator('input[name="password"]').press('Enter');
  await page.waitForURL('**/home');
  await page.getByRole('list', { name: 'Funções' }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const home = await recorder.scripts();

  // Client-side navigation to a remote area the page has not loaded yet.
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, remotePath);
  await page.locator('main h1, main table, main [role="table"]').first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const remoteVisit = await recorder.since(home);

  const marketingPage = await newPage();
  const marketingRecorder = recordScripts(marketingPage);
  await marketingPage.goto(urls.marketing);
  await waitForRegistrationForm(marketingPage);
  await marketingPage.waitForLoadState('networkidle');
  const marketing = await marketingRecorder.scripts();

  return {
    login: withList(login),
    home: withList(home),
    remoteVisit: withList(remoteVisit),
    marketing: withList(marketing),
  };
}

/**
 * Navigates the signed-in shell from /home to `path` on the client, as a menu click does, and
 * waits until that page's content and data have settled. Home's cards stay on screen while the
 * page's code arrives (the navigation is a transition), so the page counts as shown once they are
 * gone and the page's own content is there, never the Suspense spinner or home itself.
 */
export async function visitInShell(page: Page, path: string) {
  await page.evaluate((target) => {
    history.pushState({}, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.getByRole('list', { name: 'Funções' }).waitFor({ state: 'detached' });
  await page
    .locator('main')
    .locator('h1, h2, table, form, input, select, button, [role="region"], ul')
    .first()
    .waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/**
 * What the first visit of one remote page adds to /home: `page` is signed in on /home in a fresh
 * context (cold cache) with `recorder` recording since before it loaded; the shell navigates on
 * the client, as a menu click does, and the page is weighed once its content and data settled.
 * The shell's own files are /home's budget, not the page's: the shell's http client, for one,
 * arrives with the first API call, which a home signed in through the form has already made and
 * one signed in through the API makes a moment earlier or later.
 */
export async function weighFirstVisit(
  page: Page,
  recorder: ScriptRecorder,
  path: string,
): Promise<PageWeight & { list: ScriptWeight[] }> {
  await page.getByRole('list', { name: 'Funções' }).waitFor({ state: 'visible' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const home = await recorder.scripts();
  await visitInShell(page, path);
  const shellOrigin = new URL(page.url()).origin;
  const added = await recorder.since(home);
  return withList(added.filter((script) => new URL(script.url).origin !== shellOrigin));
}

/** The bytes of one file of an npm package in one script: its share of the script's gzip bytes. */
export interface PackageShare {
  /** npm package name, e.g. 'formik' or '@floating-ui/dom'. */
  name: string;
  /** The package's file, e.g. 'formik/dist/formik.esm.js'. */
  file: string;
  /** The build the script belongs to: its origin (the shell and each remote have their own). */
  build: string;
  url: string;
  gzipBytes: number;
}

const PACKAGE_FILE = /.*node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/;

/**
 * Which files of npm packages a script carries, read from its source map (`<url>.map`, served
 * beside each build's files): every generated character is counted for the source it maps to,
 * and the script's gzip bytes are split between sources in proportion. Code of the repo itself
 * and the bundler's own glue are not packages and are left out. Null when the script has no map.
 */
export async function packageBytes(
  script: ScriptWeight,
  fetchMap: (url: string) => Promise<string | null>,
): Promise<PackageShare[] | null> {
  const text = await fetchMap(`${script.url}.map`);
  if (text === null) return null;
  const map = JSON.parse(text) as { sources: string[]; mappings: string };
  const lines = script.body.split('\n');
  const chars = new Map<number, number>();
  decode(map.mappings).forEach((segments, line) => {
    segments.forEach((segment, i) => {
      if (segment.length < 2) return;
      const end = segments[i + 1]?.[0] ?? lines[line]?.length ?? segment[0];
      chars.set(segment[1]!, (chars.get(segment[1]!) ?? 0) + end - segment[0]);
    });
  });
  const build = new URL(script.url).origin;
  return [...chars].flatMap(([source, count]) => {
    const match = PACKAGE_FILE.exec(map.sources[source] ?? '');
    if (!match) return [];
    return [
      {
        name: match[1]!,
        file: `${match[1]}${match[2] ?? ''}`,
        build,
        url: script.url,
        gzipBytes: Math.round((count / Math.max(script.body.length, 1)) * script.gzipBytes),
      },
    ];
  });
}

/** A package whose files a session downloaded more than once, and the bytes beyond one copy. */
export interface RepeatedPackage {
  name: string;
  /** Each script that carried a repeated file of the package, with the bytes of those files. */
  copies: { url: string; gzipBytes: number }[];
  repeatedBytes: number;
}

/**
 * Packages whose files a session downloaded more than once: the same file in two or more scripts,
 * whether from two builds (each bundles its own copy) or twice within one build (two screens'
 * files each carrying it). A file's repeated bytes are those beyond its largest copy.
 */
export function repeatedPackages(shares: PackageShare[]): RepeatedPackage[] {
  const byFile = new Map<string, PackageShare[]>();
  for (const share of shares) byFile.set(share.file, [...(byFile.get(share.file) ?? []), share]);
  const byName = new Map<string, RepeatedPackage>();
  for (const copies of byFile.values()) {
    if (copies.length < 2) continue;
    const name = copies[0]!.name;
    const entry = byName.get(name) ?? { name, copies: [], repeatedBytes: 0 };
    const total = copies.reduce((sum, copy) => sum + copy.gzipBytes, 0);
    entry.repeatedBytes += total - Math.max(...copies.map((copy) => copy.gzipBytes));
    for (const copy of copies) {
      const seen = entry.copies.find((c) => c.url === copy.url);
      if (seen) seen.gzipBytes += copy.gzipBytes;
      else entry.copies.push({ url: copy.url, gzipBytes: copy.gzipBytes });
    }
    byName.set(name, entry);
  }
  return [...byName.values()].sort((a, b) => b.repeatedBytes - a.repeatedBytes);
}
