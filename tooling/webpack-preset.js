'use strict';

const path = require('node:path');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { swcConfig } = require('./swc-config');
const { createSharedConfig } = require('./mf-shared');
const { PreloadStartChunksPlugin } = require('./preload-start-chunks');
const { pagesModuleOf, readPageDeclarations } = require('./page-declarations');

const repoRoot = path.resolve(__dirname, '..');

const SHARE_STRATEGY = 'loaded-first';

/**
 * Every federated build runs in a browser: the MF runtime's Node-only script loading
 * (`@module-federation/sdk`'s node.js) is left out of it (issue 34 bound 4).
 */
const BROWSER_RUNTIME = { target: 'web' };

/**
 * How a remote's screens are cut into files (issue 34 bound 1). Webpack's default splits out any
 * group of modules two screens share once it reaches 20 kB of source, so a list's first visit
 * arrived as eight files of 0.4-4.4 KB, each compressed on its own: gzip -9 of the eight is 3 KB
 * more than of the same code in one file (/demands: 19,598 B against 16,570 B). The remote's own
 * code and its shared-ui and domain parts now split out only from 100 kB of source, so each
 * screen's chunk holds what it runs; a third-party library still gets its own file from 20 kB,
 * so the screens of a remote that use it download it once.
 */
const PAGE_CHUNKS = {
  chunks: 'async',
  minSize: 100_000,
  enforceSizeThreshold: 200_000,
  cacheGroups: {
    defaultVendors: {
      test: /[\\/]node_modules[\\/]/,
      priority: -10,
      reuseExistingChunk: true,
      minSize: 20_000,
    },
  },
};

const LIBRARY_GLOBALS_LOADER = require.resolve('./library-globals-loader');

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
    // Libraries' window globals kept inside the bundle instead (library-globals-loader.js).
    {
      test: /[\\/]node_modules[\\/]altcha[\\/]dist[\\/](main|i18n)[\\/][^\\/]+\.js$/,
      use: {
        loader: LIBRARY_GLOBALS_LOADER,
        options: { globals: ['$altcha', '__svelte'], bare: ['$altcha'] },
      },
    },
    {
      test: /[\\/]node_modules[\\/]single-spa[\\/]lib[\\/].+\.js$/,
      use: { loader: LIBRARY_GLOBALS_LOADER, options: { globals: ['singleSpaNavigate'] } },
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

/** React Router's own ESM entry, behind the alias the shared router module imports. */
function reactRouterEntry(production) {
  const dir = path.dirname(path.join(repoRoot, 'node_modules/react-router/package.json'));
  return path.join(dir, 'dist', production ? 'production' : 'development', 'index.mjs');
}

/**
 * Scripts minified by swc (Rust) instead of webpack's default terser: the same compression
 * (two passes) and mangling in about half the build's CPU time (mfe-demands: 17 s of CPU
 * instead of 37 s), and gzip sizes within a few hundred bytes (a little smaller overall).
 */
function swcMinimizer() {
  const MinimizerPlugin = require('minimizer-webpack-plugin');
  return new MinimizerPlugin({
    minify: MinimizerPlugin.swcMinify,
    minimizerOptions: { compress: { passes: 2 }, mangle: true },
  });
}

/** What every compilation of a federated app has in common. */
function baseConfig({ dir, mode, uniqueName, entry, publicPath, clean }) {
  const production = mode === 'production';
  const contentHash = production ? '.[contenthash:10]' : '';
  return {
    mode,
    context: dir,
    entry,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName,
      // Each build's list of loaded chunks is a window global (JSONP chunk loading): named as
      // ours, not webpack's default `webpackChunk<uniqueName>`, so it cannot meet the list of a
      // page that embeds the simulator and was built by webpack too (platform m19).
      chunkLoadingGlobal: `dpohubChunks_${uniqueName}`,
      filename: production ? hashedEntryFilename : '[name].js',
      chunkFilename: `[name]${contentHash}.js`,
      assetModuleFilename: `assets/[name]${contentHash}[ext]`,
      clean,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // Workspace packages expose their TypeScript sources under the 'source' condition; '...'
      // keeps webpack's own browser conditions. Never 'require': dual packages (date-fns) would
      // resolve to their CommonJS build, which cannot be tree-shaken.
      conditionNames: ['source', '...'],
      alias: {
        '@dpohub/react-router-impl$': reactRouterEntry(production),
        // provideExternalRuntime's plugin require()s the runtime, which would resolve to its
        // CommonJS build: a second copy next to the ESM one the federation runtime imports.
        '@module-federation/runtime-tools/runtime-core$': path.join(
          repoRoot,
          'node_modules/@module-federation/runtime-tools/dist/runtime-core.js',
        ),
      },
    },
    module: { rules: createModuleRules(production) },
    optimization: {
      moduleIds: production ? 'deterministic' : 'named',
      minimizer: [swcMinimizer()],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Where a container's CSS goes: normally document.head; into the shadow roots of the page's
 * elements marked `data-dpohub-styles="<uniqueName>"` when there are some (the simulator's embed
 * loader marks its targets: mfe-simulator/src/embed/embed-roots.ts), so an embed's styles never
 * reach the page around it, and no window global is needed to find them. The first root gets the
 * tag webpack waits on, the others a copy. mini-css-extract inlines this function's source.
 */
function styleInsert(uniqueName) {
  const selector = JSON.stringify(`[data-dpohub-styles=${JSON.stringify(uniqueName)}]`);
  return new Function(
    'linkTag',
    [
      `var roots = Array.prototype.map.call(document.querySelectorAll(${selector}), function (host) { return host.shadowRoot; }).filter(Boolean);`,
      'if (!roots.length) { document.head.appendChild(linkTag); return; }',
      'roots.forEach(function (root, i) { root.appendChild(i === 0 ? linkTag : linkTag.cloneNode()); });',
    ].join('\n'),
  );
}

/**
 * Production builds ship each script, style sheet and manifest compressed too (gzip -9 and
 * brotli 11, beside the file): the static server answers with them (serve-app `preCompressed`),
 * so no request pays for compression, and nginx (`gzip_static`) or a CDN can do the same.
 */
function precompressPlugins(production) {
  if (!production) return [];
  const zlib = require('node:zlib');
  const test = /\.(js|css|json|svg)$/;
  const common = { test, threshold: 1024, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

function cssPlugins(production, uniqueName) {
  const contentHash = production ? '.[contenthash:10]' : '';
  return production
    ? [
        new MiniCssExtractPlugin({
          filename: `[name]${contentHash}.css`,
          chunkFilename: `[name]${contentHash}.css`,
          ...(uniqueName ? { insert: styleInsert(uniqueName) } : {}),
        }),
      ]
    : [];
}

function devServerOf(options, isHost) {
  return {
    port: options.port,
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
  };
}

/**
 * Webpack configuration of one federated app (the shell or a remote), for a given mode.
 *
 * The shell is one compilation: the host, which publishes its MF runtime for the remotes
 * (`provideExternalRuntime`). A remote is two compilations writing to the same dist/:
 * - the container (`remoteEntry.js`, `mf-manifest.json`, the exposed modules), built with
 *   `externalRuntime`, so it carries no MF runtime and uses the one of the page that loads it;
 * - its pages (the standalone dev page and any extra entry): hosts in their own right, which
 *   provide that runtime to the container.
 * One page thus runs ONE MF runtime however many remotes it loads (docs/decisions.md
 * "One Module Federation runtime per page"). `externalRuntime: false` keeps a remote in one
 * compilation with its own runtime copy. `embedEntries` add a third compilation with no
 * federation at all (`embedCompilation`: the simulator's embed loader).
 *
 * @param {object} options
 * @param {string} options.name MF container name, also `output.uniqueName` (e.g. 'shell', 'mfe_auth').
 * @param {string} options.dir the package folder (its `src/index.ts` is the entry, `dist/` the output).
 * @param {number} options.port dev server port.
 * @param {Record<string, string>} [options.exposes] remote only: `{ './app': './src/app.tsx' }`.
 * @param {boolean} [options.isHost] the shell: `remotes: {}`, absolute publicPath '/'.
 * @param {Record<string, string | object>} [options.extraEntries] more page entries, no HTML page.
 * @param {Record<string, string | object>} [options.embedEntries] remote only: scripts for pages
 *   that run no Module Federation (the simulator's embed loader), in a third compilation without
 *   it (`embedCompilation`).
 * @param {boolean} [options.externalRuntime] remote: use the page's MF runtime (default true).
 * @param {string} [options.template] HTML template for the standalone page.
 * @param {string} [options.title] HTML title of the standalone page.
 * @param {object[]} [options.plugins] extra webpack plugins (added to every compilation).
 * @param {object} [options.devServer] extra dev server options (merged).
 * @param {number} [options.pageChunkMinSize] remote: the source size from which code its screens
 *   share goes to a file of its own (PAGE_CHUNKS' 100 kB by default).
 * @param {'production' | 'development'} mode
 * @returns {object | object[]}
 */
function buildFederatedConfig(options, mode) {
  const { name, dir, exposes, isHost = false, extraEntries = {} } = options;
  const production = mode === 'production';
  const pageEntries = { main: path.join(dir, 'src/index.ts'), ...extraEntries };
  const federationBase = {
    dts: false,
    shareStrategy: SHARE_STRATEGY,
    shared: createSharedConfig(),
  };

  if (isHost) {
    return {
      ...baseConfig({
        dir,
        mode,
        uniqueName: name,
        entry: pageEntries,
        publicPath: '/',
        clean: true,
      }),
      plugins: [
        new ModuleFederationPlugin({
          ...federationBase,
          name,
          manifest: true,
          remotes: {},
          // Remotes built with `externalRuntime` use this runtime instead of shipping their own.
          experiments: {
            provideExternalRuntime: true,
            // The shell reads each remote's manifest itself (shell/src/remotes/remote-manifest.ts),
            // so its runtime leaves out the snapshot and preload plugins (issue 34 bound 4).
            optimization: { ...BROWSER_RUNTIME, disableSnapshot: true },
          },
        }),
        createHtmlPlugin(options),
        new PreloadStartChunksPlugin(),
        ...cssPlugins(production),
        ...precompressPlugins(production),
        ...(options.plugins ?? []),
      ],
      devServer: devServerOf(options, true),
    };
  }

  const externalRuntime = options.externalRuntime ?? true;
  const declarations = pageDeclarationsOf(dir);
  // A remote also shares the form stack, on demand (tooling/mf-shared.js ON_DEMAND_LIBRARIES).
  const remoteFederation = { ...federationBase, shared: createSharedConfig({ onDemand: true }) };
  const containerFederation = {
    ...remoteFederation,
    name,
    manifest: declarations.manifest,
    filename: 'remoteEntry.js',
    exposes: exposes ?? {},
  };
  if (!externalRuntime) {
    // One compilation: the container and its pages share the container's own runtime.
    return {
      ...baseConfig({
        dir,
        mode,
        uniqueName: name,
        entry: pageEntries,
        publicPath: 'auto',
        clean: true,
      }),
      plugins: [
        new ModuleFederationPlugin({
          ...containerFederation,
          experiments: { optimization: BROWSER_RUNTIME },
        }),
        createHtmlPlugin(options),
        ...cssPlugins(production, name),
        ...precompressPlugins(production),
        ...(options.plugins ?? []),
        ...declarations.plugins,
      ],
      devServer: devServerOf(options, false),
    };
  }

  const containerBase = baseConfig({
    dir,
    mode,
    uniqueName: name,
    entry: {},
    publicPath: 'auto',
    clean: true,
  });
  const container = {
    ...containerBase,
    optimization: {
      ...containerBase.optimization,
      splitChunks: options.pageChunkMinSize
        ? { ...PAGE_CHUNKS, minSize: options.pageChunkMinSize }
        : PAGE_CHUNKS,
    },
    name,
    plugins: [
      new ModuleFederationPlugin({
        ...containerFederation,
        // A container loads no remote of its own: the runtime's remote loading is left out.
        experiments: {
          externalRuntime: true,
          optimization: { ...BROWSER_RUNTIME, disableRemote: true },
        },
      }),
      ...cssPlugins(production, name),
      ...precompressPlugins(production),
      ...(options.plugins ?? []),
      ...declarations.plugins,
    ],
    devServer: devServerOf(options, false),
  };
  const pagesName = `${name}_page`;
  const pages = {
    ...baseConfig({
      dir,
      mode,
      uniqueName: pagesName,
      entry: pageEntries,
      publicPath: 'auto',
      clean: false,
    }),
    name: pagesName,
    // After the container: it cleans dist/ first.
    dependencies: [name],
    plugins: [
      new ModuleFederationPlugin({
        ...remoteFederation,
        name: pagesName,
        manifest: false,
        remotes: {},
        experiments: { provideExternalRuntime: true, optimization: BROWSER_RUNTIME },
      }),
      createHtmlPlugin(options),
      ...cssPlugins(production),
      ...precompressPlugins(production),
      ...(options.plugins ?? []),
      ...declarations.plugins,
    ],
    devServer: devServerOf(options, false),
  };
  const embed = embedCompilation(options, mode);
  return embed ? [container, pages, embed] : [container, pages];
}

/**
 * The remote's scripts for pages that share nothing with it and run no federation (the
 * simulator's embed loader on a marketing page): one compilation with no Module Federation
 * plugin, whose entries load their own chunks (React included) with webpack's chunk loading, so
 * such a page downloads no MF runtime and no container (docs/decisions.md "The embed without a
 * federation runtime"). Its CSS goes where the container's would (`styleInsert` under the
 * container's name: the embed's shadow roots).
 */
function embedCompilation(options, mode) {
  const { name, dir, embedEntries } = options;
  if (!embedEntries || Object.keys(embedEntries).length === 0) return undefined;
  const production = mode === 'production';
  const embedName = `${name}_embed`;
  return {
    ...baseConfig({
      dir,
      mode,
      uniqueName: embedName,
      entry: embedEntries,
      publicPath: 'auto',
      clean: false,
    }),
    name: embedName,
    // After the container: it cleans dist/ first.
    dependencies: [name],
    plugins: [
      ...cssPlugins(production, name),
      ...precompressPlugins(production),
      ...(options.plugins ?? []),
    ],
  };
}

/**
 * A remote's page declarations (tooling/page-declarations.js) go into its mf-manifest.json as
 * `metaData.pages`, which the shell reads before the remote's code (issue 33). DPOHUB_PAGES_MODULE
 * builds the remote with another declarations module in place of its own `src/pages.ts` (the
 * remote's routes follow it too): a team trying a page, or the e2e journey of a new page.
 */
function pageDeclarationsOf(dir) {
  const own = pagesModuleOf(dir);
  const other = process.env.DPOHUB_PAGES_MODULE
    ? path.resolve(process.env.DPOHUB_PAGES_MODULE)
    : null;
  const manifest = {
    additionalData: ({ stats }) => {
      stats.metaData.pages = readPageDeclarations(other ?? own);
      return stats;
    },
  };
  if (!other) return { manifest, plugins: [] };
  const { NormalModuleReplacementPlugin } = require('webpack');
  const ownSource = path.join(dir, 'src');
  const replace = new NormalModuleReplacementPlugin(/pages/, (resolved) => {
    // Every import of the remote's own module by the remote's own code (the other module may
    // import it too, to extend it).
    const resource = resolved.createData?.resource;
    if (resource === own && resolved.context?.startsWith(ownSource)) {
      // The module is the other file: its own path, its own folder for its imports.
      Object.assign(resolved.createData, {
        resource: other,
        context: path.dirname(other),
        request: resolved.createData.request.replace(own, other),
        userRequest: other,
      });
    }
  });
  return { manifest, plugins: [replace] };
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
