// Lighthouse on the built system (issue 34 bound 6). Not a test, not in npm test: it prints, per
// page, the median of RUNS runs (mobile, performance only) of the score, FCP, LCP and TBT, the
// largest paint's element of every run, and the machine's load average beside them:
//   /login; the marketing page with the embed in view (opened at its #simulador anchor, so the
//   simulator loads as it does for a visitor who scrolled there); /demands signed in as admin.
// Targets: mobile >= 95 for /login and the marketing page, >= 90 for /demands.
// usage: the builds present (npx lerna run build), then
//   npx tsx scripts/lighthouse-pages.mts
//   env: E2E_PORT_BASE (the system's ports, as for the e2e suite: e2e/support/system.ts; it is
//   started here from the builds with fresh data and stopped at the end), RUNS (default 3),
//   CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE (the npm package, default
//   lighthouse@13.5.0, run through npx), ONLY=<text> for the pages whose label holds it,
//   REPORTS_DIR=<folder> to keep each run's whole JSON report there (its diagnostics: long tasks,
//   the request chain, the largest paint's phases).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { systemOf } from '../e2e/support/system';

const repoRoot = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const lighthousePackage = process.env.LIGHTHOUSE ?? 'lighthouse@13.5.0';
const admin = { username: 'admin', password: 'Admin@123' };
const system = systemOf(0);
const marketingUrl = `http://127.0.0.1:${system.ports.marketing}/`;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`O sistema não respondeu em ${url}`);
}

/** The system from its builds with fresh data, as the e2e suite starts it (global-setup.ts). */
async function startSystem(): Promise<ChildProcess> {
  if (!existsSync(path.join(repoRoot, 'shell/dist/index.html'))) {
    throw new Error('Builds ausentes: rode `npx lerna run build` antes.');
  }
  rmSync(system.dataDir, { recursive: true, force: true });
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: system.env(),
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${system.apiUrl}/api/health`, 120_000);
  await waitFor(`${system.shellUrl}/config.json`, 60_000);
  return child;
}

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  lcpElement: string;
}

/** The largest paint's element as Lighthouse names it (its text or tag, and its selector). */
function lcpElementOf(report: { audits: Record<string, { details?: unknown }> }): string {
  const items = (report.audits['lcp-breakdown-insight']?.details as { items?: unknown[] })?.items;
  const node = items?.find(
    (item): item is { type: 'node'; nodeLabel?: string; selector?: string } =>
      (item as { type?: string }).type === 'node',
  );
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})` : '(none)';
}

/** One Lighthouse run; `port` runs it in an already open browser (its storage kept). */
function lighthouse(url: string, port?: number): Run {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      lighthousePackage,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      ...(port
        ? [`--port=${port}`, '--disable-storage-reset']
        : ['--chrome-flags=--headless=new --no-sandbox']),
    ],
    { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (process.env.REPORTS_DIR) {
    mkdirSync(process.env.REPORTS_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
    copyFileSync(out, path.join(process.env.REPORTS_DIR, name));
  }
  rmSync(path.dirname(out), { recursive: true, force: true });
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    lcpElement: lcpElementOf(report),
  };
}

/**
 * A browser signed in as admin (through the login form, as a person does), for Lighthouse to
 * attach to: Lighthouse keeps its storage (the session), and the HTTP cache is cleared before
 * each run, so every run is a cold load of a signed-in page. Playwright is connected only to
 * sign in and to clear the cache, never while Lighthouse runs.
 */
async function signedInBrowser() {
  const port = system.ports.shell + 90;
  const endpoint = `http://127.0.0.1:${port}`;
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  const browserProcess = spawn(
    chromePath,
    [
      '--headless=new',
      '--no-sandbox',
      '--no-first-run',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const close = () => {
    if (browserProcess.exitCode !== null || browserProcess.signalCode !== null) return;
    browserProcess.kill();
    try {
      // The browser may still be writing its profile as it quits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    } catch {
      console.error(`Perfil temporário deixado em ${profile}`);
    }
  };
  process.on('exit', close);
  await waitFor(`${endpoint}/json/version`, 30_000);
  /** Runs `step` with Playwright connected to the browser's first page, then disconnects. */
  const connected = async (step: (page: Page) => Promise<unknown>) => {
    const browser = await chromium.connectOverCDP(endpoint);
    const context = browser.contexts()[0]!;
    await step(context.pages()[0] ?? (await context.newPage()));
    await browser.close();
  };
  await connected(async (page) => {
    await page.goto(`${system.shellUrl}/login`);
    await page.locator('input[name="userName"]').fill(admin.username);
    await page.locator('input[name="password"]').fill(admin.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/home');
    await page.goto('about:blank');
  });
  return {
    port,
    clearCache: () =>
      connected(async (page) =>
        (await page.context().newCDPSession(page)).send('Network.clearBrowserCache'),
      ),
    close,
  };
}

const child = await startSystem();
/** The system stops with this script, however it ends (Ctrl-C included). */
let stopped = false;
const stopSystem = () => {
  if (stopped || !child.pid) return;
  stopped = true;
  process.kill(-child.pid, 'SIGTERM');
};
process.on('exit', stopSystem);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => process.exit(130));
}
try {
  console.log(
    `Lighthouse ${lighthousePackage}, mobile, median of ${runs} runs; load before: ${load()}`,
  );
  const pages: { label: string; url: string; signedIn?: boolean }[] = [
    { label: '/login', url: `${system.shellUrl}/login` },
    { label: 'marketing page, embed in view', url: `${marketingUrl}#simulador` },
    { label: '/demands signed in', url: `${system.shellUrl}/demands`, signedIn: true },
  ].filter((page) => !process.env.ONLY || page.label.includes(process.env.ONLY));
  for (const page of pages) {
    const signedIn = page.signedIn ? await signedInBrowser() : undefined;
    const results: Run[] = [];
    try {
      for (let i = 0; i < runs; i += 1) {
        await signedIn?.clearCache();
        results.push(lighthouse(page.url, signedIn?.port));
      }
    } finally {
      signedIn?.close();
    }
    const of = (key: 'score' | 'fcp' | 'lcp' | 'tbt') => median(results.map((run) => run[key]));
    console.log(
      `\n${page.label}: score ${of('score')} (runs ${results.map((r) => r.score).join(', ')})` +
        `, FCP ${Math.round(of('fcp'))} ms, LCP ${Math.round(of('lcp'))} ms, TBT ${Math.round(of('tbt'))} ms` +
        `; load ${load()}`,
    );
    for (const [i, run] of results.entries())
      console.log(`  run ${i + 1} LCP element: ${run.lcpElement}`);
  }
} finally {
  stopSystem();
}
