'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { APPS, API_PORT, createRuntimeConfig, portOf } = require('@dpohub/tooling/serve-app');

const repoRoot = path.resolve(__dirname, '../..');

/**
 * Dev server extras of the shell: /api is proxied to the API and /config.json names every
 * remote whose folder exists, on its dev port (the same runtime config as `npm start`).
 */
function shellDevServer() {
  const remotes = APPS.filter((app) => app.key !== 'shell')
    .filter((app) => fs.existsSync(path.join(repoRoot, app.dir, 'package.json')))
    .map((app) => ({ name: app.name, port: portOf(app) }));
  return {
    proxy: [{ context: ['/api'], target: `http://127.0.0.1:${portOf(API_PORT)}` }],
    setupMiddlewares(middlewares, devServer) {
      devServer.app.get('/config.json', (request, response) => {
        response.set('Cache-Control', 'no-cache');
        response.json(createRuntimeConfig({ hostname: request.hostname, remotes }));
      });
      return middlewares;
    },
  };
}

module.exports = shellDevServer;
