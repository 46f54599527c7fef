import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { LOCK_FILE_NAME } from './data-dir-lock';

// A fresh PGlite folder costs an initdb in WebAssembly (about 5 s on two cores). The build makes
// one prepared database folder, every migration applied and the reference data in
// (dist/pglite-template, `make-db-template`); a start on an empty DATA_DIR copies it (a few hundred
// milliseconds) instead, then finds the migrations and reference data done and adds the demo data.
// Without a template (running from the sources) PGlite creates the folder itself. The tests copy a
// database prepared the same way (src/test/test-databases.ts).

export const TEMPLATE_DIR_NAME = 'pglite-template';

/** dist/pglite-template beside the bundle, if the build made one. */
export function templateFolder(): string | null {
  const candidate = path.join(__dirname, TEMPLATE_DIR_NAME);
  return existsSync(path.join(candidate, 'PG_VERSION')) ? candidate : null;
}

/**
 * Fills an empty PGlite folder from the template; true when it did. The folder is locked first
 * (`lockDataDir`), so its lock file alone does not make it non-empty.
 */
export function copyTemplateInto(dataDir: string, template = templateFolder()): boolean {
  if (!template) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).some((name) => name !== LOCK_FILE_NAME)) {
    return false;
  }
  copyFolder(template, dataDir);
  return true;
}

// About 1,200 files: a plain walk copies them in a third of the time fs.cpSync takes.
function copyFolder(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyFolder(source, target);
    else copyFileSync(source, target);
  }
}
