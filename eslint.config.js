import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { builtinModules } from 'node:module';

/**
 * Node's built-in modules, bare (`fs`, as exact names: a pattern `http` would also match a folder
 * named http) and prefixed (`node:fs`): code that also runs in a browser must not take them.
 */
const NODE_MESSAGE = 'Node built-ins are not available here (ARCHITECTURE.md import rules).';
const NODE_BUILTIN_NAMES = builtinModules.filter((m) => !m.startsWith('_')).map((name) => ({ name, message: NODE_MESSAGE }));
const NODE_BUILTINS = { group: ['node:*'], message: NODE_MESSAGE };

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

  // Import boundaries (ARCHITECTURE.md). One block per boundary: a later block that sets the same rule
  // for the same files replaces the earlier one, so blocks here cover files no other block covers.

  // shared/ runs on the station, on the server and in browsers: no Node built-ins, no workspace package.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: NODE_BUILTIN_NAMES,
        patterns: [
          NODE_BUILTINS,
          { group: ['@pos/*'], message: 'shared/ depends on no workspace package.' },
          { regex: '^(\\.\\./)+(sync-server|electron|renderer|printers|tests|bench|scripts)(/|$)', message: 'shared/ depends on no workspace package.' },
        ],
      }],
    },
  },

  // The station's core runs without Electron (tsx host, tests, bench): only electron/main.ts and the preload take Electron.
  {
    files: ['electron/station/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['electron', 'electron/*', '@electron/*'], message: 'electron/station must not import Electron (it runs in plain Node too).' }],
      }],
    },
  },

  // The renderer runs in a browser: no server runtime code, no station internals at run time (their types
  // describe the IPC contract and are allowed), no Node built-ins. Build scripts, Vite configs and tests run in Node.
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.tsx'],
    ignores: ['renderer/*/build.ts', 'renderer/*/vite.config.ts', 'renderer/**/*.test.ts', 'renderer/**/*.test.tsx', 'renderer/**/*.fixtures.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: NODE_BUILTIN_NAMES,
        patterns: [
          NODE_BUILTINS,
          { group: ['@pos/sync-server', '@pos/sync-server/*', '**/sync-server', '**/sync-server/**'], message: 'The renderer must not import the server: take the API contract from @pos/shared/api/*.' },
          { group: ['@pos/electron', '@pos/electron/*', '**/electron/station/**', '**/electron/main', '**/electron/preload', 'electron'], allowTypeImports: true, message: 'The renderer talks to the station through IPC only: import station types with `import type`.' },
        ],
      }],
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
