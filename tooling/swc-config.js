'use strict';

/**
 * One swc configuration for every TypeScript/TSX source of the repo.
 * @param {{ module?: 'commonjs' | 'es6' }} [options]
 */
function swcConfig(options = {}) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true, decorators: false },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: options.module ?? 'commonjs' },
    sourceMaps: 'inline',
  };
}

module.exports = { swcConfig };
