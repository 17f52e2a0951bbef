import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noFeatureCycles from './eslint-rules/no-feature-cycles.js';
import noLiteralText from './eslint-rules/no-literal-text.js';

/** The project's own rules (eslint-rules/). */
const oja = { rules: { 'no-literal-text': noLiteralText, 'no-feature-cycles': noFeatureCycles } };

/**
 * Features are reached only through their index.ts: from another feature (`../orders/x.ts`) and
 * from the rest of the server (`./features/orders/x.ts`, `../features/orders/x.ts`). Tests may
 * reach into their own feature's files, and set up others through any file.
 */
function featureBoundaries() {
  const message = 'Import another feature through its index.ts.';
  const fromOutside = { regex: '(^|/)features/[a-z-]+/(?!index\\.ts$)[^/]+$', message };
  const fromFeature = { regex: '^\\.\\./[a-z-]+/(?!index\\.ts$)[^/]+$', message };
  // The shop never loads its test support (packages/testing); only tests, e2e/ and bench/ do.
  const testSupport = {
    group: ['@oja/testing', '@oja/testing/*', '**/packages/testing/**'],
    message: 'Only tests, e2e/ and bench/ import @oja/testing.',
  };
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    { files: ['apps/server/src/**/*.ts'], ignores: ['**/*.test.ts'], rules: rule(fromOutside, testSupport) },
    {
      files: ['apps/server/src/features/**/*.ts'],
      ignores: ['**/*.test.ts'],
      rules: rule(fromOutside, fromFeature, testSupport),
    },
  ];
}

/** Shared code and the web app never reach into the server. */
const serverImports = {
  group: ['**/apps/server/**', '@oja/server', '@oja/server/*'],
  message: 'The web app and shared code never import the server.',
};

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
          patterns: [serverImports],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [serverImports],
          // The toast library loads after the page (decision 0032): never part of a first load.
          paths: [
            {
              name: 'react-hot-toast',
              allowTypeImports: true,
              message: 'Import toast from app/ui/toaster: the library is loaded when it is needed.',
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks drive the real server (migrations, sessions) like its tests do; so do the journeys
    // that need a shop of their own (a database outage), and the test support they share.
    files: ['bench/**', 'e2e/**', 'packages/testing/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Journeys assert what the page shows; a failing one keeps its screenshot and trace by itself
    // (playwright.config.ts). Screenshots written on every run are files nobody looks at.
    files: ['e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='screenshot']",
          message: 'No screenshots in journeys: assert what the page shows (failures keep theirs).',
        },
      ],
    },
  },
  {
    // Rules that need the types: promises nobody waits for or handles (a lost error, a handler
    // that returns before its work), and switches that miss a case of a union (a new order state).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
  {
    // Every text a shopper reads comes from the message catalogue (issue 31); the back office may
    // stay English, with the staff-only forms its features keep beside the shop's.
    files: ['apps/web/app/{routes,features,ui}/**/*.tsx'],
    ignores: [
      'apps/web/app/routes/admin/**',
      'apps/web/app/features/admin/**',
      // The owner's reports and paperwork: back office only (docs/decisions/0055-owners-reports.md).
      'apps/web/app/features/reports/**',
      'apps/web/app/features/delivery/station-fields.tsx',
      'apps/web/app/features/promotions/promotion-fields.tsx',
      'apps/web/app/features/reviews/moderation-item.tsx',
      '**/*.test.tsx',
    ],
    plugins: { oja },
    rules: { 'oja/no-literal-text': 'error' },
  },
  ...featureBoundaries(),
  {
    // Features depend on one another in one direction only, server and web (decision 0068).
    files: ['apps/server/src/features/**/*.ts', 'apps/web/app/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { oja },
    rules: { 'oja/no-feature-cycles': 'error' },
  },
);
