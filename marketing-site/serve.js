'use strict';

// The marketing page's own static server (port 3200 by default, PORT_MARKETING to change it):
// another origin than the API (3100) and the simulator remote (3005), as a real site would be.
const path = require('node:path');
const { serveApp } = require('@dpohub/tooling/serve-app');

const DEFAULT_PORT = 3200;

async function main() {
  const port = Number(process.env.PORT_MARKETING) || DEFAULT_PORT;
  const host = process.env.HOST ?? '127.0.0.1';
  const { url } = await serveApp({ dir: path.join(__dirname, 'public'), port, host });
  console.log(`Site institucional: ${url}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
