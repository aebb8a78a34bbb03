/** One benchmark figure: `ratio` is value / baseline, both measured in the same run. */
export interface BenchResult {
  name: string;
  value: number;
  unit: string;
  baseline: number;
  ratio: number;
  notes?: string;
}

export function result(name: string, value: number, unit: string, baseline: number, notes?: string): BenchResult {
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { name, value: round(value), unit, baseline: round(baseline), ratio: baseline === 0 ? 0 : round(value / baseline), ...(notes ? { notes } : {}) };
}

export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** Runs fn `iterations` times after `warmup` runs and returns the elapsed milliseconds of each. */
export async function sample(fn: () => unknown | Promise<unknown>, iterations: number, warmup = Math.min(20, iterations)): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await fn();
  const out: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn();
    out.push(performance.now() - t0);
  }
  return out;
}

/** A benchmark module (bench/*.bench.ts) default-exports one of these. */
export type Benchmark = () => Promise<BenchResult[]>;
