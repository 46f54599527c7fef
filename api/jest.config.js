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

// The system tests: property fuzzing of every write route, crashed and restarted processes, the
// embedded database's own machinery, lists at 10 000 rows and more. `npm test` runs them on both
// databases; `npm run test:fast` (API_TESTS=fast) runs every other API test (the routes, on the
// embedded database). A test that takes more than a few seconds belongs here.
const SYSTEM_TESTS = [
  '/src/security/(write-fuzz|client-request-fuzz|crash|security-runtime|access-matrix)\\.test\\.ts$',
  '/src/db/(embedded-database|migrate-when-behind|pglite-maintenance)\\.test\\.ts$',
  '/src/http/bounded-lists\\.test\\.ts$',
  '/src/assessments/assessment-list-scale\\.test\\.ts$',
];
if (process.env.API_TESTS === 'fast')
  config.testPathIgnorePatterns = ['/node_modules/', ...SYSTEM_TESTS];

// The tests of the embedded database itself (its worker, its folder lock, a crashed process on
// its folder, migrations at an embedded start): they open PGlite whatever the run, so the run on
// PostgreSQL (TEST_DATABASE_URL) would only repeat them.
const EMBEDDED_ONLY = [
  '/src/security/(crash|security-runtime)\\.test\\.ts$',
  '/src/db/(embedded-database|migrate-when-behind)\\.test\\.ts$',
];
if (process.env.TEST_DATABASE_URL) {
  config.testPathIgnorePatterns = [
    ...(config.testPathIgnorePatterns ?? ['/node_modules/']),
    ...EMBEDDED_ONLY,
  ];
}

// Jest's module sandbox cannot run what Node 20 runs natively: PGlite's CommonJS build loads
// built-ins with import() (needs --experimental-vm-modules), and otplib's CommonJS build
// requires its base32 and hashing packages, which are ES modules only (Node 20.19 requires them
// natively). TypeBox, which writes the wire schemas, ships ES modules only.
// swc rewrites them to plain CommonJS.
const ESM_PACKAGES = ['@electric-sql/pglite', '@scure/base', '@noble/hashes', '@otplib', 'typebox'];
module.exports = {
  ...config,
  transform: {
    [`/node_modules/(${ESM_PACKAGES.join('|')})/.+\\.[cm]?js$`]: [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
    ...config.transform,
  },
  transformIgnorePatterns: [`/node_modules/(?!(@dpohub|${ESM_PACKAGES.join('|')})/)`],
};
