// Plain JavaScript: vitest loads config files with Node, which does not strip types from packages.
import { fileURLToPath } from 'node:url';

/** The vitest `test` block component packages share: jsdom, browser stubs, tests under test/ or src/. */
export const componentTestConfig = {
  environment: 'jsdom',
  setupFiles: [fileURLToPath(new URL('./setup.ts', import.meta.url))],
  include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
  css: { modules: { classNameStrategy: 'non-scoped' } },
};
