import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { planWorkers } from './cluster';

describe('WORKERS (npm run server)', () => {
  const url = 'postgres://db/pos';
  it('defaults to one worker per core over Postgres, and takes WORKERS=n', () => {
    expect(planWorkers({}, url)).toEqual({ workers: availableParallelism() });
    expect(planWorkers({ WORKERS: '3' }, url)).toEqual({ workers: 3 });
  });
  it('is forced to 1 with embedded PGlite (no DATABASE_URL), saying why', () => {
    const plan = planWorkers({ WORKERS: '4' }, undefined);
    expect(plan.workers).toBe(1);
    expect(plan.reason).toMatch(/PGlite .*single-process/);
    expect(planWorkers({ WORKERS: '1' }, undefined)).toEqual({ workers: 1 });
  });
  it('refuses a WORKERS that is not a whole number of at least 1', () => {
    for (const bad of ['0', '-2', '1.5', 'many']) expect(() => planWorkers({ WORKERS: bad }, url)).toThrow(/WORKERS must be/);
  });
});
