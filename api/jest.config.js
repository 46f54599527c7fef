'use strict';

const { createJestConfig } = require('@dpohub/tooling/jest');

// API tests run against a real database: in-memory PGlite by default, or the PostgreSQL
// server named by TEST_DATABASE_URL (each test file gets its own database there).
const config = createJestConfig({
  displayName: 'api',
  rootDir: __dirname,
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-timeout.ts'],
});
// One prepared database per run, copied for each test file (src/test/test-databases.ts).
config.globalSetup = '<rootDir>/src/test/global-setup.ts';
config.globalTeardown = '<rootDir>/src/test/global-teardown.ts';

// Jest's module sandbox cannot run what Node 20 runs natively: PGlite's CommonJS build loads
// built-ins with import() (needs --experimental-vm-modules), and otplib's CommonJS build
// requires its base32 and hashing packages, which are ES modules only (Node 20.19 requires them
// natively).
// swc rewrites them to plain CommonJS.
const ESM_PACKAGES = ['@electric-sql/pglite', '@scure/base', '@noble/hashes', '@otplib'];
module.exports = {
  ...config,
  transform: {
    [`/node_modules/(${ESM_PACKAGES.join('|')})/.+\\.c?js$`]: [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    ...config.transform,
  },
  transformIgnorePatterns: [`/node_modules/(?!(@dpohub|${ESM_PACKAGES.join('|')})/)`],
};
