import os from 'node:os';
import path from 'node:path';

/**
 * Ports of the system under test: apart from the development defaults so both can run at once
 * (E2E_PORT_BASE moves the whole set, e.g. for two runs on one machine).
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4000);
export const E2E_PORTS = {
  shell: base,
  auth: base + 1,
  demands: base + 2,
  budget: base + 3,
  assessments: base + 4,
  simulator: base + 5,
  admin: base + 6,
  api: base + 100,
  marketing: base + 200,
} as const;

export const shellUrl = `http://127.0.0.1:${E2E_PORTS.shell}`;
export const apiUrl = `http://127.0.0.1:${E2E_PORTS.api}`;

/** Data folder of the system under test (fresh embedded database and outbox for each run). */
export const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `dpohub-e2e-data-${base}`);
export const outboxDir = path.join(dataDir, 'outbox');
/** Lines of runtime config that replace the generated ones (scripts/start.mjs RUNTIME_CONFIG_FILE). */
export const runtimeConfigFile = path.join(dataDir, 'runtime-config.json');
export const pidFile = path.join(os.tmpdir(), `dpohub-e2e-${base}.pid`);

export function systemEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SKIP_BUILD: '1',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT_SHELL: String(E2E_PORTS.shell),
    PORT_AUTH: String(E2E_PORTS.auth),
    PORT_DEMANDS: String(E2E_PORTS.demands),
    PORT_BUDGET: String(E2E_PORTS.budget),
    PORT_ASSESSMENTS: String(E2E_PORTS.assessments),
    PORT_SIMULATOR: String(E2E_PORTS.simulator),
    PORT_ADMIN: String(E2E_PORTS.admin),
    PORT_API: String(E2E_PORTS.api),
    PORT_MARKETING: String(E2E_PORTS.marketing),
    // Links in the e-mails open the shell of this run.
    PUBLIC_PORTAL_URL: shellUrl,
    LOG_LEVEL: 'warn',
    // Each notice at once: the journeys read one e-mail per step (the API suite tests grouping).
    NOTIFICATION_GROUP_SECONDS: '0',
    RUNTIME_CONFIG_FILE: runtimeConfigFile,
  };
}
