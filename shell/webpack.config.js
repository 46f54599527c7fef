'use strict';

const { createFederatedConfig } = require('@dpohub/tooling/webpack');
const { EmitKnownPagesPlugin } = require('./build/known-pages');
const { EmitLgpdPrimerPlugin } = require('./build/lgpd-primer-pdf');

// The host: no remote URL is built in; /config.json names them at run time.
module.exports = createFederatedConfig({
  name: 'shell',
  dir: __dirname,
  port: Number(process.env.PORT_SHELL ?? 3000),
  isHost: true,
  title: 'DPOHUB',
  template: require.resolve('./public/index.html'),
  plugins: [new EmitLgpdPrimerPlugin(), new EmitKnownPagesPlugin()],
  devServer: require('./build/dev-server')(),
});
