'use strict';

// The marketing page's own static server (port 3200 by default, PORT_MARKETING to change it):
// another origin than the API (3100) and the simulator remote (3005), as a real site would be.
// The page names where the simulator embed and the API live; they are filled in when served.
const path = require('node:path');
const { serveApp, portOf, APPS, API_PORT } = require('@dpohub/tooling/serve-app');

const MARKETING = { port: 3200, env: 'PORT_MARKETING' };

/**
 * Serves the page with its simulator script and API base pointing at the given origins.
 * @param {{ port?: number, host?: string, simulatorOrigin?: string, apiOrigin?: string }} [options]
 */
function serveMarketingSite(options = {}) {
  const host = options.host ?? process.env.HOST ?? '127.0.0.1';
  const browserHost = host === '0.0.0.0' ? '127.0.0.1' : host;
  const simulator = APPS.find((app) => app.key === 'simulator');
  const simulatorOrigin = options.simulatorOrigin ?? `http://${browserHost}:${portOf(simulator)}`;
  const apiOrigin = options.apiOrigin ?? `http://${browserHost}:${portOf(API_PORT)}`;
  return serveApp({
    dir: path.join(__dirname, 'public'),
    port: options.port ?? portOf(MARKETING),
    host,
    cors: false,
    // The page loads the simulator embed and calls the API: exactly those two origins.
    contentSecurity: { remotes: [simulatorOrigin], api: [apiOrigin] },
    indexHtml: (html) =>
      html
        .replaceAll('{{SIMULATOR_EMBED_URL}}', `${simulatorOrigin}/simulador-embed.js`)
        .replaceAll('{{API_BASE_URL}}', `${apiOrigin}/api`),
  });
}

module.exports = { serveMarketingSite, MARKETING };

if (require.main === module) {
  serveMarketingSite()
    .then(({ url }) => console.log(`Site institucional: ${url}`))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
