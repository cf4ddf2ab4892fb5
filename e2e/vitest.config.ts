import { defineConfig } from 'vitest/config';

// Unit tests of the scripts behind `npm test` and `npm run bench`; the Playwright suites are in tests/.
export default defineConfig({ test: { environment: 'node', include: ['unit/**/*.test.ts'] } });
