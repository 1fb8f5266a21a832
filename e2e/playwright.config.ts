import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { besideServices } from './support/service-ports';

// Chosen once in the main process; workers inherit the environment, so they agree on the port.
process.env.E2E_PORT ??= String(besideServices(4100 + Math.floor(Math.random() * 800)));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// Where the suite's mail server writes what the store sends, for the workers to read (support/mailbox.ts).
process.env.E2E_MAIL_DIR ??= path.join(tmpdir(), `souq-e2e-mail-${process.env.E2E_PORT}-${process.pid}`);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // In CI a test that fails is run once more, and one that then passes is reported as flaky, by name and with
  // its first failure (scripts/ci-summary.mjs): a rare clash of two workers on two busy cores does not throw
  // away a whole run, and still shows. A test that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // CI asks for a machine-readable report too, to print one closing count for the whole run.
  reporter: process.env.CI_REPORT_DIR
    ? [['list'], ['json', { outputFile: `${process.env.CI_REPORT_DIR}/playwright.json` }]]
    : [['list']],
  // Generous waits: on some machines a fresh page faults its memory in slowly, and two
  // workers, their browsers and the store share two cores under a heavy load in CI. The
  // tests wait for what a shopper sees; how long the machine takes to show it is not what they check.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: browsers cannot be downloaded on these machines.
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
});
