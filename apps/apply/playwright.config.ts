import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

/** The sandbox's port for browser tests; E2E_PORT overrides (never the dev sandbox's 4010). */
const port = Number(process.env.E2E_PORT ?? 4311);
/** A fresh database for every run (DATA_DIR), so journeys start from the seed. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'leasekit-e2e-'));
/**
 * The app is built into its own folder per run (APP_DIST), so a concurrent build of apps/apply/dist
 * (npm start, another run) never swaps the chunks under a running test.
 */
const distDir = mkdtempSync(join(tmpdir(), 'leasekit-e2e-dist-'));
/**
 * The sandbox's stdout (its request log lines) goes to this file, so a journey can assert what the
 * sandbox logged (no personal data in log lines). Set once in the runner and inherited by the
 * workers through the environment; E2E_SANDBOX_LOG overrides.
 */
const sandboxLog = (process.env.E2E_SANDBOX_LOG ??= join(
  mkdtempSync(join(tmpdir(), 'leasekit-e2e-log-')),
  'sandbox.log',
));

export default defineConfig({
  testDir: './e2e',
  // The machine has 2 cores shared by the sandbox and the browser.
  workers: 1,
  fullyParallel: false,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's chromium: browsers cannot be downloaded here (docs/toolchain.md).
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
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
  webServer: {
    // Build the app as shipped (React's production build, not the development build NODE_ENV=test
    // would give), then serve it through the sandbox on one origin (NODE_ENV=test keeps test tools on).
    command: `NODE_ENV=production npx vite build --logLevel error --outDir ${distDir} --emptyOutDir && npx tsx --conditions=@leasekit/source ../sandbox/src/server.ts > ${sandboxLog}`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/keep-alive`,
    // The journeys fill their applicants with the sandbox's Fill scenarios, which share one phone number
    // and e-mail address a scenario: a run sends them far more than the 5 PINs and links an hour that one
    // destination takes by default (README 'What is rate-limited').
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_DIST: distDir,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      SENDS_PER_DESTINATION: '1000',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
