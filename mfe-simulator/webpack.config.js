'use strict';

const path = require('node:path');
const { createFederatedConfig } = require('@dpohub/tooling/webpack');

// The embed loader keeps one stable file name: marketing pages reference it in a <script> tag
// (ARCHITECTURE "Composition at run time", the embed).
const EMBED_LOADER_FILE = 'simulador-embed.js';

module.exports = createFederatedConfig({
  name: 'mfe_simulator',
  dir: __dirname,
  port: 3005,
  exposes: { './app': './src/app.tsx', './embed': './src/embed/embed.tsx' },
  extraEntries: {
    'embed-loader': {
      import: path.join(__dirname, 'src/embed/embed-loader.ts'),
      filename: EMBED_LOADER_FILE,
      // The loader is one file with no chunks of its own to load: without chunk loading it adds
      // no chunk list to the host page's window (platform m19).
      chunkLoading: false,
    },
  },
  title: 'DPOHUB | Simulador de Multas (desenvolvimento)',
  devServer: {
    // The standalone dev page owns its router: every path serves the page.
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3100', changeOrigin: true }],
  },
});
