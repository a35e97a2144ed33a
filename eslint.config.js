// Lint for the whole tree (`npm run lint`, part of `npm test`): typescript-eslint's
// strict rules, and React's hook rules wherever components live.
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.cjs',
      'packages/db/migrations/**',
    ],
  },
  ...tseslint.configs.strict,
  {
    rules: {
      // `const { secret, ...rest } = x` and `_unused` parameters are how we drop fields and keep signatures.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // In tests `rows[0]!` reads as "the row the test just made": were it missing, the test fails there anyway.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['apps/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The widgets' i18n binding is our own (first-load budget, docs/architecture.md).
    files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              message: 'Use useTranslation from apps/web/src/i18n/use-translation.tsx (react-i18next is not in the bundle).',
            },
          ],
        },
      ],
    },
  },
);
