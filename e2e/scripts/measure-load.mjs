// Measures what a person's browser loads: gzip JavaScript bytes for the first load of /login and
// for /home after sign-in, and the time until the login form is usable. Not a test: it prints.
// usage: node e2e/scripts/measure-load.mjs [shellUrl]   (the system must be running: npm start)
import { chromium } from 'playwright-core';

const shellUrl = process.argv[2] ?? process.env.SHELL_URL ?? 'http://127.0.0.1:3000';
const runs = Number(process.env.RUNS ?? 5);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Sums the encoded (on-the-wire) sizes of the JavaScript responses a page receives. */
function trackJs(page) {
  const sizes = new Map();
  page.on('requestfinished', async (request) => {
    const response = await request.response();
    if (!response) return;
    const type = response.headers()['content-type'] ?? '';
    if (!request.url().endsWith('.js') && !type.includes('javascript')) return;
    const s = await request.sizes();
    sizes.set(request.url(), {
      bytes: s.responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'none',
    });
  });
  return () => [...sizes.entries()];
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const loginTimes = [];
let loginJs = null;
let homeJs = null;

for (let i = 0; i < runs; i += 1) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const js = trackJs(page);
  const started = Date.now();
  await page.goto(`${shellUrl}/login`);
  await page.locator('input[name="userName"]').waitFor({ state: 'visible' });
  await page.locator('button[type="submit"]').waitFor({ state: 'visible' });
  loginTimes.push(Date.now() - started);
  await page.waitForLoadState('networkidle');
  if (i === 0) loginJs = js();

  if (i === 0) {
    const before = new Set(js().map(([url]) => url));
    await page.fill('input[name="userName"]', 'admin');
    await page.fill('input[name="password"]', 'Admin@123');
    await page.click('button[type="submit"]');
    await page.waitForURL('**/home');
    await page.waitForLoadState('networkidle');
    homeJs = js().filter(([url]) => !before.has(url));
  }
  await context.close();
}
await browser.close();

const total = (entries) => entries.reduce((n, [, s]) => n + s.bytes, 0);
console.log(
  `JavaScript na primeira carga de /login: ${kb(total(loginJs))} transferidos (${loginJs.length} arquivos)`,
);
for (const [url, s] of loginJs)
  console.log(
    `  ${kb(s.bytes).padStart(9)}  ${s.encoding.padEnd(5)} ${new URL(url).host}${new URL(url).pathname}`,
  );
console.log(
  `JavaScript adicional para /home após o login: ${kb(total(homeJs))} (${homeJs.length} arquivos)`,
);
for (const [url, s] of homeJs)
  console.log(
    `  ${kb(s.bytes).padStart(9)}  ${s.encoding.padEnd(5)} ${new URL(url).host}${new URL(url).pathname}`,
  );
console.log(
  `Tempo até o formulário de login utilizável: mediana ${median(loginTimes)} ms em ${runs} cargas (${loginTimes.join(', ')} ms)`,
);
