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
  // The marketing page's loader runs no federation: it loads the embed's own chunks (React
  // included) itself (docs/decisions.md "The embed without a federation runtime").
  embedEntries: {
    'embed-loader': {
      import: path.join(__dirname, 'src/embed/embed-loader.ts'),
      filename: EMBED_LOADER_FILE,
    },
  },
  title: 'DPOHUB | Simulador de Multas (desenvolvimento)',
  devServer: {
    // The standalone dev page owns its router: every path serves the page.
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3100', changeOrigin: true }],
  },
});
