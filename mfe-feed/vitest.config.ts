import { componentTestConfig } from '@diva/test-utils/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    ...componentTestConfig,
    // Integration tests start a local-supabase each (migrations take a few seconds on PGlite).
    hookTimeout: 60_000,
    testTimeout: 20_000,
  },
});
