'use strict';

const { createFederatedConfig } = require('@dpohub/tooling/webpack');

module.exports = createFederatedConfig({
  name: 'mfe_budget',
  dir: __dirname,
  port: 3003,
  exposes: { './app': './src/app.tsx' },
  title: 'DPOHUB | Controle orçamentário (desenvolvimento)',
  devServer: {
    // The standalone dev page owns its router: every path serves the page.
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3100', changeOrigin: true }],
  },
});
