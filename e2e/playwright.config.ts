import { defineConfig } from '@playwright/test';
import { E2E_PORTS, shellUrl } from './support/system';

// The whole system, started from production builds, driven in Debian's Chromium. Two workers,
// each with a system of its own (ports and data, support/system.ts) that globalSetup starts: a
// spec file runs on one worker, its tests in order; journeys of different files never share data.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  workers: 2,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    baseURL: shellUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  metadata: { ports: E2E_PORTS },
});
