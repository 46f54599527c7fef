'use strict';

const { createJestConfig } = require('@dpohub/tooling/jest');

module.exports = createJestConfig({ displayName: 'domain', rootDir: __dirname });
