'use strict';

const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { swcConfig } = require('./swc-config');
const { createSharedConfig } = require('./mf-shared');

const SHARE_STRATEGY = 'loaded-first';

/**
 * Module rules: TypeScript/TSX through swc, CSS Modules for `*.module.css`, plain CSS otherwise.
 * Production extracts CSS to content-hashed files; development injects it with style-loader.
 */
function createModuleRules(production) {
  const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      use: {
        loader: require.resolve('swc-loader'),
        options: { ...swcConfig({ module: 'es6' }), sourceMaps: true },
      },
    },
    {
      test: /\.module\.css$/,
      use: [
        styleLoader,
        {
          loader: require.resolve('css-loader'),
          options: {
            esModule: true,
            modules: {
              namedExport: false,
              exportLocalsConvention: 'as-is',
              localIdentName: production ? '[hash:base64:8]' : '[name]__[local]--[hash:base64:5]',
            },
          },
        },
      ],
    },
    {
      test: /\.css$/,
      exclude: /\.module\.css$/,
      use: [styleLoader, require.resolve('css-loader')],
    },
    {
      test: /\.(png|svg|jpe?g|gif|woff2?|pdf)$/i,
      type: 'asset/resource',
    },
  ];
}

/**
 * Entry chunks carry the MF runtime, whose code asks webpack for the chunk's file name before
 * content hashes exist (to find the output root). That early request gets the plain name (only
 * its folder is used); the emitted file gets the content-hashed one.
 */
function hashedEntryFilename(pathData) {
  const hashed = pathData.chunk?.contentHash?.javascript;
  return hashed ? '[name].[contenthash:10].js' : '[name].js';
}

/** The standalone HTML page: the shell's index.html, or a remote's dev harness page. */
function createHtmlPlugin({ name, template, title }) {
  const options = { chunks: ['main'], title: title ?? name, scriptLoading: 'defer' };
  if (template) return new HtmlWebpackPlugin({ ...options, template });
  return new HtmlWebpackPlugin({
    ...options,
    templateContent: ({ htmlWebpackPlugin }) =>
      `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${htmlWebpackPlugin.options.title}</title></head>` +
      `<body><div id="root"></div></body></html>`,
  });
}

/**
 * Webpack configuration of one federated app (the shell or a remote), for a given mode.
 *
 * @param {object} options
 * @param {string} options.name MF container name, also `output.uniqueName` (e.g. 'shell', 'mfe_auth').
 * @param {string} options.dir the package folder (its `src/index.ts` is the entry, `dist/` the output).
 * @param {number} options.port dev server port.
 * @param {Record<string, string>} [options.exposes] remote only: `{ './app': './src/app.tsx' }`.
 * @param {boolean} [options.isHost] the shell: `remotes: {}`, absolute publicPath '/'.
 * @param {Record<string, string>} [options.extraEntries] more entries (e.g. an embed loader), no HTML page.
 * @param {boolean} [options.externalRuntime] remote: use the host's MF runtime instead of bundling one.
 * @param {string} [options.template] HTML template for the standalone page.
 * @param {string} [options.title] HTML title of the standalone page.
 * @param {object[]} [options.plugins] extra webpack plugins.
 * @param {object} [options.devServer] extra dev server options (merged).
 * @param {'production' | 'development'} mode
 */
function buildFederatedConfig(options, mode) {
  const { name, dir, port, exposes, isHost = false, extraEntries = {} } = options;
  const production = mode === 'production';
  const contentHash = production ? '.[contenthash:10]' : '';

  const federation = {
    name,
    dts: false,
    manifest: true,
    shareStrategy: SHARE_STRATEGY,
    shared: createSharedConfig(),
  };
  if (isHost) {
    federation.remotes = {};
    // The host's runtime is published as a global so remotes built with `externalRuntime`
    // do not each ship their own copy (docs/decisions.md "MF runtime shared by the shell").
    federation.experiments = { provideExternalRuntime: true };
  } else {
    federation.filename = 'remoteEntry.js';
    federation.exposes = exposes ?? {};
    if (options.externalRuntime) federation.experiments = { externalRuntime: true };
  }

  return {
    mode,
    context: dir,
    // Async boundary: the entry only does import('./bootstrap') (STACK-NOTES, Module Federation).
    entry: { main: path.join(dir, 'src/index.ts'), ...extraEntries },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? hashedEntryFilename : '[name].js',
      chunkFilename: `[name]${contentHash}.js`,
      assetModuleFilename: `assets/[name]${contentHash}[ext]`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // Workspace packages expose their TypeScript sources under the 'source' condition.
      conditionNames: ['source', 'browser', 'import', 'module', 'require', 'default'],
    },
    module: { rules: createModuleRules(production) },
    plugins: [
      new ModuleFederationPlugin(federation),
      createHtmlPlugin(options),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: `[name]${contentHash}.css`,
              chunkFilename: `[name]${contentHash}.css`,
            }),
          ]
        : []),
      ...(options.plugins ?? []),
    ],
    optimization: { moduleIds: production ? 'deterministic' : 'named' },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      host: '127.0.0.1',
      hot: false,
      liveReload: true,
      historyApiFallback: isHost,
      headers: {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, OPTIONS',
        'Access-Control-Allow-Headers': '*',
      },
      client: { overlay: { warnings: false, errors: true } },
      ...(options.devServer ?? {}),
    },
  };
}

/**
 * The webpack configuration function of a federated app: `module.exports = createFederatedConfig({...})`.
 * Every federated app must be built in the same mode (STACK-NOTES: a development remote in a
 * production host fails), so the mode comes from the webpack CLI (`--mode`).
 */
function createFederatedConfig(options) {
  return (_env, argv = {}) =>
    buildFederatedConfig(
      options,
      argv.mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production'),
    );
}

module.exports = { createFederatedConfig, buildFederatedConfig, SHARE_STRATEGY };
