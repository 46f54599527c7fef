'use strict';

const path = require('node:path');
const { swcConfig } = require('./swc-config');

const repoRoot = path.resolve(__dirname, '..');

/**
 * Jest project configuration shared by every package.
 * Workspace libraries resolve to their TypeScript sources, so tests never need a prior build.
 * @param {{ displayName: string, rootDir: string, testEnvironment?: 'node' | 'jsdom', setupFilesAfterEnv?: string[] }} options
 */
function createJestConfig(options) {
  return {
    displayName: options.displayName,
    rootDir: options.rootDir,
    testEnvironment: options.testEnvironment ?? 'node',
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    transform: { '^.+\\.(t|j)sx?$|\\.mjs$': ['@swc/jest', swcConfig()] },
    // TypeBox (the wire schemas) ships ES modules only.
    transformIgnorePatterns: ['/node_modules/(?!(@dpohub|typebox)/)'],
    moduleNameMapper: {
      '^@dpohub/domain$': path.join(repoRoot, 'domain/src/index.ts'),
      '^@dpohub/domain/wire$': path.join(repoRoot, 'domain/src/wire/index.ts'),
      '^@dpohub/shared-ui$': path.join(repoRoot, 'shared-ui/src/index.ts'),
      '^@dpohub/shared-ui/contract$': path.join(repoRoot, 'shared-ui/src/contract/index.ts'),
      '^@dpohub/shared-ui/testing$': path.join(repoRoot, 'shared-ui/src/testing/index.ts'),
      '\\.(css)$': require.resolve('./style-mock.js'),
    },
    setupFilesAfterEnv: [
      require.resolve('./jest-timeout.js'),
      ...(options.setupFilesAfterEnv ?? []),
    ],
  };
}

module.exports = { createJestConfig, repoRoot };
