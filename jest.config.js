'use strict';

// One root jest run over every package (each package keeps its own jest.config.js).
// JEST_PROJECTS=domain,api narrows the run.
const all = [
  'domain',
  'api',
  'shared-ui',
  'shell',
  'mfe-auth',
  'mfe-demands',
  'mfe-admin',
  'mfe-budget',
  'mfe-simulator',
];
const only = process.env.JEST_PROJECTS?.split(',').filter(Boolean);

module.exports = {
  projects: (only?.length ? only : all).map((name) => `<rootDir>/${name}`),
};
