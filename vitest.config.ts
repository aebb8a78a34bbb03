import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'tests/e2e/**/*.spec.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core CI machine, which ran
    // the 313 files one after another (65 minutes). Most files wait on Postgres, Chromium or a child server,
    // so two workers on two cores keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['./tests/global-setup.ts'],
    // Tests use the card terminal's and the club vouchers' simulators, named explicitly (@pos/shared/simulators).
    env: { SIMULATORS: 'card,vouchers' },
  },
});
