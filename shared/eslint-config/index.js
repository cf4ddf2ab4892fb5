// The flat config every workspace uses. `tsc` type-checks; the only type-aware rules are the promise rules, for
// which the typescript-eslint parser builds each workspace's program with TypeScript 5 (the project type-checks
// with TypeScript 7, which has no such API).
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./use-typescript-5.cjs');

const { default: js } = await import('@eslint/js');
const { default: reactHooks } = await import('eslint-plugin-react-hooks');
const { default: globals } = await import('globals');
const { default: tseslint } = await import('typescript-eslint');
const { default: diva } = await import('./plugin.js');

/** The apps' sources; shared packages (core owns the client, the dev harness) are not held to the app shape. */
const APP_SOURCES = ['shell/src/**', 'mfe-*/src/**'];

const restrictImports = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Apps reach Mantine, the router, zod and supabase-js through the shared singletons, and never another app. */
const APP_PATTERNS = [
  { group: ['@mantine/*'], message: 'Import Mantine through @diva/ui so every app uses the one shared copy.' },
  { group: ['react-router', 'react-router-dom'], message: 'Import routing from @diva/router: it is the shared singleton with one router context.' },
  { group: ['zod', 'zod/*'], message: "Validate with `z` from @diva/core: every app uses the shell's one shared copy of zod's engine (add a validator to shared/core/src/validation/zod-kit.ts)." },
  { group: ['@supabase/supabase-js'], message: 'Use getSupabase() from @diva/core: it owns the one client.' },
  { group: ['shell', 'shell/*', 'mfe-*', '../../mfe-*', '../../shell/*'], message: 'Apps import shared/* packages, never another app.' },
];

/** Shared packages serve the apps: none of them imports an app. */
const SHARED_PATTERNS = [
  { group: ['shell', 'shell/*', 'mfe-*', 'mfe-*/*', '../../mfe-*', '../../shell/*', '../../../mfe-*', '../../../shell/*'], message: 'shared/* packages never import an app: move what both need into a shared package.' },
];

/** The contracts are the bottom layer every app and package agrees on: they import no other @diva package. */
const CONTRACTS_PATTERNS = [
  ...SHARED_PATTERNS,
  { group: ['@diva/*', '../../core/*', '../../ui/*'], message: '@diva/contracts is the bottom layer: it imports no other @diva package.' },
];

/** Type-aware rules for promises: a forgotten await or a promise handed to an event handler loses errors. */
const PROMISE_RULES = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
};

export function divaConfig({ ignores = [], typeAware = true } = {}) {
  return tseslint.config(
    { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', ...ignores] },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
      plugins: { diva },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
        'no-console': ['warn', { allow: ['warn', 'error', 'info'] }],
        eqeqeq: ['error', 'smart'],
      },
    },
    // Type information for the promise rules, from each workspace's own tsconfig (TypeScript 5's service).
    ...(typeAware
      ? [{ files: ['**/*.tsx', '**/*.ts'], ignores: ['**/*.d.ts', '**/*.config.ts'], languageOptions: { parserOptions: { projectService: true } }, rules: PROMISE_RULES }]
      : []),
    {
      files: ['**/*.tsx', '**/*.ts'],
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
    },
    { files: ['shared/*/src/**'], rules: restrictImports(...SHARED_PATTERNS) },
    { files: ['shared/contracts/src/**'], rules: restrictImports(...CONTRACTS_PATTERNS) },
    { files: [...APP_SOURCES, 'shared/dev-harness/src/**'], rules: restrictImports(...APP_PATTERNS) },
    // The app shape: imports point down the layers, features do not import each other, links to other areas
    // use the path builders, and the database is reached only from api/ folders.
    {
      files: APP_SOURCES,
      rules: { 'diva/layer-imports': 'error', 'diva/no-cross-feature-imports': 'error', 'diva/area-paths': 'error' },
    },
    { files: APP_SOURCES, ignores: ['**/api/**'], rules: { 'diva/supabase-in-api-only': 'error' } },
    { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
    { files: ['**/scripts/**', '**/bin/**', '**/bench/**', '**/*.config.*', 'e2e/**'], rules: { 'no-console': 'off' } },
  );
}
