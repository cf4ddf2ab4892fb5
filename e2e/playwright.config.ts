import { defineConfig, devices } from '@playwright/test';
import { E2E_SHELL_PORT } from './support/ports.ts';

/** Debian's Chromium (apt-get install -y chromium); never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  // One platform (servers and config.json) is shared: run the suites one after another. Two workers were
  // measured on the 2-core CI machine: every test took twice as long (the browser, the servers and PGlite are
  // CPU-bound), so nothing was gained.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  // `npm test` asks for a JSON report too, to count the tests in its closing line.
  reporter: process.env.DIVA_PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.DIVA_PLAYWRIGHT_JSON }]] : [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://localhost:${E2E_SHELL_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
