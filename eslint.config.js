import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/out/**', '**/.data/**', 'sync-server/drizzle/**', 'bench/results/**', 'tests/e2e/screenshots/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },

  // One owner per table (docs/architecture.md): the server's domains never import the sync protocol;
  // sync/ calls the domains through the operation map (domains/op-handlers.ts), never the other way.
  {
    files: ['sync-server/src/domains/**/*.ts'],
    ignores: ['sync-server/src/domains/sync/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(\\.\\./)+(domains/)?sync(/|$)', message: 'A domain must not import domains/sync: contribute an operation handler (domains/op-handlers.ts) instead.' }],
      }],
    },
  },
);
