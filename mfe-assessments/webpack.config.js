'use strict';

const { createFederatedConfig } = require('@dpohub/tooling/webpack');

module.exports = createFederatedConfig({
  name: 'mfe_assessments',
  dir: __dirname,
  port: 3004,
  exposes: { './app': './src/app.tsx' },
  title: 'DPOHUB | Avaliações (desenvolvimento)',
  // The seven definition pages share the generic wizard and the engine (over 100 kB of source):
  // in a file of their own, each page's first visit was 264-683 B heavier (gzip -9 of two files
  // against one), so each page keeps its copy (issue 34 bound 1).
  pageChunkMinSize: 400_000,
  devServer: {
    // The standalone dev page owns its router: every path serves the page.
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3100', changeOrigin: true }],
  },
});
