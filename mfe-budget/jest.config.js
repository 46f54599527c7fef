'use strict';

const { createJestConfig } = require('@dpohub/tooling/jest');

module.exports = createJestConfig({
  displayName: 'mfe-budget',
  rootDir: __dirname,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/src/test/setup-tests.ts'],
});
