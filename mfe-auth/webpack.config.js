'use strict';

const { execSync } = require('node:child_process');
const { DefinePlugin } = require('webpack');
const { createFederatedConfig } = require('@dpohub/tooling/webpack');

/** Short commit hash of the build, or the build date outside a git checkout. */
function buildId() {
  try {
    return execSync('git rev-parse --short HEAD', {
      cwd: __dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

module.exports = createFederatedConfig({
  name: 'mfe_auth',
  dir: __dirname,
  port: 3001,
  exposes: { './app': './src/app.tsx' },
  title: 'DPOHUB | Acesso (desenvolvimento)',
  plugins: [new DefinePlugin({ __DPOHUB_BUILD_ID__: JSON.stringify(buildId()) })],
  devServer: {
    // The standalone dev page owns its router: every path serves the page.
    historyApiFallback: true,
    proxy: [{ context: ['/api'], target: 'http://127.0.0.1:3100', changeOrigin: true }],
  },
});
