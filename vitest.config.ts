import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'tests/e2e/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['./tests/global-setup.ts'],
    // Tests use the card terminal's and the club vouchers' simulators, named explicitly (@pos/shared/simulators).
    env: { SIMULATORS: 'card,vouchers' },
  },
});
