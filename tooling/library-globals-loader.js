'use strict';

/**
 * A webpack loader for a library that keeps its state in window globals (ALTCHA's `$altcha`
 * registry, Svelte's `__svelte` version list, single-spa's `singleSpaNavigate`): each
 * `globalThis.X`, `window.X` or `self.X` of the listed names becomes a property of one object
 * imported from ./library-scope.mjs, so the state lives in the bundle, shared by every module of
 * that build, and nothing is added to the page (platform m19: the embed leaves no mark on its
 * host, and a host's own ALTCHA or single-spa cannot meet ours).
 *
 * Options: `globals`, the names; `bare`, those of them the library also reads as a bare name
 * (`$altcha.algorithms.set(...)`). A file the rule names in which none of them appears fails
 * the build: a library update that moved its globals is looked at again instead of leaking them.
 */

const SCOPE_MODULE = require.resolve('./library-scope.mjs');

const escapeRegExp = (text) => text.replace(/[$()*+.?[\\\]^{|}]/g, '\\$&');

module.exports = function libraryGlobalsLoader(source) {
  const { globals, bare = [] } = this.getOptions();
  let found = false;
  let scoped = source;
  const scope = (pattern, name) => {
    scoped = scoped.replace(pattern, () => {
      found = true;
      return `__dpohubLibraryScope.${name}`;
    });
  };
  for (const name of globals) {
    const escaped = escapeRegExp(name);
    scope(new RegExp(`\\b(?:globalThis|window|self)\\.${escaped}(?![\\w$])`, 'g'), name);
    // A bare name: not a property, not part of a longer name or of a string.
    if (bare.includes(name)) scope(new RegExp(`(?<![\\w$.'"\`])${escaped}(?![\\w$])`, 'g'), name);
  }
  if (!found) {
    this.emitError(
      new Error(`library-globals-loader: none of ${globals.join(', ')} in ${this.resourcePath}`),
    );
    return source;
  }
  return `import __dpohubLibraryScope from ${JSON.stringify(SCOPE_MODULE)};\n${scoped}`;
};
