import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runtimeConfigFile } from './system';

// Another build of a remote, served from its own address and reached by the running shell through
// one line of runtime config (scripts/start.mjs RUNTIME_CONFIG_FILE), as a deploy would: no shell
// build. Used by the journeys of remotes shipped alone (version-skew, remote-pages).

const repoRoot = path.resolve(__dirname, '../..');
const require_ = require;

/** Serves a remote's built folder on `port` as the system serves remotes. */
export async function serveRemote(dir: string, port: number) {
  const { serveApp } = require_(path.join(repoRoot, 'tooling/serve-app.js'));
  return serveApp({ dir, port }) as Promise<{ url: string; close: () => Promise<void> }>;
}

/** The one line of runtime config that points the shell at another build of a remote. */
export function deploy(container: string, manifestUrl: string) {
  writeFileSync(runtimeConfigFile, JSON.stringify({ remotes: { [container]: manifestUrl } }));
}

/** Forgets the deploy: the shell goes back to the system's own builds. */
export function undeploy() {
  rmSync(runtimeConfigFile, { force: true });
}

/**
 * A production build of the remote in `folder` (e.g. 'mfe-admin'), made by webpack as the system's
 * own, into a new temporary folder, with `env` added (e.g. DPOHUB_PAGES_MODULE: another module of
 * page declarations). Returns the folder of the build.
 */
export function buildRemote(folder: string, env: Record<string, string>): string {
  const dist = path.join(mkdtempSync(path.join(os.tmpdir(), `${folder}-build-`)), 'dist');
  execFileSync(
    process.execPath,
    [require_.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--output-path', dist],
    { cwd: path.join(repoRoot, folder), env: { ...process.env, ...env }, stdio: 'pipe' },
  );
  return dist;
}
