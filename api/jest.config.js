'use strict';

const { createJestConfig } = require('@dpohub/tooling/jest');

// API tests run against a real database: in-memory PGlite by default, or the PostgreSQL
// server named by TEST_DATABASE_URL (each test file gets its own schema there).
module.exports = createJestConfig({ displayName: 'api', rootDir: __dirname, testTimeout: 30000 });
