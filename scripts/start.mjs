// `npm start`: builds every package, then starts the product with the embedded defaults
// (API on PGlite with demo data, the shell and every remote from their builds) and prints where
// to open it and the demo logins. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot, run, waitForUrl } from './lib.mjs';

const require = createRequire(import.meta.url);
const { serveApp, createRuntimeConfig, portOf, APPS, API_PORT } = require(
  path.join(repoRoot, 'tooling/serve-app.js'),
);
const { LGPD_PRIMER_FILE } = require(path.join(repoRoot, 'shell/build/lgpd-primer-content.js'));
const { serveMarketingSite, MARKETING } = require(path.join(repoRoot, 'marketing-site/serve.js'));
/**
 * The sign-in pages: the public pages the auth remote declares in the manifest of the build this
 * start serves (its src/pages.ts, issue 33), so the shell keeps no list of another team's paths.
 */
function authPublicPages() {
  const manifest = path.join(repoRoot, 'mfe-auth/dist/mf-manifest.json');
  const pages = fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')).metaData?.pages?.pages ?? {})
    : {};
  return new Set(
    Object.values(pages)
      .filter((page) => page.access?.public === true)
      .map((page) => page.path),
  );
}

const host = process.env.HOST ?? '127.0.0.1';
const browserHost = host === '0.0.0.0' ? '127.0.0.1' : host;
const apiPort = portOf(API_PORT);
const apiUrl = `http://${browserHost}:${apiPort}`;

const children = [];
const servers = [];
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(servers.map((server) => server.close()));
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

if (process.env.SKIP_BUILD !== '1') {
  console.log('> Compilando os pacotes (lerna run build)...');
  const code = await run('npx', ['lerna', 'run', 'build', '--concurrency', '2']);
  if (code !== 0) {
    console.error('Falha na compilação.');
    process.exit(code);
  }
}

// ---- API ----
// The browser calls the API directly from the marketing page and the remotes' dev pages: allow
// exactly the origins this start serves (unless CORS_ORIGINS says otherwise).
const servedPorts = [...APPS.map((app) => portOf(app)), portOf(MARKETING)];
const corsOrigins =
  process.env.CORS_ORIGINS ??
  servedPorts.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]).join(',');
// Links in the e-mails open the portal at the address printed below (a session at localhost is
// not one at 127.0.0.1), unless PUBLIC_PORTAL_URL names the address the firm publishes.
const shellApp = APPS.find((app) => app.key === 'shell');
const shellPort = portOf(shellApp);
const shellUrl = `http://${browserHost}:${shellPort}`;
const api = spawn(process.execPath, [path.join(repoRoot, 'api/dist/server.js')], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(apiPort),
    HOST: host,
    CORS_ORIGINS: corsOrigins,
    PUBLIC_PORTAL_URL: process.env.PUBLIC_PORTAL_URL ?? shellUrl,
    // The documentation the start prints (off by default in the API: security L10).
    API_DOCS: process.env.API_DOCS ?? 'true',
  },
});
children.push(api);
api.on('exit', (code) => {
  if (stopping) return;
  console.error(`API terminou (código ${code}).`);
  void stopAll(code ?? 1);
});

if (!(await waitForUrl(`${apiUrl}/api/health`, 120_000))) {
  console.error('A API não respondeu a tempo.');
  await stopAll(1);
}

// ---- Remotes: every remote folder that exists, each on its own port ----
const remotes = [];
const missing = [];
for (const app of APPS.filter((candidate) => candidate.key !== 'shell')) {
  const dir = path.join(repoRoot, app.dir);
  if (!fs.existsSync(path.join(dir, 'package.json'))) continue;
  const dist = path.join(dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'remoteEntry.js'))) {
    missing.push(`${app.dir} (sem build em ${path.relative(repoRoot, dist)})`);
    continue;
  }
  const port = portOf(app);
  try {
    servers.push(await serveApp({ dir: dist, port, host }));
    remotes.push({ ...app, port });
  } catch (error) {
    missing.push(`${app.dir} (${error.message})`);
  }
}

// RUNTIME_CONFIG_FILE (optional): a JSON file `{ "remotes": { "mfe_admin": "<manifest URL>" } }`
// read on every /config.json request; its lines replace the generated ones. Deploying a remote
// somewhere else is one line there, with no restart (docs/decisions.md "Runtime config").
function withDeployedRemotes(config) {
  const file = process.env.RUNTIME_CONFIG_FILE;
  if (!file || !fs.existsSync(file)) return config;
  try {
    const overrides = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { ...config, remotes: { ...config.remotes, ...(overrides.remotes ?? {}) } };
  } catch (error) {
    console.error(`RUNTIME_CONFIG_FILE ilegível (${error.message}); usando a configuração gerada.`);
    return config;
  }
}

const AUTH_PAGES = authPublicPages();

// ---- Shell: SPA fallback, /api proxied to the API, /config.json naming the remotes ----
servers.push(
  await serveApp({
    dir: path.join(repoRoot, 'shell/dist'),
    port: shellPort,
    host,
    spaFallback: true,
    proxyApi: `http://127.0.0.1:${apiPort}`,
    // 'Conheça a LGPD' shows this PDF in a frame of the shell's own page (spec 1 section 2.6).
    framedBySelf: [`/${LGPD_PRIMER_FILE}`],
    // The remote URLs use the host name the browser used for the shell (localhost or an IP).
    runtimeConfig: (request) =>
      withDeployedRemotes(
        createRuntimeConfig({ hostname: request.hostname.replace(/:\d+$/, ''), remotes }),
      ),
    // The sign-in pages start with the auth remote: its manifest loads with the entry script.
    preloadManifests: (request, config) =>
      AUTH_PAGES.has(request.url.split('?')[0]) && config.remotes.mfe_auth
        ? [config.remotes.mfe_auth]
        : [],
    // Every page's first render reads every remote's page declarations (their manifests) and the
    // shell's known copy: they travel with the entry script (issue 34 bound 4).
    preloadData: (_request, config) => ['/known-pages.json', ...Object.values(config.remotes)],
  }),
);

// ---- Marketing page: plain HTML embedding only the simulator, on its own origin ----
let marketingUrl = null;
if (remotes.some((r) => r.key === 'simulator')) {
  const marketing = await serveMarketingSite({ host });
  servers.push(marketing);
  marketingUrl = marketing.url;
} else {
  missing.push('marketing-site (precisa do remote do simulador)');
}

for (const url of [
  shellUrl,
  ...remotes.map((r) => `http://${browserHost}:${r.port}/mf-manifest.json`),
]) {
  if (!(await waitForUrl(url, 30_000))) {
    console.error(`${url} não respondeu a tempo.`);
    await stopAll(1);
  }
}

// ---- Demo logins: the API's own list (api/src/seed/demo-users.ts), never a second copy ----
async function demoUsers() {
  try {
    const { tsImport } = await import('tsx/esm/api');
    const module = await tsImport(
      path.join(repoRoot, 'api/src/seed/demo-users.ts'),
      import.meta.url,
    );
    return module.DEMO_USERS ?? [];
  } catch (error) {
    console.error(`(logins de demonstração indisponíveis: ${error.message})`);
    return [];
  }
}

const users = await demoUsers();
const lines = [
  '',
  'DPOHUB no ar.',
  `  Abra: ${shellUrl}`,
  `  API: ${apiUrl}/api  (documentação: ${apiUrl}/api/docs)`,
  ...(marketingUrl ? [`  Página de marketing com o simulador: ${marketingUrl}`] : []),
  ...remotes.map((r) => `  remote ${r.key}: http://${browserHost}:${r.port}`),
  ...missing.map((m) => `  remote ausente: ${m}`),
];
if (users.length) {
  lines.push('', '  Logins de demonstração:');
  for (const user of users) {
    lines.push(`    ${user.username.padEnd(16)} ${user.password.padEnd(18)} ${user.purpose ?? ''}`);
  }
}
lines.push('', 'Ctrl-C encerra tudo.', '');
console.log(lines.join('\n'));
