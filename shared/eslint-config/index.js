// The flat config every workspace uses. Rules are syntactic only (no type information): `tsc` type-checks,
// and the typescript-eslint parser needs TypeScript 5 while the project type-checks with TypeScript 7.
import { createRequire } from 'node:module';

createRequire(import.meta.url)('./use-typescript-5.cjs');

const { default: js } = await import('@eslint/js');
const { default: reactHooks } = await import('eslint-plugin-react-hooks');
const { default: globals } = await import('globals');
const { default: tseslint } = await import('typescript-eslint');
const { default: diva } = await import('./plugin.js');

/** The apps' sources; shared packages (core owns the client, the dev harness) are not held to the app shape. */
const APP_SOURCES = ['shell/src/**', 'mfe-*/src/**'];

/** Apps reach Mantine only through @diva/ui, which is the shared singleton carrying one Mantine copy. */
const appImportRules = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        { group: ['@mantine/*'], message: 'Import Mantine through @diva/ui so every app uses the one shared copy.' },
        { group: ['react-router', 'react-router-dom'], message: 'Import routing from @diva/router: it is the shared singleton with one router context.' },
        { group: ['zod', 'zod/*'], message: "Validate with `z` from @diva/core: every app uses the shell's one shared copy of zod's engine (add a validator to shared/core/src/validation/zod-kit.ts)." },
        { group: ['@supabase/supabase-js'], message: 'Use getSupabase() from @diva/core: it owns the one client.' },
        { group: ['shell/*', 'mfe-*', '../../mfe-*', '../../shell/*'], message: 'Apps import shared/* packages, never another app.' },
      ],
    },
  ],
};

export function divaConfig({ ignores = [] } = {}) {
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
    {
      files: ['**/*.tsx', '**/*.ts'],
      plugins: { 'react-hooks': reactHooks },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
    },
    { files: [...APP_SOURCES, 'shared/dev-harness/src/**'], rules: appImportRules },
    // The app shape: features do not import each other, and the database is reached only from api/ folders.
    { files: APP_SOURCES, rules: { 'diva/no-cross-feature-imports': 'error' } },
    { files: APP_SOURCES, ignores: ['**/api/**'], rules: { 'diva/supabase-in-api-only': 'error' } },
    { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs' }, rules: { '@typescript-eslint/no-require-imports': 'off' } },
    { files: ['**/scripts/**', '**/bin/**', '**/bench/**', '**/*.config.*', 'e2e/**'], rules: { 'no-console': 'off' } },
  );
}
