import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'apps/web/build/**',
      'apps/web/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/server/**', '@oja/server', '@oja/server/*'],
              message: 'The web app and shared code never import the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks drive the server's own code (database, catalogue service) on purpose.
    files: ['bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Benchmarks drive the real server (migrations, sessions) like its tests do; so do the journeys
    // that need a shop of their own (a database outage).
    files: ['bench/**', 'e2e/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Features talk to each other through their index.ts, never their inner files.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/features/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!index\\.ts$)[a-z-]+/[a-z-]+\\.(routes|service|repository|views)\\.ts$',
              message: 'Import another feature through its index.ts.',
            },
          ],
        },
      ],
    },
  },
);
