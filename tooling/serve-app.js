'use strict';

const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');

/**
 * Default ports of every federated app (README "Portas"), each overridable by its env variable.
 * `name` is the Module Federation container name a remote builds with.
 */
const APPS = [
  { key: 'shell', dir: 'shell', name: 'shell', port: 3000, env: 'PORT_SHELL' },
  { key: 'auth', dir: 'mfe-auth', name: 'mfe_auth', port: 3001, env: 'PORT_AUTH' },
  { key: 'demands', dir: 'mfe-demands', name: 'mfe_demands', port: 3002, env: 'PORT_DEMANDS' },
  { key: 'budget', dir: 'mfe-budget', name: 'mfe_budget', port: 3003, env: 'PORT_BUDGET' },
  {
    key: 'assessments',
    dir: 'mfe-assessments',
    name: 'mfe_assessments',
    port: 3004,
    env: 'PORT_ASSESSMENTS',
  },
  {
    key: 'simulator',
    dir: 'mfe-simulator',
    name: 'mfe_simulator',
    port: 3005,
    env: 'PORT_SIMULATOR',
  },
  { key: 'admin', dir: 'mfe-admin', name: 'mfe_admin', port: 3006, env: 'PORT_ADMIN' },
];

const API_PORT = { port: 3100, env: 'PORT_API' };

/** The port of an app (or the API) after env overrides. */
function portOf(app, env = process.env) {
  const value = Number(env[app.env]);
  return Number.isInteger(value) && value > 0 ? value : app.port;
}

/**
 * The shell's runtime config (docs/decisions.md "Runtime config"): where the API is and, per
 * remote container name, the URL of its mf-manifest.json. The browser uses the same host name
 * it used for the shell, so `localhost` and `127.0.0.1` both work.
 * @param {{ hostname: string, protocol?: string, remotes: { name: string, port: number }[], apiBaseUrl?: string }} options
 */
function createRuntimeConfig({ hostname, protocol = 'http', remotes, apiBaseUrl = '/api' }) {
  const config = { apiBaseUrl, remotes: {} };
  for (const remote of remotes) {
    config.remotes[remote.name] = `${protocol}://${hostname}:${remote.port}/mf-manifest.json`;
  }
  return config;
}

// Content-hashed names (`main.3f9a1c0b2e.js`, `assets/x.0123456789.pdf`) never change content.
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

function cacheControlFor(filePath) {
  // A compressed sibling (`main.3f9a1c0b2e.js.gz`) is cached like its file.
  const name = path.basename(filePath).replace(/\.(gz|br)$/, '');
  return HASHED_FILE.test(name) ? IMMUTABLE : NO_CACHE;
}

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative URL ('/api') is the page's own origin
  }
};

/**
 * The Content-Security-Policy of a page: its own origin plus exactly the remote origins (scripts,
 * styles, manifests) and the API origins (calls). Nobody may frame the portal
 * (`frame-ancestors 'none'`), except the few documents its own pages show in a frame
 * (`framedBySelf`: `frame-ancestors 'self'`). Styles allow inline: the builds inject their CSS as
 * style tags.
 * @param {{ remotes?: string[], api?: string[] }} origins
 * @param {{ framedBySelf?: boolean }} [options]
 */
function contentSecurityPolicy({ remotes = [], api = [] } = {}, { framedBySelf = false } = {}) {
  const unique = (list) => [...new Set(list.filter(Boolean))];
  const remoteOrigins = unique(remotes.map(originOf));
  const apiOrigins = unique(api.map(originOf));
  const own = ["'self'", ...remoteOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${own}`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src ${own} data: blob:`,
    `font-src ${own} data:`,
    `connect-src ${unique(["'self'", ...remoteOrigins, ...apiOrigins]).join(' ')}`,
    `worker-src ${own} blob:`,
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The origins a served page may use: given ones, or (the shell) those its runtime config names.
 * @returns {{ remotes: string[], api: string[] }}
 */
function pageOrigins(options, request) {
  const given = options.contentSecurity;
  if (given) {
    const resolved = typeof given === 'function' ? given(request) : given;
    return { remotes: resolved.remotes ?? [], api: resolved.api ?? [] };
  }
  if (options.runtimeConfig) {
    const config =
      typeof options.runtimeConfig === 'function'
        ? options.runtimeConfig(request)
        : options.runtimeConfig;
    return {
      remotes: Object.values(config.remotes ?? {}),
      api: config.apiBaseUrl ? [config.apiBaseUrl] : [],
    };
  }
  return { remotes: [], api: [] };
}

/** Id of the JSON block that carries the runtime config in the shell's page (shell runtime-config.ts). */
const INLINE_RUNTIME_CONFIG_ID = 'dpohub-runtime-config';

/** An HTML attribute value: quotes and markup escaped. */
const attribute = (value) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * index.html with the runtime config written in as a JSON data block (never executed, so the
 * page's Content-Security-Policy needs no inline script), so the shell starts the first remote's
 * manifest without waiting for /config.json. `<` is escaped: the JSON cannot close the tag.
 * `preloadManifests` are the manifests the page is known to start with (the auth remote's on the
 * sign-in pages): a `<link rel="preload">` lets the browser fetch them with the entry script,
 * and the shell's own request for them (a CORS fetch without credentials) takes that answer.
 * `preloadFiles` are the files those remotes' first modules run (`remoteAppFiles`): preloaded
 * too, so the remote's code travels with the shell's instead of after its manifest (issue 34
 * bound 4). Scripts as the MF runtime and webpack load them (classic, no crossorigin).
 */
function withInlineRuntimeConfig(html, config, preloadManifests = [], preloadFiles = []) {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const links = [
    ...preloadManifests.map(
      (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${attribute(url)}">`,
    ),
    ...preloadFiles.map(
      ({ href, as }) =>
        `<link rel="preload" as="${as === 'style' ? 'style' : 'script'}" href="${attribute(href)}">`,
    ),
  ].join('');
  const block = `${links}<script type="application/json" id="${INLINE_RUNTIME_CONFIG_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${block}</head>`) : block + html;
}

/**
 * The files a remote's `./app` runs, from its mf-manifest.json: the container, then the module's
 * own scripts and styles (as shell/src/remotes/remote-manifest.ts reads them in the browser).
 * @returns {{ href: string, as: 'script' | 'style' }[]}
 */
function remoteAppFiles(manifestUrl, manifest) {
  const base = new URL('.', manifestUrl);
  const entry = manifest?.metaData?.remoteEntry;
  const app = (manifest?.exposes ?? []).find((expose) => expose.path === './app');
  return [
    ...(entry?.name
      ? [
          {
            href: new URL(`${entry.path ? `${entry.path}/` : ''}${entry.name}`, base).href,
            as: 'script',
          },
        ]
      : []),
    ...(app?.assets?.js?.sync ?? []).map((file) => ({
      href: new URL(file, base).href,
      as: 'script',
    })),
    ...(app?.assets?.css?.sync ?? []).map((file) => ({
      href: new URL(file, base).href,
      as: 'style',
    })),
  ];
}

/**
 * Reads remotes' manifests for the page's preloads: each read kept `ttlMs` (a redeployed remote
 * shows within seconds; remoteEntry.js itself is no-cache), one that fails or takes longer than
 * `timeoutMs` gives no preloads rather than a slower page.
 */
function createManifestFiles({ ttlMs = 5000, timeoutMs = 300 } = {}) {
  const cache = new Map();
  return (manifestUrl) => {
    const hit = cache.get(manifestUrl);
    if (hit && Date.now() - hit.at < ttlMs) return hit.files;
    const files = fetch(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.json() : null))
      .then((manifest) => (manifest ? remoteAppFiles(manifestUrl, manifest) : []))
      .catch(() => []);
    cache.set(manifestUrl, { at: Date.now(), files });
    return files;
  };
}

/** Page requests (not files, not the API) get index.html when the SPA fallback is on. */
function wantsSpaPage(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = request.url.split('?')[0];
  if (url.startsWith('/api/') || url === '/api') return false;
  return !path.extname(url);
}

/**
 * A production static server for one build folder (the shell or a remote).
 *
 * @param {object} options
 * @param {string} options.dir the build folder (e.g. shell/dist).
 * @param {number} options.port
 * @param {string} [options.host] default 127.0.0.1.
 * @param {boolean} [options.spaFallback] the shell: unknown page paths answer index.html.
 * @param {string} [options.proxyApi] the shell: forwards /api/* to this origin (e.g. http://127.0.0.1:3100).
 * @param {object | ((request: import('fastify').FastifyRequest) => object)} [options.runtimeConfig] served at /config.json.
 * @param {(request: import('fastify').FastifyRequest, config: object) => string[]} [options.preloadManifests]
 *   the shell: manifests the requested page starts with, preloaded by its HTML with the files
 *   their `./app` runs.
 * @param {(request: import('fastify').FastifyRequest, config: object) => string[]} [options.preloadData]
 *   the shell: JSON documents its first render reads (every remote's manifest for the page
 *   declarations, and the known copy), preloaded by its HTML alone (no files), so they travel with
 *   the entry script instead of after it has run.
 * @param {(html: string) => string} [options.indexHtml] rewrites index.html when served (run-time
 *   values such as the addresses a static page points at; served no-cache).
 * @param {boolean} [options.cors] `Access-Control-Allow-Origin: *` (default: on unless spaFallback).
 * @param {boolean} [options.logger]
 * @param {{ remotes?: string[], api?: string[] } | ((request: import('fastify').FastifyRequest) => { remotes?: string[], api?: string[] })} [options.contentSecurity]
 *   origins the page's CSP admits besides its own (default: those of runtimeConfig).
 * @param {boolean} [options.trustProxy] trust X-Forwarded-* (HSTS behind a TLS proxy).
 * @param {string[]} [options.framedBySelf] paths of documents the app's own pages show in a frame
 *   (the shell's 'Conheça a LGPD' PDF): `frame-ancestors 'self'` and `SAMEORIGIN` for them alone.
 * @returns {Promise<{ app: import('fastify').FastifyInstance, url: string, close: () => Promise<void> }>}
 */
async function serveApp(options) {
  const {
    dir,
    port,
    host = '127.0.0.1',
    spaFallback = false,
    proxyApi,
    runtimeConfig,
    indexHtml,
    preloadManifests,
    preloadData,
  } = options;
  const cors = options.cors ?? !spaFallback;
  const framedBySelf = new Set(options.framedBySelf ?? []);
  const root = path.resolve(dir);
  if (
    !fs.existsSync(path.join(root, 'index.html')) &&
    !fs.existsSync(path.join(root, 'remoteEntry.js'))
  ) {
    throw new Error(`No build in ${root}: run the package build first.`);
  }

  // trustProxy: behind a TLS-terminating proxy, X-Forwarded-Proto tells HTTPS (HSTS).
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });

  await app.register(require('@fastify/compress'), {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });

  // Security headers on every answer (the proxied API sends its own).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') || request.url === '/api') return payload;
    const framed = framedBySelf.has(request.url.split('?')[0]);
    reply.header(
      'Content-Security-Policy',
      contentSecurityPolicy(pageOrigins(options, request), { framedBySelf: framed }),
    );
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', framed ? 'SAMEORIGIN' : 'DENY');
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    return payload;
  });

  if (cors) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('Access-Control-Allow-Origin', '*');
      return payload;
    });
    app.options('/*', async (_request, reply) => {
      reply
        .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
        .header('Access-Control-Allow-Headers', '*')
        .code(204)
        .send();
    });
  }

  if (proxyApi) {
    await app.register(require('@fastify/http-proxy'), {
      upstream: proxyApi,
      prefix: '/api',
      rewritePrefix: '/api',
    });
  }

  if (runtimeConfig) {
    app.get('/config.json', async (request, reply) => {
      const config = typeof runtimeConfig === 'function' ? runtimeConfig(request) : runtimeConfig;
      reply.header('Cache-Control', NO_CACHE).type('application/json; charset=utf-8');
      return config;
    });
  }

  // The shell's page carries its runtime config, computed per request like /config.json (the
  // RUNTIME_CONFIG_FILE lines included), so one line of config still deploys a remote.
  const inlineConfigPage =
    runtimeConfig && spaFallback && fs.existsSync(path.join(root, 'index.html'))
      ? (() => {
          const html = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
          const manifestFiles = createManifestFiles();
          return async (request, reply) => {
            const config =
              typeof runtimeConfig === 'function' ? runtimeConfig(request) : runtimeConfig;
            const manifests = preloadManifests?.(request, config) ?? [];
            const files = (await Promise.all(manifests.map(manifestFiles))).flat();
            const documents = [
              ...new Set([...manifests, ...(preloadData?.(request, config) ?? [])]),
            ];
            return reply
              .header('Cache-Control', NO_CACHE)
              .type('text/html; charset=utf-8')
              .send(withInlineRuntimeConfig(html, config, documents, files));
          };
        })()
      : null;
  if (inlineConfigPage) {
    for (const route of ['/', '/index.html']) app.get(route, inlineConfigPage);
  }

  if (indexHtml) {
    const page = indexHtml(fs.readFileSync(path.join(root, 'index.html'), 'utf8'));
    for (const route of ['/', '/index.html']) {
      app.get(route, async (_request, reply) =>
        reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').send(page),
      );
    }
  }

  await app.register(require('@fastify/static'), {
    root,
    // The builds write `.br` and `.gz` beside each script and style sheet (webpack preset):
    // served as they are, with no compression work per request.
    preCompressed: true,
    // Cache-Control is decided per file below, not by @fastify/static's max-age.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      // The answer depends on Accept-Encoding (a compressed sibling or the file itself).
      res.setHeader('Vary', 'Accept-Encoding');
    },
    // index.html is answered by the SPA fallback for the shell, and directly otherwise.
    index: ['index.html'],
    wildcard: true,
  });

  app.setNotFoundHandler((request, reply) => {
    if (spaFallback && wantsSpaPage(request)) {
      if (inlineConfigPage) return inlineConfigPage(request, reply);
      reply.header('Cache-Control', NO_CACHE);
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  await app.listen({ port, host });
  // Port 0 takes a free port: the address names the one the system chose.
  const bound = /** @type {import('node:net').AddressInfo} */ (app.server.address()).port;
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${bound}`;
  return { app, url, close: () => app.close() };
}

module.exports = {
  serveApp,
  withInlineRuntimeConfig,
  remoteAppFiles,
  contentSecurityPolicy,
  createRuntimeConfig,
  cacheControlFor,
  portOf,
  APPS,
  API_PORT,
};
