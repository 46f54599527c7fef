'use strict';

const fs = require('node:fs');
const path = require('node:path');

const repoRoot = path.resolve(__dirname, '..');

/**
 * The ONE list of Module Federation shared singletons, used by the shell and every remote
 * (ARCHITECTURE "Composition at run time", docs/decisions.md "What is shared"). Only what must be
 * ONE instance on a page: React, its renderer, the router, the shell contract's React
 * context, and TanStack Query, whose React context carries the session's one cache of server
 * data (the shell's client, made with the signed-in layout: the library loads once per session,
 * with the layout, and never on the sign-in page). The remotes also share the form stack on
 * demand (ON_DEMAND_LIBRARIES, below). Everything else (domain rules, widgets, date libraries, the
 * http client) each build bundles tree-shaken and loads with the screen that uses it: a shared
 * module is never tree-shaken, and a shared pure library buys nothing but version skew.
 * Subpaths are matched separately by the MF runtime, so react-dom/client and react/jsx-runtime
 * are listed on their own: without them a remote would bundle a second React renderer.
 */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  'react-router-dom',
  '@dpohub/shared-ui/contract',
  '@tanstack/react-query',
];

/**
 * React Router is shared through a module that re-exports its declarative API only
 * (tooling/shared/react-router.mjs): whichever of the two package names code imports, it gets
 * that one module, under one share key.
 */
const ROUTER_MODULE = path.join(__dirname, 'shared/react-router.mjs');
const ROUTER_REQUESTS = new Set(['react-router', 'react-router-dom']);

/**
 * The form stack, shared ON DEMAND by the remotes (issue 34 bound 2: each library downloaded once
 * per session; docs/decisions.md "The form stack once per session"). Every remote's container
 * provides its copy and none loads it at start (not eager): the first form a session opens loads
 * its build's copy, and every area after it uses that one. Singletons of the one installed version,
 * strict as React is. A shared module is never tree-shaken, so each ships whole: Formik (with the
 * lodash-es functions it imports) and big.js (the exact decimals of money and of the fine, 3 KB
 * where decimal.js was 12.8 KB), measured in the decision. The form schemas' library, valibot, is
 * not shared: whole it is 14.5 KB, and each area bundles the 1-2 KB of it that its schemas use.
 * The shell uses none of them and does not list them, so /login and /home carry no share entry
 * for them.
 */
const ON_DEMAND_LIBRARIES = ['formik', 'big.js'];

const CONTRACT_REQUEST = '@dpohub/shared-ui/contract';
const CONTRACT_VERSION_FILE = path.join(repoRoot, 'shared-ui/src/contract/contract-version.ts');

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

/** SHELL_CONTRACT_VERSION as written in shared-ui's contract-version.ts. */
function contractVersion(file = CONTRACT_VERSION_FILE) {
  const match = /SHELL_CONTRACT_VERSION\s*=\s*'(\d+\.\d+\.\d+)'/.exec(
    fs.readFileSync(file, 'utf8'),
  );
  if (!match) throw new Error(`SHELL_CONTRACT_VERSION not found in ${file}`);
  return match[1];
}

/**
 * The `shared` option of ModuleFederationPlugin. Every entry is a singleton with the installed
 * version and a real range (`^version`), and libraries are strict: a build that needs a version
 * the page cannot give fails to load (contained by the shell) instead of silently running
 * another copy. The contract module is not strict: any copy of the same major carries the same
 * context, and the shell itself compares the contract version each remote was built with
 * (shell/src/remotes/load-remote-app.ts), so a mismatch gets its own message.
 * `import` is the module itself, so whichever container loads first (normally the shell, with
 * `shareStrategy: 'loaded-first'`) provides it, and a remote running alone has its own fallback.
 */
function createSharedConfig({ onDemand = false } = {}) {
  const shared = {};
  for (const request of SHARED_SINGLETONS) {
    if (request === CONTRACT_REQUEST) {
      const version = contractVersion();
      shared[request] = {
        singleton: true,
        import: request,
        version,
        requiredVersion: `^${version.split('.')[0]}.0.0`,
        strictVersion: false,
      };
      continue;
    }
    const version = installedVersion(packageNameOf(request));
    const router = ROUTER_REQUESTS.has(request);
    shared[request] = {
      singleton: true,
      import: router ? ROUTER_MODULE : request,
      ...(router ? { shareKey: 'react-router' } : {}),
      version,
      requiredVersion: `^${version}`,
      strictVersion: true,
    };
  }
  if (!onDemand) return shared;
  for (const request of ON_DEMAND_LIBRARIES) {
    const version = installedVersion(request);
    shared[request] = {
      singleton: true,
      eager: false,
      import: request,
      version,
      requiredVersion: `^${version}`,
      strictVersion: true,
    };
  }
  return shared;
}

module.exports = {
  SHARED_SINGLETONS,
  ON_DEMAND_LIBRARIES,
  ROUTER_MODULE,
  createSharedConfig,
  contractVersion,
  installedVersion,
  packageNameOf,
};
