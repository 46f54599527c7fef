/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { SHELL_CONTRACT_VERSION } from '@dpohub/shared-ui';

// The one list of Module Federation shared modules (tooling/mf-shared.js) and the router module
// every build shares (tooling/shared/react-router.mjs).
const repoRoot = path.resolve(__dirname, '../../..');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const mfShared = require(path.join(repoRoot, 'tooling/mf-shared.js'));

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Names imported (as values) from react-router or react-router-dom by every UI package. */
function routerImports(): Map<string, string> {
  const packages = fs
    .readdirSync(repoRoot)
    .filter((name) => name === 'shell' || name === 'shared-ui' || name.startsWith('mfe-'));
  const names = new Map<string, string>();
  for (const file of packages.flatMap((name) => sourceFiles(path.join(repoRoot, name, 'src')))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g,
    )) {
      if (match[1]) continue;
      for (const part of match[2]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim();
        if (name && !name.startsWith('type ')) names.set(name, path.relative(repoRoot, file));
      }
    }
  }
  return names;
}

describe('shared modules', () => {
  it('share only React, its renderer, the router, the shell contract and the data cache, each with a real range', () => {
    const shared = mfShared.createSharedConfig();
    expect(Object.keys(shared).sort()).toEqual(
      [
        '@dpohub/shared-ui/contract',
        '@tanstack/react-query',
        'react',
        'react-dom',
        'react-dom/client',
        'react-router',
        'react-router-dom',
        'react/jsx-runtime',
      ].sort(),
    );
    for (const [name, entry] of Object.entries<Record<string, unknown>>(shared)) {
      expect({ name, singleton: entry.singleton }).toEqual({ name, singleton: true });
      expect(entry.requiredVersion).toMatch(/^\^\d+\.\d+\.\d+$/);
    }
    expect(shared.react.strictVersion).toBe(true);
    expect(shared['@tanstack/react-query'].strictVersion).toBe(true);
  });

  it('share the form stack on demand from the remotes only: never eager, one strict version', () => {
    const remote = mfShared.createSharedConfig({ onDemand: true });
    const shell = mfShared.createSharedConfig();
    expect(mfShared.ON_DEMAND_LIBRARIES).toEqual(['formik', 'big.js']);
    for (const name of mfShared.ON_DEMAND_LIBRARIES as string[]) {
      expect(shell[name]).toBeUndefined();
      expect({ name, ...remote[name] }).toEqual({
        name,
        singleton: true,
        eager: false,
        import: name,
        version: mfShared.installedVersion(name),
        requiredVersion: `^${mfShared.installedVersion(name)}`,
        strictVersion: true,
      });
    }
    // Everything the shell shares, a remote shares alike.
    for (const [name, entry] of Object.entries(shell)) expect(remote[name]).toEqual(entry);
  });

  it('give the contract module the version of the contract, not of the package', () => {
    const shared = mfShared.createSharedConfig();
    expect(shared['@dpohub/shared-ui/contract'].version).toBe(SHELL_CONTRACT_VERSION);
    expect(shared['@dpohub/shared-ui/contract'].requiredVersion).toBe(
      `^${SHELL_CONTRACT_VERSION.split('.')[0]}.0.0`,
    );
  });

  it('give both router package names the one router module', () => {
    const shared = mfShared.createSharedConfig();
    for (const name of ['react-router', 'react-router-dom']) {
      expect(shared[name]).toMatchObject({
        import: mfShared.ROUTER_MODULE,
        shareKey: 'react-router',
      });
    }
  });

  it('export from the shared router module every router name the code imports', () => {
    const module = fs.readFileSync(mfShared.ROUTER_MODULE, 'utf8');
    const exported = new Set([...module.matchAll(/^\s+(\w+),$/gm)].map((match) => match[1]));
    const missing = [...routerImports()]
      .filter(([name]) => !exported.has(name))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
