'use strict';

const path = require('node:path');

/**
 * A remote's page declarations (issue 33): the module `src/pages.ts` it owns, read at build
 * time as plain data. Its default export is a function that returns the remote's `RemotePages`
 * (shared-ui's contract); its `pages` export (the paths) is all the remote's own code imports,
 * so the titles, rules, menu, cards and quick actions stay out of the remote's bundle. A build may be made with another
 * module in its place (DPOHUB_PAGES_MODULE, webpack-preset.js), e.g. a team trying a new page.
 */
const PAGES_MODULE = 'src/pages.ts';

function pagesModuleOf(dir) {
  return path.join(dir, PAGES_MODULE);
}

/** The declarations of the module `file`, as the JSON the build publishes. */
function readPageDeclarations(file) {
  const { require: tsxRequire } = require('tsx/cjs/api');
  const declarations = tsxRequire(file, __filename).default?.();
  if (!declarations?.pages) throw new Error(`${file}: its default export returns no RemotePages`);
  return JSON.parse(JSON.stringify(declarations));
}

module.exports = { PAGES_MODULE, pagesModuleOf, readPageDeclarations };
