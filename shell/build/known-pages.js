'use strict';

const path = require('node:path');
const { pagesModuleOf, readPageDeclarations } = require('@dpohub/tooling/page-declarations');

const repoRoot = path.resolve(__dirname, '../..');
/** The file the shell reads when a remote's manifest cannot be (shell/src/pages/load-pages.ts). */
const KNOWN_PAGES_FILE = 'known-pages.json';

/**
 * Every remote's page declarations as this build knows them, by route-table key: read from each
 * remote's own src/pages.ts (the remotes of shell/src/remotes/remote-names.ts, whose folder is
 * the container name with a dash), never written by hand.
 */
function knownPages() {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const { REMOTES } = tsxRequire('../src/remotes/remote-names.ts', __filename);
  return Object.fromEntries(
    Object.entries(REMOTES).map(([key, container]) => [
      key,
      readPageDeclarations(pagesModuleOf(path.join(repoRoot, container.replace('_', '-')))),
    ]),
  );
}

/** Webpack plugin: the shell build emits the known copy next to index.html. */
class EmitKnownPagesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitKnownPagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitKnownPagesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            KNOWN_PAGES_FILE,
            new sources.RawSource(JSON.stringify(knownPages())),
          );
        },
      );
    });
  }
}

module.exports = { EmitKnownPagesPlugin, KNOWN_PAGES_FILE, knownPages };
