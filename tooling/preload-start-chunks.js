'use strict';

const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartChunksPlugin';

/**
 * The files a host's entry loads as soon as it runs, before any of its code can ask for them:
 * the chunks of the entry module's own dynamic imports (the async boundary, `import('./bootstrap')`)
 * and of the shared modules the host provides (React, ReactDOM, the router, the contract), which
 * the boundary consumes. Other chunks (pages, dialogs) load when used.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]} file names as emitted (no source maps)
 */
function startFiles(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const entryModules = new Set(
    entrypoint.chunks.flatMap((chunk) => [
      ...compilation.chunkGraph.getChunkEntryModulesIterable(chunk),
    ]),
  );
  const files = new Set();
  for (const group of entrypoint.getChildren()) {
    const loadedAtStart = group.origins.some(
      (origin) =>
        origin.module &&
        (entryModules.has(origin.module) ||
          origin.module.constructor.name === 'ProvideSharedModule'),
    );
    if (!loadedAtStart) continue;
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (!file.endsWith('.map')) files.add(file);
    }
  }
  return [...files].sort();
}

/**
 * Adds `<link rel="preload">` to the host's page for every start file, so they download with the
 * entry script instead of one round later, after it has run (issue: the login form in as few
 * rounds of requests as the remote that renders it requires).
 */
class PreloadStartChunksPlugin {
  constructor({ entryName = 'main' } = {}) {
    this.entryName = entryName;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTags.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        for (const file of startFiles(compilation, this.entryName)) {
          const as = file.endsWith('.css') ? 'style' : 'script';
          data.assetTags.scripts.push(
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as,
              href: `${publicPath}${file}`,
            }),
          );
        }
        return data;
      });
    });
  }
}

module.exports = { PreloadStartChunksPlugin, startFiles };
