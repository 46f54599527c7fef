import { cpSync, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

// A fresh PGlite folder costs an initdb in WebAssembly (about 5 s on two cores). The build makes
// one database folder with every migration applied (dist/pglite-template, `make-db-template`);
// a start on an empty DATA_DIR copies it (a few hundred milliseconds) instead, then migrates and
// seeds as usual. Without a template (running from the sources) PGlite creates the folder itself.

export const TEMPLATE_DIR_NAME = 'pglite-template';

/** dist/pglite-template beside the bundle, if the build made one. */
export function templateFolder(): string | null {
  const candidate = path.join(__dirname, TEMPLATE_DIR_NAME);
  return existsSync(path.join(candidate, 'PG_VERSION')) ? candidate : null;
}

/** Fills an empty PGlite folder from the template; true when it did. */
export function copyTemplateInto(dataDir: string, template = templateFolder()): boolean {
  if (!template) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}
