import os from 'node:os';
import path from 'node:path';

/**
 * The systems under test: one per Playwright worker (global-setup.ts starts them), each on its
 * own ports and with its own data, so journeys on different workers never meet. Worker 0's system
 * starts at E2E_PORT_BASE, apart from the development defaults so both can run at once; each
 * further worker's is WORKER_PORT_STEP ports higher.
 */
const firstBase = Number(process.env.E2E_PORT_BASE ?? 4000);
const WORKER_PORT_STEP = 10;

/** Ports, addresses and data of worker `index`'s system. */
export function systemOf(index: number) {
  const base = firstBase + index * WORKER_PORT_STEP;
  const ports = {
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
  const shellUrl = `http://127.0.0.1:${ports.shell}`;
  /** Data folder of the system (fresh embedded database and outbox for each run). */
  const dataDir = process.env.E2E_DATA_DIR
    ? path.join(process.env.E2E_DATA_DIR, `worker-${index}`)
    : path.join(os.tmpdir(), `dpohub-e2e-data-${base}`);
  return {
    ports,
    shellUrl,
    apiUrl: `http://127.0.0.1:${ports.api}`,
    dataDir,
    outboxDir: path.join(dataDir, 'outbox'),
    /** Lines of runtime config that replace the generated ones (scripts/start.mjs RUNTIME_CONFIG_FILE). */
    runtimeConfigFile: path.join(dataDir, 'runtime-config.json'),
    pidFile: path.join(os.tmpdir(), `dpohub-e2e-${base}.pid`),
    /** The environment of `scripts/start.mjs` for this system. */
    env(): NodeJS.ProcessEnv {
      return {
        ...process.env,
        SKIP_BUILD: '1',
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT_SHELL: String(ports.shell),
        PORT_AUTH: String(ports.auth),
        PORT_DEMANDS: String(ports.demands),
        PORT_BUDGET: String(ports.budget),
        PORT_ASSESSMENTS: String(ports.assessments),
        PORT_SIMULATOR: String(ports.simulator),
        PORT_ADMIN: String(ports.admin),
        PORT_API: String(ports.api),
        PORT_MARKETING: String(ports.marketing),
        // Links in the e-mails open the shell of this system.
        PUBLIC_PORTAL_URL: shellUrl,
        LOG_LEVEL: 'warn',
        // Each notice at once: the journeys read one e-mail per step (the API suite tests grouping).
        NOTIFICATION_GROUP_SECONDS: '0',
        RUNTIME_CONFIG_FILE: path.join(dataDir, 'runtime-config.json'),
      };
    },
  };
}

/**
 * The system of the worker this code runs in (Playwright's TEST_PARALLEL_INDEX; 0 in the runner
 * itself). Journeys read its addresses from here.
 */
const own = systemOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const E2E_PORTS = own.ports;
export const { shellUrl, apiUrl, dataDir, outboxDir, runtimeConfigFile } = own;
