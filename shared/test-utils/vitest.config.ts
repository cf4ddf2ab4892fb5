import { defineConfig } from 'vitest/config';
import { componentTestConfig } from './src/vitest-config.js';

export default defineConfig({ test: componentTestConfig });
