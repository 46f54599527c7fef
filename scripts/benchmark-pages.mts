// The page-weight benchmark (issue 10). Not a test: it prints figures.
//   per page: scripts, gzip -9 bytes, React copies, ratio to the 69 KB React floor;
//   time until the login form is usable vs a bare React page with one input (cold loads, side by
//   side, alternating); click to content of the first visit of one page of every area and of the
//   sign-in to the home cards, with the idle wait after the last script or call arrived (issue 34
//   bound 3: <= 50 ms); with LIGHTHOUSE=1, Lighthouse medians of 3 runs (mobile and desktop).
// usage: the system running (npm start, or the e2e ports), then
//   npx tsx scripts/benchmark-pages.mts [shellUrl] [marketingUrl]
//   env: RUNS (default 7), NAV_RUNS (default 3), LIGHTHOUSE=1, BARE_PORT (default shell port + 90),
//   SKIP_WEIGHTS / SKIP_TIMING / SKIP_NAV to leave a part out, NAV_ONLY=<text> for the flows
//   whose label holds it
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import {
  REACT_FLOOR_BYTES,
  describeScripts,
  kb,
  waitForLoginForm,
  weighPages,
} from '../e2e/support/page-weight';
import { navigationFlows, timeNavigation, type NavigationTiming } from './navigation-timing.mts';

const require = createRequire(import.meta.url);
const repoRoot = path.resolve(import.meta.dirname, '..');
const shellUrl = process.argv[2] ?? process.env.SHELL_URL ?? 'http://127.0.0.1:3000';
const marketingUrl = process.argv[3] ?? process.env.MARKETING_URL ?? 'http://127.0.0.1:3200/';
const runs = Number(process.env.RUNS ?? 7);
const barePort = Number(process.env.BARE_PORT ?? Number(new URL(shellUrl).port) + 90);
const allowedPorts = [shellUrl, marketingUrl].map((url) => new URL(url).port).join(',');
const user = { username: 'admin', password: 'Admin@123' };
const clientAdmin = { username: 'cliente.admin', password: 'Cliente@123' };
const navRuns = Number(process.env.NAV_RUNS ?? 3);
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** A bare React 19 page with one input, minified production build: the reference page. */
async function serveBarePage() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bare-react-'));
  writeFileSync(
    path.join(dir, 'entry.js'),
    `import { createElement } from 'react';
     import { createRoot } from 'react-dom/client';
     createRoot(document.getElementById('root')).render(
       createElement('input', { name: 'userName', 'aria-label': 'Usuário' }));`,
  );
  require('esbuild').buildSync({
    entryPoints: [path.join(dir, 'entry.js')],
    bundle: true,
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    outfile: path.join(dir, 'main.0123456789.js'),
    absWorkingDir: repoRoot,
    nodePaths: [path.join(repoRoot, 'node_modules')],
    logLevel: 'warning',
  });
  // Compressed beside the script, as the portal's builds are (the same server answers both).
  const script = readFileSync(path.join(dir, 'main.0123456789.js'));
  writeFileSync(path.join(dir, 'main.0123456789.js.gz'), gzipSync(script, { level: 9 }));
  writeFileSync(path.join(dir, 'main.0123456789.js.br'), brotliCompressSync(script));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>React</title>' +
      '<script defer src="/main.0123456789.js"></script></head><body><div id="root"></div></body></html>',
  );
  const { serveApp } = require(path.join(repoRoot, 'tooling/serve-app.js'));
  return serveApp({ dir, port: barePort });
}

async function timeToUsable(
  browser: Browser,
  url: string,
  ready: (p: import('playwright-core').Page) => Promise<void>,
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await ready(page);
  const elapsed = Date.now() - started;
  await context.close();
  return elapsed;
}

function lighthouse(url: string, desktop: boolean) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse',
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
      `--chrome-flags=--headless=new --no-sandbox --explicitly-allowed-ports=${allowedPorts}`,
      ...(desktop ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcp: report.audits['largest-contentful-paint'].numericValue as number,
    tbt: report.audits['total-blocking-time'].numericValue as number,
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    // Chromium refuses a few ports (6000 among them) unless told otherwise.
    `--explicitly-allowed-ports=${allowedPorts}`,
  ],
});
const newPage = async () => (await browser.newContext()).newPage();

const pages = process.env.SKIP_WEIGHTS
  ? null
  : await weighPages(newPage, { shell: shellUrl, marketing: marketingUrl }, user);
console.log('page                      scripts   gzip -9     React copies   x floor (69 KB)');
for (const [label, weight] of !pages
  ? []
  : ([
      ['/login (first load)', pages.login],
      ['/home after sign-in', pages.home],
      ['remote first visit (+)', pages.remoteVisit],
      ['marketing page', pages.marketing],
    ] as const)) {
  console.log(
    `${label.padEnd(26)}${String(weight.scripts).padStart(7)}   ${kb(weight.gzipBytes).padStart(9)}   ${String(weight.reactCopies).padStart(12)}   ${(weight.gzipBytes / REACT_FLOOR_BYTES).toFixed(2).padStart(15)}`,
  );
}
if (pages && process.env.VERBOSE) {
  for (const [label, weight] of Object.entries(pages)) {
    console.log(`\n${label}:`);
    for (const line of describeScripts(weight.list)) console.log(line);
  }
}

if (!process.env.SKIP_TIMING) {
  const bare = await serveBarePage();
  const loginTimes: number[] = [];
  const bareTimes: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    bareTimes.push(
      await timeToUsable(browser, `${bare.url}/`, (p) =>
        p.locator('input[name="userName"]').waitFor({ state: 'visible' }),
      ),
    );
    loginTimes.push(await timeToUsable(browser, `${shellUrl}/login`, waitForLoginForm));
  }
  await bare.close();
  console.log(
    `\ntime to usable, ${runs} cold loads each, alternating:` +
      `\n  bare React page (one input): median ${median(bareTimes)} ms  (${bareTimes.join(', ')})` +
      `\n  /login form:                 median ${median(loginTimes)} ms  (${loginTimes.join(', ')})` +
      `\n  ratio: ${(median(loginTimes) / median(bareTimes)).toFixed(2)}x`,
  );
}

if (!process.env.SKIP_NAV) {
  const flows = navigationFlows({ admin: user, clientAdmin }).filter(
    (flow) => !process.env.NAV_ONLY || flow.label.includes(process.env.NAV_ONLY),
  );
  const results = new Map<string, NavigationTiming[]>(flows.map((flow) => [flow.label, []]));
  console.log(`\nclick → content, ${navRuns} runs of each flow in turn (load ${load()})`);
  for (let run = 1; run <= navRuns; run += 1) {
    for (const flow of flows) {
      const timing = await timeNavigation(browser, shellUrl, flow);
      results.get(flow.label)!.push(timing);
      if (process.env.VERBOSE) {
        console.log(
          `  run ${run} ${flow.label}: ${JSON.stringify({ ...timing, lastUrl: undefined })} last ${timing.lastUrl}`,
        );
      }
    }
    console.log(`  run ${run} done (load ${load()})`);
  }
  const ms = (x: number) => `${Math.round(x)}`.padStart(5);
  const column = (xs: NavigationTiming[], key: keyof NavigationTiming) =>
    `${ms(median(xs.map((t) => t[key] as number)))} (${xs.map((t) => Math.round(t[key] as number)).join('/')})`.padEnd(
      22,
    );
  console.log(
    `${'flow'.padEnd(40)}${'click→content'.padEnd(22)}${'last arrival'.padEnd(22)}${'idle after last'.padEnd(22)}idle in total`,
  );
  for (const [label, timings] of results) {
    console.log(
      `${label.padEnd(40)}${column(timings, 'clickToContent')}${column(timings, 'lastArrival')}${column(timings, 'idleAfterLast')}${column(timings, 'idleTotal')}`,
    );
  }
  console.log(`medians, runs in brackets (ms); load after: ${load()}`);
}

await browser.close();

if (process.env.LIGHTHOUSE === '1') {
  console.log('\nLighthouse (performance), median of 3 runs:');
  for (const [label, url] of [
    ['/login', `${shellUrl}/login`],
    ['marketing page', marketingUrl],
  ]) {
    for (const desktop of process.env.LH_DESKTOP === '0' ? [false] : [false, true]) {
      const results = [0, 1, 2].map(() => lighthouse(url, desktop));
      console.log(
        `  ${label.padEnd(16)} ${desktop ? 'desktop' : 'mobile '}  score ${median(results.map((r) => r.score))}` +
          `  LCP ${(median(results.map((r) => r.lcp)) / 1000).toFixed(1)} s` +
          `  TBT ${Math.round(median(results.map((r) => r.tbt)))} ms` +
          `  (scores ${results.map((r) => r.score).join(', ')})`,
      );
    }
  }
}
