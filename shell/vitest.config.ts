import { componentTestConfig } from '@diva/test-utils/vitest-config';
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: componentTestConfig });
