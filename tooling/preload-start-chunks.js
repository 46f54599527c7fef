'use strict';

const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartChunksPlugin';

/**
 * The files a host's entry loads as soon as it runs, before any of its code can ask for them:
 * the chunks of the entry module's own dynamic imports (the async boundary, `import('./bootstrap')`)
 * and of the shared modules the host provides that those chunks consume (React, ReactDOM, the
 * router, the contract). A shared module only a later chunk consumes (TanStack Query, for the
 * signed-in layout) loads with that chunk, as other chunks (pages, dialogs) do.
 * @param {import('webpack').Compilation} compilation
 * @param {string} entryName
 * @returns {string[]} file names as emitted (no source maps)
 */
function startFiles(compilation, entryName) {
  const entrypoint = compilation.entrypoints.get(entryName);
  if (!entrypoint) return [];
  const { chunkGraph } = compilation;
  const entryModules = new Set(
    entrypoint.chunks.flatMap((chunk) => [...chunkGraph.getChunkEntryModulesIterable(chunk)]),
  );
  const groups = entrypoint.getChildren();
  const startGroups = groups.filter((group) =>
    group.origins.some((origin) => origin.module && entryModules.has(origin.module)),
  );
  const consumedBy = (chunks) =>
    chunks.flatMap((chunk) =>
      [...chunkGraph.getChunkModulesIterable(chunk)]
        .filter((module) => module.constructor.name === 'ConsumeSharedModule')
        .map((module) => module.options.shareKey),
    );
  // ProvideSharedModule keeps its share key in `_name` (webpack's and Module Federation's alike).
  const providedKey = (group) =>
    group.origins
      .map((origin) => origin.module)
      .find((module) => module?.constructor.name === 'ProvideSharedModule')?._name;
  // What the start consumes, and what those shared modules consume in turn (react-dom/client
  // needs react-dom).
  const consumed = new Set(
    consumedBy([...entrypoint.chunks, ...startGroups.flatMap((g) => g.chunks)]),
  );
  const loaded = new Set(startGroups);
  for (let grew = true; grew;) {
    grew = false;
    for (const group of groups) {
      const key = providedKey(group);
      if (loaded.has(group) || key === undefined || !consumed.has(key)) continue;
      loaded.add(group);
      for (const next of consumedBy(group.chunks)) consumed.add(next);
      grew = true;
    }
  }
  const files = new Set();
  for (const group of loaded) {
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
