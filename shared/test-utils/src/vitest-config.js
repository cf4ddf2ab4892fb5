// Plain JavaScript: vitest loads config files with Node, which does not strip types from packages.
import { fileURLToPath } from 'node:url';

/** The vitest `test` block component packages share: jsdom, browser stubs, tests under test/ or src/. */
export const componentTestConfig = {
  environment: 'jsdom',
  setupFiles: [fileURLToPath(new URL('./setup.ts', import.meta.url))],
  include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
  // jsdom renders are slow on a loaded 2-core machine (turbo runs two suites at once).
  testTimeout: 20_000,
  css: { modules: { classNameStrategy: 'non-scoped' } },
};
