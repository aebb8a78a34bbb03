import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Benchmark, BenchResult } from './lib';

/**
 * npm run bench [-- name-filter]: runs every bench/*.bench.ts and writes bench/results/latest.json,
 * an array of {name, value, unit, baseline, ratio}.
 */
const dir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2];
const files = readdirSync(dir).filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter))).sort();
const results: BenchResult[] = [];
for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: Benchmark };
  console.log(`bench ${file} ...`);
  const got = await mod.default();
  for (const r of got) console.log(`  ${r.name}: ${r.value} ${r.unit} (baseline ${r.baseline}, ratio ${r.ratio})`);
  results.push(...got);
}
mkdirSync(join(dir, 'results'), { recursive: true });
writeFileSync(join(dir, 'results', 'latest.json'), JSON.stringify(results, null, 2) + '\n');
console.log(`wrote bench/results/latest.json (${results.length} results)`);
process.exit(0);
