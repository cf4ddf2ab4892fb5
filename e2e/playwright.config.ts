import { defineConfig, devices } from '@playwright/test';
import { E2E_SHELL_PORT } from './support/ports.ts';

/** Debian's Chromium (apt-get install -y chromium); never a downloaded browser. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Suites that change what every page loads, or that must not share the machine or the feed while they measure. */
const PLATFORM_SUITES = [
  /release-[a-z-]+\.spec\.ts$/,
  /stale-chunks\.spec\.ts$/,
  /remote-(down|redeploy)\.spec\.ts$/,
  /serving\.spec\.ts$/,
  /first-paint-budget\.spec\.ts$/,
  /feed-live\.spec\.ts$/,
];

export default defineConfig({
  testDir: './tests',
  // One platform (servers, config.json) serves every suite. Members' journeys run two at a time (each signs up
  // its own members); the suites that rewrite config.json, serve or promote releases, stop a remote, measure
  // first paint or count live arrivals in the shared feed run after them, alone (the `platform` project).
  workers: 2,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  // `npm test` asks for a JSON report too, to count the tests in its closing line.
  reporter: process.env.DIVA_PLAYWRIGHT_JSON ? [['list'], ['json', { outputFile: process.env.DIVA_PLAYWRIGHT_JSON }]] : [['list']],
  globalSetup: './support/global-setup.ts',
  projects: [
    { name: 'members', testIgnore: PLATFORM_SUITES },
    { name: 'platform', testMatch: PLATFORM_SUITES, dependencies: ['members'], workers: 1 },
  ],
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
