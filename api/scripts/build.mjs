// Builds the API's bundles into dist/: server.js (the entry: configuration and the embedded
// database's start), api.js (the server itself, loaded by server.js once PGlite is opening on its
// thread), pglite-worker.js (that thread) and make-db-template.js (run by the build to make the
// pre-initialised database folder). The entry is small so the worker starts before Node has read
// the rest.
//
// It also writes dist/prepare-fingerprint: a hash of the server's bundle and the migrations. A
// database this build has prepared records it, and the next start by the same build skips the
// migration check and the reference and demo data (src/db/prepare-database.ts).
//
// npm packages stay outside the bundles and are loaded from node_modules at run time, except the
// pure-JavaScript ones the domain rules use: the domain itself (from its TypeScript source) with
// date-fns, valibot, big.js and TypeBox (the wire schemas) are bundled as ES modules, so only the
// functions the API calls are in server.js. Loaded whole, they were about 400 files and a tenth
// of the start. package.json says which is which: `dependencies` are the packages the bundles
// load at run time, `devDependencies` those the build inlines (and the tools).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLED = new Set([
  '@dpohub/domain',
  'date-fns',
  'valibot',
  'big.js',
  'typebox',
]);

/** The package a bare import names: `date-fns/locale` → `date-fns`, `@a/b/c` → `@a/b`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { external: true };
      return BUNDLED.has(packageOf(args.path)) ? undefined : { external: true };
    });
  },
};

// main.ts loads the server with `import('./server')`; in the build that is dist/api.js.
const serverBesideEntry = {
  name: 'server-beside-entry',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/server$/ }, (args) =>
      args.importer === path.join(root, 'src', 'main.ts')
        ? { path: './api.js', external: true }
        : undefined,
    );
  },
};

const entries = {
  server: 'src/main.ts',
  api: 'src/server.ts',
  'pglite-worker': 'src/db/pglite-worker.ts',
  'make-db-template': 'src/db/make-db-template.ts',
};

await build({
  absWorkingDir: root,
  entryPoints: entries,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  conditions: ['source'],
  mainFields: ['module', 'main'],
  plugins: [serverBesideEntry, externalPackages],
  // import() as require(): Node would load dist/api.js through its ES module loader, which scans
  // a CommonJS file for its exports first (about 180 ms for the server).
  supported: { 'dynamic-import': false },
  logLevel: 'warning',
});

const fingerprint = createHash('sha256');
fingerprint.update(readFileSync(path.join(root, 'dist', 'api.js')));
const migrations = path.join(root, 'drizzle');
for (const file of readdirSync(migrations, { recursive: true }).map(String).sort()) {
  if (!/\.(sql|json)$/.test(file)) continue;
  fingerprint.update(file);
  fingerprint.update(readFileSync(path.join(migrations, file)));
}
writeFileSync(path.join(root, 'dist', 'prepare-fingerprint'), `${fingerprint.digest('hex')}\n`);
