'use strict';

const path = require('node:path');

/**
 * A remote's page declarations (issue 33): the module `src/pages.ts` it owns, read at build
 * time as plain data. Its one export is the remote's `RemotePages` (shared-ui's contract); what
 * is not JSON (nothing, by the contract's types) is dropped. A build may be made with another
 * module in its place (DPOHUB_PAGES_MODULE, webpack-preset.js), e.g. a team trying a new page.
 */
const PAGES_MODULE = 'src/pages.ts';

function pagesModuleOf(dir) {
  return path.join(dir, PAGES_MODULE);
}

/** The declarations of the module `file`, as the JSON the build publishes. */
function readPageDeclarations(file) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const exported = Object.values(tsxRequire(file, __filename));
  if (exported.length !== 1) {
    throw new Error(`${file}: a pages module exports one RemotePages, found ${exported.length}`);
  }
  return JSON.parse(JSON.stringify(exported[0]));
}

module.exports = { PAGES_MODULE, pagesModuleOf, readPageDeclarations };
