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

const federatedConfig = createFederatedConfig({
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

module.exports = (env, argv) => {
  const config = federatedConfig(env, argv);
  // @module-federation/enhanced 2.9 fails a remote's production build on a hashed entry file
  // name ("Path variable [contenthash] not implemented in this context" in the federation
  // runtime). Entry files (main.js, remoteEntry.js) are served no-cache anyway; every other
  // chunk keeps its content hash.
  config.output.filename = '[name].js';
  return config;
};
