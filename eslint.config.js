// Lint rules that hold the boundaries of STYLE.md, on top of the recommended TypeScript and React sets.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Restricted-import patterns shared by several blocks (ESLint keeps only the last match per rule). */
const noDeepContract = {
  group: ['@postula/contract/src/*', '**/packages/contract/**'],
  message: 'Import the contract by its package name: @postula/contract/<file>.',
};
const noOtherFeature = {
  // From features/<f>/<kind>/file.tsx, "../../" leaves the feature: that is another feature.
  regex: '^\\.\\./\\.\\./(?!\\.\\./)|/features/',
  message: 'A feature never imports another feature; compose them in app/ (STYLE.md rule 2).',
};
const noOtherFeatureFromPart = {
  // A feature's part sits one folder deeper (features/<f>/<part>/<kind>/file.tsx): there "../../../" leaves it.
  regex: '^\\.\\./\\.\\./\\.\\./(?!\\.\\./)|/features/',
  message: noOtherFeature.message,
};
const noApp = { regex: '(^|/)app/', message: 'Shared code and features never import app/.' };
const noTables = {
  group: ['**/*.tables', '**/*.tables.ts'],
  message: 'Only *.repository.ts files touch tables (STYLE.md rule 5).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
      'no-restricted-imports': ['error', { patterns: [noDeepContract] }],
      // Process state is read in one place (STYLE.md rule 9).
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration in config.ts.' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepContract, noOtherFeature, noApp] }] },
  },
  {
    // The parts of a feature: applicants/intake (the candidate's upload page), screening/interview.
    files: ['apps/web/src/features/*/*/{api,components,hooks,utils}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepContract, noOtherFeatureFromPart, noApp] }] },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noDeepContract, noApp, { group: ['**/features/**'], message: 'Shared code never imports a feature.' }] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.tables.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDeepContract, noTables] }] },
  },
  {
    files: ['apps/api/src/platform/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noDeepContract, noTables, { group: ['**/modules/**'], message: 'platform/ never depends on a module.' }] },
      ],
    },
  },
  {
    // Modules are composed by views/ and app.ts, never the other way round.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.repository.ts', 'apps/api/src/modules/**/*.tables.ts', 'apps/api/src/modules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noDeepContract, noTables, { group: ['**/views/**', '**/app', '**/runtime'], message: 'A module never imports views/ or the app that composes it.' }] },
      ],
    },
  },
  {
    // The CV analysis engine reads text and returns judgements: no HTTP, no database, no module, no config.
    files: ['apps/api/src/engine/**/*.ts'],
    ignores: ['apps/api/src/engine/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepContract,
            { group: ['**/modules/**', '**/platform/**', '**/config', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', '@electric-sql/*', 'pg'], message: 'The engine is independent of the server: it never imports HTTP, the database, a module or the configuration.' },
          ],
        },
      ],
    },
  },
  {
    // The entries that own process state, the test harness, and tools run from the command line.
    files: [
      'apps/api/src/server.ts',
      'apps/api/src/worker.ts',
      'apps/api/src/testing/**',
      'scripts/**',
      'playwright.config.ts',
      'vitest.config.ts',
      'e2e/**',
      'bench/**',
    ],
    rules: { 'no-restricted-properties': 'off', 'no-console': 'off' },
  },
);
