'use strict';

const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/**
 * The ONE list of Module Federation shared singletons, used by the shell and every remote
 * (ARCHITECTURE "Composition at run time"). Subpaths are matched separately by the MF runtime,
 * so react-dom/client and react/jsx-runtime are listed on their own: without them a remote
 * would bundle a second React renderer.
 */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  'zustand',
  'axios',
  'formik',
  'yup',
  '@dpohub/shared-ui',
  '@dpohub/domain',
];

/** 'react-dom/client' -> 'react-dom'; '@dpohub/domain' -> '@dpohub/domain'. */
function packageNameOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * Version installed in the workspace (hoisted node_modules). Read from disk rather than
 * `require('<pkg>/package.json')`, which some packages' `exports` maps forbid.
 */
function installedVersion(packageName) {
  const file = path.join(repoRoot, 'node_modules', packageName, 'package.json');
  if (!fs.existsSync(file)) {
    throw new Error(`Shared singleton ${packageName} is not installed (${file} missing).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * The `shared` option of ModuleFederationPlugin. `import` is the module itself, so whichever
 * container loads first (normally the shell, with `shareStrategy: 'loaded-first'`) provides it,
 * and a remote running alone still has its own fallback.
 */
function createSharedConfig() {
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    const version = installedVersion(packageNameOf(request));
    shared[request] = {
      singleton: true,
      import: request,
      version,
      requiredVersion: `^${version}`,
    };
  }
  return shared;
}

module.exports = { SHARED_SINGLETONS, createSharedConfig, installedVersion, packageNameOf };
